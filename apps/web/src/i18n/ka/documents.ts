import type { DocumentsTexts } from '../en/documents';

export const documents: DocumentsTexts = {
  download: 'ქვითრის ჩამოტვირთვა',
  downloadFor: (id) => `ქვითრის ჩამოტვირთვა — გადახდა №${id} (PDF)`,
  downloading: 'იტვირთება…',
  failed: 'ქვითარი ვერ ჩამოიტვირთა. სცადეთ ხელახლა.',
  vat: {
    column: 'მ. შ. დღგ',
    line: (amount) => `მ. შ. დღგ ${amount}`,
    atRate: (rate) => `მათ შორის დღგ ${rate}`,
    net: 'სულ დღგ-ს გარეშე',
  },
};
