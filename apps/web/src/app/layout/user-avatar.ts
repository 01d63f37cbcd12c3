import type { UserInfo } from '@orioni/contracts';

/** Initials of first and last name for a personal customer; first two letters for a company. */
export function avatarInitials(user: Pick<UserInfo, 'customerType' | 'fullName' | 'firstName' | 'lastName'>): string {
  if (user.customerType === 'LEGAL')
    return user.fullName
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase();
  const [first = '', last = ''] = user.firstName && user.lastName ? [user.firstName, user.lastName] : user.fullName.trim().split(/\s+/);
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}
