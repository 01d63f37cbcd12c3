import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './names.ts';

describe('personal names', () => {
  it('splits on the first space: first word, then the rest', () => {
    expect(splitFullName('  Nino   Beridze ')).toEqual({ firstName: 'Nino', lastName: 'Beridze' });
    expect(splitFullName('Anna Maria van Dyke')).toEqual({ firstName: 'Anna', lastName: 'Maria van Dyke' });
    expect(splitFullName('Nino')).toEqual({ firstName: 'Nino', lastName: '' });
  });

  it('a one-word first name and any last name survive a join and a split', () => {
    const word = fc.stringMatching(/^[A-Za-z]{2,12}$/);
    fc.assert(
      fc.property(word, fc.array(word, { minLength: 1, maxLength: 3 }), (first, last) => {
        expect(splitFullName(joinFullName(first, last.join(' ')))).toEqual({ firstName: first, lastName: last.join(' ') });
      }),
    );
  });
});
