import type { DocumentsTexts } from '../en/documents';

export const documents: DocumentsTexts = {
  download: 'Скачать чек',
  downloadFor: (id) => `Скачать чек платежа №${id} (PDF)`,
  downloading: 'Скачивается…',
  failed: 'Не удалось скачать чек. Попробуйте ещё раз.',
  vat: {
    column: 'в т. ч. НДС',
    line: (amount) => `в т. ч. НДС ${amount}`,
    atRate: (rate) => `В том числе НДС ${rate}`,
    net: 'Итого без НДС',
  },
};
