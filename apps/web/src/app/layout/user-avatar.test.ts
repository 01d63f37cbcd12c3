import { describe, expect, it } from 'vitest';
import { avatarInitials } from './user-avatar';

describe('avatar initials', () => {
  it('uses first and last name initials for a personal customer', () => {
    expect(avatarInitials({ customerType: 'PHYSICAL', fullName: 'Nino Beridze', firstName: 'Nino', lastName: 'Beridze' })).toBe('NB');
    expect(avatarInitials({ customerType: 'PHYSICAL', fullName: 'levan kobakhidze', firstName: null, lastName: null })).toBe('LK');
  });
  it('uses the first two letters of a company name', () => {
    expect(avatarInitials({ customerType: 'LEGAL', fullName: 'Kavkasia Trade LLC', firstName: null, lastName: null })).toBe('KA');
    expect(avatarInitials({ customerType: 'LEGAL', fullName: '"Geo-Pharm"', firstName: null, lastName: null })).toBe('GE');
  });
});
