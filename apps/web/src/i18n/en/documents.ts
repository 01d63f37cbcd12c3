/** The PDF of a payment (issue 28 item 1): the download control of the history, the receipt and the console. */
export const documents = {
  download: 'Download receipt',
  downloadFor: (id: number) => `Download receipt of payment №${id} (PDF)`,
  downloading: 'Downloading…',
  failed: 'The receipt could not be downloaded. Please try again.',
  /** Issue 41: the VAT a payment's prices include (a VAT payer's payments only), as its PDF says it. */
  vat: {
    column: 'incl. VAT',
    line: (amount: string) => `incl. VAT ${amount}`,
    atRate: (rate: string) => `Including VAT ${rate}`,
    net: 'Total without VAT',
  },
};

export type DocumentsTexts = typeof documents;
