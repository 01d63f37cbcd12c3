import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number in its one stored form, E.164 ("+995555123456"), however it was typed: with or
 * without +995, 00995 or a leading 0, with spaces, hyphens or brackets (issue 26 item 3). A number
 * with no country code is Georgian. libphonenumber-js (Google's libphonenumber rules; its "min"
 * metadata) knows every country's code, so "+1 202 555 0100" stays American. The form's own rule
 * (validation.ts) has already refused what is not a phone number; the display may group the digits.
 * Null and blank stay as they are.
 */
export function toE164<T extends string | null | undefined>(phone: T): T {
  if (!phone?.trim()) return phone;
  const parsed = parsePhoneNumberFromString(phone, 'GE');
  return (parsed?.number ?? `+${phone.replace(/\D/g, '')}`) as T;
}
