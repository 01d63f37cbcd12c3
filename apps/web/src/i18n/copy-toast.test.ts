import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ka } from './ka';
import { ru } from './ru';

/** Decision 24: the spec's "URL Coppied Successfully", spelled correctly in each language (R8.text.03). */
describe('issue 26 item 9: the copy toast', () => {
  it('says the URL was copied successfully, in each language', () => {
    expect(en.billing.copied).toBe('URL copied successfully');
    expect(ka.billing.copied).toBe('ბმული წარმატებით დაკოპირდა');
    expect(ru.billing.copied).toBe('Ссылка успешно скопирована');
  });
});
