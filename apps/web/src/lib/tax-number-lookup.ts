import { useEffect, useRef, useState } from 'react';
import type { TaxNumberLookup } from '@orioni/contracts/taxes';
import { answer, api } from './api-client';

/**
 * The Revenue Service's word on a company's tax number, under the field where it is typed (profile and
 * checkout; issue 41 section 2): the registered name (and whether it pays VAT), a warning when the number is
 * unknown, and nothing while typing, for anything but 9 digits, or when the service gave no answer. It never
 * blocks submitting the form.
 */
export type TaxNumberNote = { kind: 'none' } | { kind: 'found'; name: string; vatPayer: boolean } | { kind: 'unknown' };

export const NO_NOTE: TaxNumberNote = { kind: 'none' };
/** The pause after the last keystroke before the number is looked up. */
export const TAX_NUMBER_DEBOUNCE_MS = 400;

/** The number to look up in what the field holds: 9 digits (spaces around allowed), else null. */
export function taxNumberToLookUp(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return /^\d{9}$/.test(trimmed) ? trimmed : null;
}

/** What to show for the service's answer: `unavailable` shows nothing. */
export function noteOf(result: TaxNumberLookup): TaxNumberNote {
  if (result.status === 'found') return { kind: 'found', name: result.name, vatPayer: result.vatPayer };
  return result.status === 'unknown' ? { kind: 'unknown' } : NO_NOTE;
}

export interface TaxNumberLookupDeps {
  fetch(tin: string, signal: AbortSignal): Promise<TaxNumberLookup>;
  onNote(note: TaxNumberNote): void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The lookup as the field's value changes: each change cancels the pending lookup (its timer, or its request
 * in flight) and clears the note; 9 digits are looked up after `delayMs` without a further change. Framework
 * free, so its timing is tested without a browser.
 */
export function createTaxNumberLookup(deps: TaxNumberLookupDeps) {
  const delayMs = deps.delayMs ?? TAX_NUMBER_DEBOUNCE_MS;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let current: string | null = null;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let shown = false;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };
  const show = (note: TaxNumberNote) => {
    shown = note.kind !== 'none';
    deps.onNote(note);
  };

  return {
    /** The field now holds `value`. */
    update(value: string | null | undefined): void {
      const tin = taxNumberToLookUp(value);
      if (tin !== null && tin === current) return;
      current = tin;
      cancel();
      if (shown) show(NO_NOTE);
      if (tin === null) return;
      timer = setTimer(() => {
        timer = null;
        const controller = new AbortController();
        inFlight = controller;
        deps.fetch(tin, controller.signal).then(
          (result) => {
            if (controller.signal.aborted || current !== tin) return;
            inFlight = null;
            show(noteOf(result));
          },
          () => {
            // Unavailable, refused or cancelled: nothing is shown.
            if (inFlight === controller) inFlight = null;
          },
        );
      }, delayMs);
    },
    dispose(): void {
      current = null;
      cancel();
    },
  };
}

/** The note for the tax number a form field holds (`value`: the field's current text). */
export function useTaxNumberNote(value: string | null | undefined): TaxNumberNote {
  const [note, setNote] = useState<TaxNumberNote>(NO_NOTE);
  const lookup = useRef<ReturnType<typeof createTaxNumberLookup> | null>(null);
  useEffect(() => {
    const created = createTaxNumberLookup({
      fetch: (tin, signal) => answer(api.GET('/api/taxes/tax-number/{tin}', { params: { path: { tin } }, signal })),
      onNote: setNote,
    });
    lookup.current = created;
    return () => {
      created.dispose();
      lookup.current = null;
    };
  }, []);
  useEffect(() => {
    lookup.current?.update(value);
  }, [value]);
  return note;
}
