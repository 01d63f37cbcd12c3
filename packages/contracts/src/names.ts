/**
 * A personal customer's name travels as first and last name in forms and as one `fullName` in the
 * spec's payloads (registration, profile, purchase). One rule for both directions: the first word
 * is the first name, the rest the last name. Zod-free.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const joinFullName = (firstName: string, lastName: string): string => `${firstName.trim()} ${lastName.trim()}`;
