import { formatLari, toLocale, type Language } from '@orioni/contracts';
import { DOCUMENT_TEXTS } from '@orioni/contracts/document-texts';
import { paymentVat, vatRatePercent } from '@orioni/contracts/vat';
import { cell, noteRow } from '../mail/templates/layout.ts';

/**
 * The VAT a receipt or refund mail's lines include (issue 41, decision 33), in the words of the
 * payment's documents (contracts' `document-texts.ts`) and by the one rule (`paymentVat`): a column
 * with each line's VAT, and under the total the VAT at its rate and the total without VAT. Null when
 * the payment has no rate: the mail stays as it was.
 */
export function mailVat(amounts: readonly number[], rateBp: number | null | undefined, language: Language) {
  const vat = paymentVat(amounts, rateBp);
  if (!vat) return null;
  const locale = toLocale(language);
  const words = DOCUMENT_TEXTS[language].vat;
  const money = (tetri: number) => formatLari(tetri, { locale });
  const atRate = words.atRate(`${vatRatePercent(vat.rateBp, locale)}%`);
  return {
    /** The lines table's column heading. */
    column: words.column,
    /** Line `i`'s cell, and its words in the plain-text part. */
    cell: (i: number) => cell(money(vat.lines[i]!.vat), 'right'),
    text: (i: number) => `${words.column} ${money(vat.lines[i]!.vat)}`,
    /** The rows under the total, the label over `span` columns. */
    rows: (span: number) => [noteRow(atRate, money(vat.vat), span), noteRow(words.net, money(vat.net), span)],
    textLines: [`${atRate}: ${money(vat.vat)}`, `${words.net}: ${money(vat.net)}`],
  };
}
