import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, type ErrorKey } from '@orioni/contracts/error-keys';
import { AppError, validationError } from './errors.ts';

describe('AppError', () => {
  it('takes status and message of every key from the catalogue', () => {
    for (const key of Object.keys(ERROR_CATALOGUE) as ErrorKey[]) {
      const error = new AppError(key);
      expect(error.status).toBe(ERROR_CATALOGUE[key].status);
      expect(error.message).toBe(ERROR_CATALOGUE[key].message);
    }
    expect(new AppError('CARD_DECLINED').status).toBe(402);
    expect(new AppError('NOT_FOUND', { message: 'Unknown card order' }).message).toBe('Unknown card order');
    expect(validationError({ idNumber: 'x' })).toMatchObject({ status: 400, key: 'VALIDATION_ERROR', fieldErrors: { idNumber: 'x' } });
  });

  it('accepts only catalogued keys and no status of its own (checked by the type checker)', () => {
    // @ts-expect-error a key outside the catalogue
    expect(() => new AppError('SOMETHING_ELSE')).toThrow();
    // @ts-expect-error the status comes from the catalogue
    expect(new AppError('NOT_FOUND', { status: 418 }).status).toBe(404);
  });
});
