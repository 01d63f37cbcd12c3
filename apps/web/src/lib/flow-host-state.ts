/**
 * The dialog flow a host shows (the buy flow, the demo request): what it is for, a number that is new
 * for each flow opened, and whether it is closing (its dialog shut, its host told a moment later so
 * the dialog can leave the screen).
 */
export interface ActiveFlow<T> {
  subject: T;
  n: number;
  closing?: boolean;
}

/**
 * A click: a repeated click for the subject whose flow is open keeps that flow; any other click, and
 * a click while the flow is closing (Buy again right after Cancel), opens a new flow.
 */
export const openFlow = <T>(previous: ActiveFlow<T> | null, subject: T, same: (a: T, b: T) => boolean): ActiveFlow<T> =>
  previous && !previous.closing && same(previous.subject, subject) ? previous : { subject, n: (previous?.n ?? 0) + 1 };

/** Flow `n` shut its dialog. */
export const closingFlow = <T>(active: ActiveFlow<T> | null, n: number): ActiveFlow<T> | null =>
  active?.n === n ? { ...active, closing: true } : active;

/** Flow `n` is done: gone, unless a newer flow has taken its place meanwhile (a busy machine runs timers late). */
export const doneFlow = <T>(active: ActiveFlow<T> | null, n: number): ActiveFlow<T> | null => (active?.n === n ? null : active);
