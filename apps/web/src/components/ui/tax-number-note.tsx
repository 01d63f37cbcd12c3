import type { TaxNumberNote as Note } from '@/lib/tax-number-lookup';
import './tax-number-note.css';

export interface TaxNumberNoteTexts {
  /** Before the registered name, e.g. "Registered at the Revenue Service:". */
  registered: string;
  vatPayer: string;
  unknown: string;
}

/**
 * What the Revenue Service says of the tax number typed above it, as the field's hint: always present (empty
 * when there is nothing to say) so screen readers hear each change (aria-live polite).
 */
export function TaxNumberNote({ note, texts }: { note: Note; texts: TaxNumberNoteTexts }) {
  return (
    <span className={`tax-number-note${note.kind === 'unknown' ? ' tax-number-note--warning' : ''}`} aria-live="polite">
      {note.kind === 'found' ? (
        <>
          {texts.registered} <strong className="tax-number-note__name">{note.name}</strong>
          {note.vatPayer ? ` · ${texts.vatPayer}` : null}
        </>
      ) : note.kind === 'unknown' ? (
        texts.unknown
      ) : null}
    </span>
  );
}
