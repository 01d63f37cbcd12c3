import type { AdminTexts } from '@/i18n/en/admin';

/**
 * A stored phone number (E.164 since issue 26 item 3) with its digits grouped for reading: a
 * Georgian one as "+995 555 12 34 56"; any other number is shown as stored.
 */
export function phoneShown(phone: string | null): string | null {
  const georgian = phone ? /^\+995(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(phone) : null;
  return georgian ? `+995 ${georgian[1]} ${georgian[2]} ${georgian[3]} ${georgian[4]}` : phone;
}

/** A field of activity in the console's language when the console knows it (issue 26 item 3), else as typed. */
export const fieldOfActivityShown = (text: AdminTexts, field: string | null): string | null =>
  field ? (text.fieldsOfActivity[field.trim()] ?? field) : field;
