import type { Locator } from '@playwright/test';

/** WCAG 2.1 relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Parses `rgb(…)`/`rgba(…)` as computed by the browser into its three channels. */
export function parseRgb(css: string): number[] {
  const channels = /rgba?\(([^)]+)\)/
    .exec(css)?.[1]
    ?.split(/[ ,/]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map(Number);
  if (!channels || channels.length !== 3 || channels.some(Number.isNaN)) throw new Error(`not an rgb colour: ${css}`);
  return channels;
}

/** The contrast of an element's text colour against its own background colour (both computed). */
export async function textContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((e) => {
    const style = getComputedStyle(e);
    return { color: style.color, background: style.backgroundColor };
  });
  return contrastRatio(parseRgb(color), parseRgb(background));
}
