import { formatLari, toLocale, type Language } from '@orioni/contracts';
import { CONTACT_EMAIL } from '@orioni/contracts/company';
import { DOCUMENT_TEXTS } from '@orioni/contracts/document-texts';
import { paymentVat, vatRatePercent } from '@orioni/contracts/vat';
import type { RenderedMail } from '../mail.service.ts';

/** HTML escaping for everything interpolated into a mail body. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const BRAND_COLOR = '#2f3bcb';

const FOOTER: Record<Language, { company: string; note: string; address: string }> = {
  KA: {
    company: 'ორიონი',
    note: 'ეს წერილი ავტომატურად გამოიგზავნა. გთხოვთ, არ უპასუხოთ მას.',
    address: `ორიონი · თბილისი, საქართველო · ${CONTACT_EMAIL}`,
  },
  EN: {
    company: 'Orioni',
    note: 'This message was sent automatically. Please do not reply to it.',
    address: `Orioni · Tbilisi, Georgia · ${CONTACT_EMAIL}`,
  },
  RU: {
    company: 'Орион',
    note: 'Это письмо отправлено автоматически. Пожалуйста, не отвечайте на него.',
    address: `Орион · Тбилиси, Грузия · ${CONTACT_EMAIL}`,
  },
};

export interface LayoutInput {
  language: Language;
  /** Plain text; escaped here. */
  title: string;
  /** Already-safe HTML paragraphs (build them with `paragraph`, `button`, `code`). */
  bodyHtml: string;
  /** Hidden preview line shown by mail clients. */
  preheader?: string;
}

export const paragraph = (text: string): string =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#2b2f3a;">${escapeHtml(text)}</p>`;

export const button = (href: string, label: string): string =>
  `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${BRAND_COLOR};">` +
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>` +
  `</td></tr></table>`;

export const code = (value: string): string =>
  `<p style="margin:0 0 24px;"><span style="display:inline-block;padding:12px 20px;font-size:28px;letter-spacing:6px;font-weight:700;color:${BRAND_COLOR};background:#eef0fc;border-radius:8px;font-family:Consolas,Menlo,monospace;">${escapeHtml(value)}</span></p>`;

export const small = (text: string): string =>
  `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#6b7080;">${escapeHtml(text)}</p>`;

/** A link shown in full, for clients that do not render buttons. */
export const rawLink = (href: string): string =>
  `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(href)}" style="color:${BRAND_COLOR};">${escapeHtml(href)}</a></p>`;

/** The company frame every e-mail shares: brand header, white card, footer. */
export function renderLayout(input: LayoutInput): string {
  const footer = FOOTER[input.language];
  const lang = input.language.toLowerCase();
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f8;font-family:'Helvetica Neue',Arial,'Noto Sans Georgian',sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(input.preheader ?? input.title)}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f8;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;">
<tr><td style="background:${BRAND_COLOR};padding:24px 32px;border-radius:12px 12px 0 0;">
<span style="font-size:24px;font-weight:700;color:#ffffff;letter-spacing:1px;">${escapeHtml(footer.company)}</span>
</td></tr>
<tr><td style="background:#ffffff;padding:32px;border-radius:0 0 12px 12px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#1b1e28;">${escapeHtml(input.title)}</h1>
${input.bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;text-align:center;">
${small(footer.note)}
${small(footer.address)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The plain-text twin: title, lines, and the footer. */
export function renderText(language: Language, title: string, lines: string[]): string {
  const footer = FOOTER[language];
  return [title, '', ...lines, '', '—', footer.note, footer.address].join('\n');
}

/** A message in the company frame: the HTML body's blocks and the plain-text twin's lines, titled alike. */
export function composeMail(input: {
  language: Language;
  subject: string;
  /** The heading of the HTML card (plain text). */
  title: string;
  preheader?: string;
  /** Already-safe HTML blocks, in order. */
  body: string[];
  /** The plain-text lines under the subject. */
  text: string[];
}): RenderedMail {
  const { language, subject, title, preheader } = input;
  return {
    subject,
    html: renderLayout({ language, title, preheader, bodyHtml: input.body.join('\n') }),
    text: renderText(language, subject, input.text),
  };
}

/** A cell of a lines table (product, period, quantity, price). */
export const cell = (text: string, align = 'left'): string =>
  `<td style="padding:8px 6px;border-bottom:1px solid #e3e6ef;font-size:14px;text-align:${align};color:#2b2f3a;">${escapeHtml(text)}</td>`;

/** The header row of a lines table: the columns from `rightFrom` on are right-aligned (numbers). */
export const headerRow = (labels: string[], rightFrom: number): string =>
  `<tr>${labels.map((h, i) => `<th style="padding:8px 6px;font-size:13px;text-align:${i >= rightFrom ? 'right' : 'left'};color:#5b6172;border-bottom:2px solid #e3e6ef;">${escapeHtml(h)}</th>`).join('')}</tr>`;

/** The bold total row of a lines table: the label spans `span` columns, the value takes the last one. */
export const totalRow = (label: string, value: string, span: number): string =>
  `<tr><td colspan="${span}" style="padding:10px 6px;font-weight:bold;font-size:15px;">${escapeHtml(label)}</td><td style="padding:10px 6px;font-weight:bold;font-size:15px;text-align:right;">${escapeHtml(value)}</td></tr>`;

/** A plain row under the total (the VAT it includes, the total without VAT): the label spans `span` columns. */
export const noteRow = (label: string, value: string, span: number): string =>
  `<tr><td colspan="${span}" style="padding:2px 6px;font-size:13px;color:#5b6172;">${escapeHtml(label)}</td><td style="padding:2px 6px;font-size:13px;color:#5b6172;text-align:right;white-space:nowrap;">${escapeHtml(value)}</td></tr>`;

/** A full-width lines table of these rows. */
export const linesTable = (rows: string[]): string =>
  `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;">\n  ${rows.join('\n  ')}\n  </table>`;

/**
 * The VAT a receipt, renewal receipt or refund mail's lines include (issue 41, decision 33), in the words of the
 * payment's documents (contracts' `document-texts.ts`) and by the one rule (`paymentVat`): a column
 * with each line's VAT, and under the total the VAT at its rate and the total without VAT. Null when
 * the payment has no rate: the mail stays as it was.
 */
export function mailVat(amounts: readonly number[], rateBp: number | null | undefined, language: Language) {
  const vat = paymentVat(amounts, rateBp);
  if (!vat) return null;
  const locale = toLocale(language);
  const words = DOCUMENT_TEXTS[language].vat;
  const money = (tetri: number) => formatLari(tetri, { locale });
  const atRate = words.atRate(`${vatRatePercent(vat.rateBp, locale)}%`);
  return {
    /** The lines table's column heading. */
    column: words.column,
    /** Line `i`'s cell, and its words in the plain-text part. */
    cell: (i: number) => cell(money(vat.lines[i]!.vat), 'right'),
    text: (i: number) => `${words.column} ${money(vat.lines[i]!.vat)}`,
    /** The rows under the total, the label over `span` columns. */
    rows: (span: number) => [noteRow(atRate, money(vat.vat), span), noteRow(words.net, money(vat.net), span)],
    textLines: [`${atRate}: ${money(vat.vat)}`, `${words.net}: ${money(vat.net)}`],
  };
}
