/** Issue 25 item 12: passwords built on common ones that the composition rule alone let through. */
export const ISSUE_25_COMMON_PASSWORDS = [
  'Welcome2024!',
  'Welcome2025!',
  'Summer2025!',
  'Password2024!',
  'Qwerty1234!',
  'Passw0rd1!',
  'Iloveyou2!',
  'Admin2024!',
  'Abcd1234!',
] as const;
