import type { Locale } from './constants.ts';
import { assertTetri, NUMBER_FORMATS, type Tetri } from './format.ts';

/*
 * VAT included in a price (issue 41 item 1, decision 33): catalogue prices include VAT when the seller
 * is a VAT payer, as Georgian shops show them, so a document works out the VAT *contained in* each
 * line, never adds it. One rounding rule, written once, read by the API's documents, mails, exports and
 * tax invoices and by the web's receipt dialog:
 *
 *   line VAT = amount × rate / (1 + rate), rounded half away from zero to the tetri;
 *   document VAT = the sum of its lines' VAT (so lines and total always agree, and an invoice line's
 *   VAT at RS.ge is the line's VAT here);
 *   line net = amount − line VAT.
 *
 * A negative line (a credit note's) has exactly the negated VAT of the same positive amount, so a full
 * refund gives back exactly the VAT that was charged.
 */

/** Georgia's VAT rate (Tax Code of Georgia, article 169): 18%, in basis points. */
export const GEORGIA_VAT_RATE_BP = 1800;

/** A rate in basis points of a hundredth of a percent: 1800 = 18.00%. */
export type VatRateBp = number;

function assertRate(rateBp: VatRateBp): void {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new RangeError(`VAT rate must be 0–10000 basis points, got ${rateBp}`);
}

/** The VAT contained in a VAT-inclusive amount of tetri at `rateBp`, rounded half away from zero. */
export function vatIncluded(amount: Tetri, rateBp: VatRateBp): Tetri {
  assertTetri(amount);
  assertRate(rateBp);
  if (amount === 0 || rateBp === 0) return 0;
  // |amount| × rate / (10000 + rate), half away from zero, in BigInt (amount × rate may pass 2^53).
  const magnitude = BigInt(Math.abs(amount));
  const rate = BigInt(rateBp);
  const divisor = 10_000n + rate;
  const vat = Number((2n * magnitude * rate + divisor) / (2n * divisor));
  // Never -0: a refund line too small to hold a tetri of VAT holds 0, as its payment line does.
  return amount < 0 && vat !== 0 ? -vat : vat;
}

export interface VatLine {
  /** The line's amount, VAT included (tetri; negative on a credit note). */
  amount: Tetri;
  /** The VAT it contains. */
  vat: Tetri;
  /** amount − vat. */
  net: Tetri;
}

export interface VatBreakdown {
  rateBp: VatRateBp;
  lines: VatLine[];
  /** Sums of the lines. */
  amount: Tetri;
  vat: Tetri;
  net: Tetri;
}

/** Every line's VAT and the document's totals, which are the sums of the lines. */
export function vatBreakdown(amounts: readonly Tetri[], rateBp: VatRateBp): VatBreakdown {
  const lines = amounts.map((amount) => {
    const vat = vatIncluded(amount, rateBp);
    return { amount, vat, net: amount - vat };
  });
  const sum = (pick: (l: VatLine) => Tetri) => {
    let total = 0;
    for (const l of lines) {
      total += pick(l);
      assertTetri(total, 'total');
    }
    return total;
  };
  return { rateBp, lines, amount: sum((l) => l.amount), vat: sum((l) => l.vat), net: sum((l) => l.net) };
}

/**
 * The rate as printed in a language (decision 31's decimal sign): 1800 → "18", 1250 → "12.5" in
 * English and "12,5" in Georgian and Russian (the caller adds the percent sign: "18%").
 */
export function vatRatePercent(rateBp: VatRateBp, locale: Locale = 'en'): string {
  assertRate(rateBp);
  return String(rateBp / 100).replace('.', NUMBER_FORMATS[locale].decimal);
}

/**
 * A payment's VAT from its lines' amounts and the rate it was made at (`payments.vat_rate_bp`): null
 * when it has none (the seller was not a VAT payer, or the payment predates issue 41).
 */
export function paymentVat(amounts: readonly Tetri[], rateBp: VatRateBp | null | undefined): VatBreakdown | null {
  return rateBp === null || rateBp === undefined ? null : vatBreakdown(amounts, rateBp);
}
