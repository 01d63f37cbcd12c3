import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it('shows 00:SS', () => {
    expect(formatCountdown(30)).toBe('00:30');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
