import { z } from 'zod';

/**
 * Money is an integer number of tetri (1 lari = 100 tetri) everywhere: database, API and
 * arithmetic. Only display converts it to lari, always with two decimals and the lari sign.
 */
export { LARI_SIGN, TETRI_PER_LARI, formatLari, type Tetri } from './format.ts';
import { assertTetri, TETRI_PER_LARI, type Tetri } from './format.ts';

export const tetriSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Lari (possibly fractional number) to tetri, rounding half away from zero to the tetri. */
export function lariToTetri(lari: number): Tetri {
  const tetri = Math.sign(lari) * Math.round(Math.abs(lari) * TETRI_PER_LARI);
  assertTetri(tetri);
  return tetri;
}

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
