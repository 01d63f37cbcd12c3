import { addDays, type ApiDate } from './dates.ts';

/*
 * The one rule for the days a billing period covers as every screen, mail and document prints them
 * (issue 39 item 24: the site and the mail said "28 Oct – 28 Nov", the receipt "28 Oct – 27 Nov").
 * A period is kept as its first day and the first day of the next one (`OwedPeriod.periodEnd`, an
 * item's next payment date, a renewal line's `nextPaymentDate`); printed, it runs from its first day
 * to its last, both included: the day before the next period starts. A monthly subscription bought on
 * 28 October covers 28 October – 27 November, and the next period starts (and is paid) on 28 November.
 */

/** The last day of a period whose successor starts on `nextPeriodStart`. */
export const periodLastDay = (nextPeriodStart: ApiDate): ApiDate => addDays(nextPeriodStart, -1);

/** A period from its first day and the next period's first day, as printed: both days included. */
export const periodDays = (start: ApiDate, nextPeriodStart: ApiDate): { from: ApiDate; to: ApiDate } => ({
  from: start,
  to: periodLastDay(nextPeriodStart),
});
