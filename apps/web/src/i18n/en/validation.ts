import { MESSAGES, type ValidationMessage } from '@orioni/contracts/validation';

/**
 * English field messages that say more than their key. The English texts of `MESSAGES` are the keys
 * (decision 14) and show as they are, except where the key alone misleads: 'Invalid Password' read
 * like a wrong password (issue 39 item 25), so the rule follows it. R5.password.08 still holds: it shows
 * 'Invalid Password'.
 */
export const validation: Partial<Record<ValidationMessage, string>> = {
  [MESSAGES.passwordInvalid]:
    'Invalid Password: use at least 8 characters, with an upper-case and a lower-case Latin letter, a digit and a symbol, and no spaces',
};
