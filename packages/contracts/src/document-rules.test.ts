import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  documentKindOf,
  documentLines,
  documentTotal,
  documentYear,
  formatDocumentNumber,
  linePeriod,
  type DocumentLineSource,
} from './document-rules.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';

const line = (over: Partial<DocumentLineSource> = {}): DocumentLineSource => ({
  productKey: 'erp-m1',
  names: { ka: 'ორიონი ERP', en: 'Orioni ERP', ru: 'Орион ERP' },
  period: 'M1',
  quantity: 2,
  unitAmount: 14_900,
  amount: 29_800,
  periodStart: null,
  anchorDate: null,
  ...over,
});

describe('document rules', () => {
  it('a refund gets a credit note, every other payment a receipt', () => {
    expect(documentKindOf('PURCHASE')).toBe('RECEIPT');
    expect(documentKindOf('RENEWAL')).toBe('RECEIPT');
    expect(documentKindOf('REPAY')).toBe('RECEIPT');
    expect(documentKindOf('REFUND')).toBe('CREDIT_NOTE');
  });

  it('numbers read ORI-2026-000123 and ORI-CN-2026-000124, and only positive integers are numbers', () => {
    expect(formatDocumentNumber('RECEIPT', 2026, 123)).toBe('ORI-2026-000123');
    expect(formatDocumentNumber('CREDIT_NOTE', 2026, 124)).toBe('ORI-CN-2026-000124');
    expect(formatDocumentNumber('RECEIPT', 2027, 1_234_567)).toBe('ORI-2027-1234567');
    expect(() => formatDocumentNumber('RECEIPT', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('RECEIPT', 2026, 1.5)).toThrow(RangeError);
    expect(documentFileName('ORI-CN-2026-000124')).toBe('ORI-CN-2026-000124.pdf');
    expect(documentFileName('../x"y')).toBe('xy.pdf');
  });

  it("the year is the payment's Tbilisi year", () => {
    expect(documentYear('2026-12-31T19:59:59Z')).toBe(2026);
    expect(documentYear('2026-12-31T20:00:00Z')).toBe(2027);
  });

  it('a period runs from its start to the day before the next one (billing rules: clamped month ends)', () => {
    expect(linePeriod('M1', '2026-03-01', null, '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(linePeriod('M1', '2026-01-31', null, '2026-01-31')).toEqual({ from: '2026-01-31', to: '2026-02-27' });
    expect(linePeriod('Y1', null, '2024-02-29', '2024-02-29')).toEqual({ from: '2024-02-29', to: '2025-02-27' });
    // A purchase with no anchor counts from the day it was paid; an on-premise licence has no period.
    expect(linePeriod('M1', null, null, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-25' });
    expect(linePeriod('PREMISE', '2026-03-01', '2026-03-01', '2026-03-01')).toBeNull();
  });

  it('lines are named in the language of the document, the key when the catalogue lost the product', () => {
    const lines = documentLines([line(), line({ names: null, productKey: 'gone', period: 'PREMISE' })], 'KA', '2026-03-05T08:00:00Z');
    expect(lines[0]).toMatchObject({ name: 'ორიონი ERP', from: '2026-03-05', to: '2026-04-04', quantity: 2, amount: 29_800 });
    expect(lines[1]).toMatchObject({ name: 'gone', from: null, to: null });
    expect(documentLines([line()], 'RU', '2026-03-05T08:00:00Z')[0]!.name).toBe('Орион ERP');
  });

  it('the total is the sum of the lines and must be the payment amount; a credit note is negative', () => {
    expect(documentTotal([{ amount: 29_800 }, { amount: 1 }], 29_801)).toBe(29_801);
    expect(documentTotal([{ amount: -14_900 }], -14_900)).toBe(-14_900);
    expect(() => documentTotal([{ amount: 29_800 }], 29_801)).toThrow(RangeError);
  });

  it('every language has every text', () => {
    for (const texts of Object.values(DOCUMENT_TEXTS)) {
      expect(texts.title.RECEIPT.length).toBeGreaterThan(0);
      expect(texts.title.CREDIT_NOTE.length).toBeGreaterThan(0);
      expect(texts.refundOf('ORI-2026-000001')).toContain('ORI-2026-000001');
    }
  });
});
