import { z } from 'zod';

/**
 * Money is an integer number of tetri (1 lari = 100 tetri) everywhere: database, API and
 * arithmetic. Only display converts it to lari, always with two decimals and the lari sign.
 */
export { LARI_SIGN, TETRI_PER_LARI, formatLari, type Tetri } from './format.ts';
import { assertTetri, TETRI_PER_LARI, LARI_SIGN, type Tetri } from './format.ts';

export const tetriSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Parses a lari amount written with at most two decimals ("12", "12.5", "1,234.50") into tetri. */
export function parseLari(text: string): Tetri {
  const cleaned = text.replace(LARI_SIGN, '').replace(/[\s,]/g, '').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) throw new RangeError(`Not a lari amount: "${text}"`);
  const [, minus, whole, fraction = ''] = match;
  const tetri = Number(whole) * TETRI_PER_LARI + Number(fraction.padEnd(2, '0'));
  assertTetri(tetri);
  return minus ? -tetri : tetri;
}

/** Lari (possibly fractional number) to tetri, rounding half away from zero to the tetri. */
export function lariToTetri(lari: number): Tetri {
  const tetri = Math.sign(lari) * Math.round(Math.abs(lari) * TETRI_PER_LARI);
  assertTetri(tetri);
  return tetri;
}

export const tetriToLari = (tetri: Tetri): number => tetri / TETRI_PER_LARI;

/** unit × quantity, refusing results that would lose precision. */
export function multiplyTetri(unit: Tetri, quantity: number): Tetri {
  assertTetri(unit, 'unit');
  assertTetri(quantity, 'quantity');
  const product = unit * quantity;
  assertTetri(product, 'total');
  return product;
}

export function sumTetri(amounts: readonly Tetri[]): Tetri {
  let total = 0;
  for (const amount of amounts) {
    assertTetri(amount);
    total += amount;
    assertTetri(total, 'total');
  }
  return total;
}
