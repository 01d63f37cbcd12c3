const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The retry schedule (Standard Webhooks' example, issue 42 item 3): the first try at once, then after each
 * failed try 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, and every 10 h after that.
 */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;
const LAST_DELAY_MS = 10 * HOUR;

/** An endpoint whose failure streak lasts this long is disabled (FAILING) and the admins are mailed. */
export const FAILING_DISABLE_MS = 5 * DAY;

/** The wait after the `failures`-th failed try in a row (1: the first failure). */
export function retryDelayMs(failures: number): number {
  return RETRY_DELAYS_MS[failures - 1] ?? LAST_DELAY_MS;
}

/** How long after its first try the `failures`-th failed try of a round comes, on schedule. */
function scheduledSpanMs(failures: number): number {
  let total = 0;
  for (let k = 1; k < failures; k++) total += retryDelayMs(k);
  return total;
}

/**
 * The failed tries after which a delivery gives up (FAILED, until staff replay it): the first whose
 * scheduled time is 5 days or more after the round's first try. An endpoint failing all along is
 * disabled at that try too, as its streak is as old.
 */
export const GIVE_UP_AFTER_FAILURES = (() => {
  let failures = 1;
  while (scheduledSpanMs(failures) < FAILING_DISABLE_MS) failures += 1;
  return failures;
})();
