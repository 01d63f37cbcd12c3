/** The PDF of a payment (issue 28 item 1): the download control of the history, the receipt and the console. */
export const documents = {
  download: 'Download receipt',
  downloadFor: (id: number) => `Download receipt of payment №${id} (PDF)`,
  downloading: 'Downloading…',
  failed: 'The receipt could not be downloaded. Please try again.',
};

export type DocumentsTexts = typeof documents;
