import type { Language } from '@orioni/contracts';
import { TEST_CARDS } from './sandbox-bank.ts';

export type SandboxPageError = 'luhn' | 'expired' | 'expiry' | 'cvc' | 'name';

const TEXT: Record<
  Language,
  {
    lang: string;
    title: string;
    bank: string;
    heading: string;
    intro: string;
    name: string;
    number: string;
    expiry: string;
    expiryHint: string;
    cvc: string;
    save: string;
    cancel: string;
    testCards: string;
    outcomes: Record<'success' | 'declined' | 'insufficient_funds', string>;
    testNote: string;
    secure: string;
    errors: Record<SandboxPageError, string>;
    gone: string;
    goneText: string;
  }
> = {
  KA: {
    lang: 'ka',
    title: 'ბარათის დამატება — Sandbox Bank',
    bank: 'Sandbox Bank',
    heading: 'ბარათის შენახვა',
    intro:
      'შეიყვანეთ ბარათის მონაცემები. ბარათი შეინახება ბანკში და ორიონი მას მხოლოდ თქვენი შესყიდვებისა და გამოწერების გადასახდელად გამოიყენებს.',
    name: 'ბარათის მფლობელის სახელი',
    number: 'ბარათის ნომერი',
    expiry: 'მოქმედების ვადა',
    expiryHint: 'თთ/წწ',
    cvc: 'CVC/CVV კოდი',
    save: 'ბარათის შენახვა',
    cancel: 'გაუქმება',
    testCards: 'სატესტო ბარათები',
    outcomes: { success: 'გადახდა წარმატებულია', declined: 'ბანკი უარყოფს გადახდას', insufficient_funds: 'არასაკმარისი თანხა' },
    testNote: 'ეს სატესტო ბანკია: ნამდვილი ბარათის ნომერი არ შეიყვანოთ. გამოიყენეთ ნებისმიერი მომავალი თარიღი და ნებისმიერი სამნიშნა კოდი.',
    secure: 'ბარათის ნომერს მხოლოდ ბანკი ინახავს; მაღაზია მას ვერ ხედავს.',
    errors: {
      luhn: 'ბარათის ნომერი არასწორია. გადაამოწმეთ და სცადეთ თავიდან.',
      expired: 'ბარათს ვადა გაუვიდა: მითითებული თარიღი უკვე წარსულშია. შეიყვანეთ მოქმედი ბარათის მონაცემები.',
      expiry: 'მიუთითეთ ვადა ფორმატით თთ/წწ.',
      cvc: 'CVC კოდი უნდა შედგებოდეს 3 ან 4 ციფრისგან.',
      name: 'მიუთითეთ ბარათის მფლობელის სახელი.',
    },
    gone: 'გვერდი აღარ მოქმედებს',
    goneText: 'ბარათის დამატების ეს მოთხოვნა უკვე გამოყენებულია ან ვადა გაუვიდა. დაბრუნდით მაღაზიაში და სცადეთ თავიდან.',
  },
  EN: {
    lang: 'en',
    title: 'Add a card — Sandbox Bank',
    bank: 'Sandbox Bank',
    heading: 'Save your card',
    intro: 'Enter your card details. The card is kept by the bank, and Orioni uses it only to pay for your purchases and subscriptions.',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvc: 'Security code (CVC)',
    save: 'Save card',
    cancel: 'Cancel',
    testCards: 'Test cards',
    outcomes: { success: 'payment succeeds', declined: 'payment is declined', insufficient_funds: 'insufficient funds' },
    testNote: 'This is a test bank: do not enter a real card number. Use any future expiry date and any three-digit code.',
    secure: 'Only the bank keeps your card number; the shop never sees it.',
    errors: {
      luhn: 'This card number is not valid. Please check it and try again.',
      expired: 'This card has expired: its expiry date is in the past. Enter a card that is still valid.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'The security code has 3 or 4 digits.',
      name: 'Enter the name on the card.',
    },
    gone: 'This page is no longer valid',
    goneText: 'This card request has already been used or has expired. Go back to the shop and try again.',
  },
  RU: {
    lang: 'ru',
    title: 'Добавление карты — Sandbox Bank',
    bank: 'Sandbox Bank',
    heading: 'Сохранение карты',
    intro: 'Введите данные карты. Карта хранится в банке, а Орион использует её только для оплаты ваших покупок и подписок.',
    name: 'Имя владельца карты',
    number: 'Номер карты',
    expiry: 'Срок действия',
    expiryHint: 'ММ/ГГ',
    cvc: 'Код безопасности (CVC)',
    save: 'Сохранить карту',
    cancel: 'Отмена',
    testCards: 'Тестовые карты',
    outcomes: { success: 'оплата проходит', declined: 'банк отклоняет оплату', insufficient_funds: 'недостаточно средств' },
    testNote: 'Это тестовый банк: не вводите номер настоящей карты. Подойдёт любой будущий срок действия и любой трёхзначный код.',
    secure: 'Номер карты хранит только банк; магазин его не видит.',
    errors: {
      luhn: 'Неверный номер карты. Проверьте его и попробуйте ещё раз.',
      expired: 'Срок действия карты истёк: указанная дата уже прошла. Введите данные действующей карты.',
      expiry: 'Укажите срок действия в формате ММ/ГГ.',
      cvc: 'Код безопасности состоит из 3 или 4 цифр.',
      name: 'Укажите имя владельца карты.',
    },
    gone: 'Страница больше недействительна',
    goneText: 'Этот запрос на добавление карты уже использован или устарел. Вернитесь в магазин и попробуйте снова.',
  },
};

export const pageLanguage = (value: unknown, fallback: Language = 'KA'): Language => {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return upper === 'KA' || upper === 'EN' || upper === 'RU' ? upper : fallback;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 'Noto Sans Georgian','Noto Sans','DejaVu Sans',system-ui,sans-serif;background:#e9eef2;color:#1d2a33}
header{background:#0b4f6c;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px}
header .logo{width:34px;height:34px;border-radius:50%;background:#f2c14e;color:#0b4f6c;font-weight:bold;display:grid;place-items:center}
header strong{font-size:20px;letter-spacing:.5px}
main{max-width:460px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #c9d5dd;border-radius:6px;padding:24px;box-shadow:0 2px 8px rgba(11,79,108,.08)}
h1{font-size:22px;margin:0 0 8px;color:#0b4f6c}p{margin:0 0 16px}
label{display:block;font-weight:bold;font-size:14px;margin:14px 0 4px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #8aa1b1;border-radius:4px;background:#fbfcfd}
input:focus{outline:3px solid #f2c14e;outline-offset:1px;border-color:#0b4f6c}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{background:#fdecea;border:1px solid #b3261e;color:#8c1d18;padding:10px 12px;border-radius:4px;margin:0 0 12px}
.actions{display:flex;gap:12px;margin-top:20px}
button{font:inherit;font-weight:bold;padding:11px 18px;border-radius:4px;cursor:pointer;border:1px solid #0b4f6c}
.primary{background:#0b4f6c;color:#fff;flex:1}.secondary{background:#fff;color:#0b4f6c}
.note{font-size:14px;color:#46596a}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:8px}td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #e1e8ed}
code{font-family:'Courier New',monospace;font-size:15px}
h2{font-size:16px;margin:24px 0 4px;color:#0b4f6c}
`;

function layout(language: Language, title: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><span class="logo" aria-hidden="true">S</span><strong>${t.bank}</strong></header>
<main>${body}</main>
</body>
</html>`;
}

/** The hosted card page of the sandbox bank, in the customer's language. */
export function renderCardPage(input: {
  language: Language;
  orderId: string;
  error?: SandboxPageError;
  values?: { name?: string; expiry?: string };
}): string {
  const t = TEXT[input.language];
  const lang = t.lang;
  const action = `/sandbox-gateway/pay/${encodeURIComponent(input.orderId)}?lang=${lang}`;
  const error = input.error ? `<div class="error" role="alert" id="form-error">${escape(t.errors[input.error])}</div>` : '';
  const described = input.error ? ' aria-describedby="form-error"' : '';
  const rows = TEST_CARDS.map((c) => `<tr><td><code>${c.number}</code></td><td>${escape(t.outcomes[c.outcome])}</td></tr>`).join('');
  return layout(
    input.language,
    t.title,
    `<div class="card">
<h1>${escape(t.heading)}</h1>
<p>${escape(t.intro)}</p>
${error}
<form method="post" action="${action}" autocomplete="on" novalidate${described}>
<label for="cc-name">${escape(t.name)}</label>
<input id="cc-name" name="cardholder" autocomplete="cc-name" required maxlength="100" value="${escape(input.values?.name ?? '')}"${input.error === 'name' ? ' aria-invalid="true"' : ''}>
<label for="cc-number">${escape(t.number)}</label>
<input id="cc-number" name="cardnumber" autocomplete="cc-number" inputmode="numeric" required maxlength="23" pattern="[0-9 ]{12,23}"${input.error === 'luhn' ? ' aria-invalid="true"' : ''}>
<div class="row">
<div><label for="cc-exp">${escape(t.expiry)} (${escape(t.expiryHint)})</label>
<input id="cc-exp" name="expiry" autocomplete="cc-exp" placeholder="${escape(t.expiryHint)}" required maxlength="7" value="${escape(input.values?.expiry ?? '')}"${input.error === 'expired' || input.error === 'expiry' ? ' aria-invalid="true"' : ''}></div>
<div><label for="cc-csc">${escape(t.cvc)}</label>
<input id="cc-csc" name="cvc" autocomplete="cc-csc" inputmode="numeric" required maxlength="4" pattern="[0-9]{3,4}"${input.error === 'cvc' ? ' aria-invalid="true"' : ''}></div>
</div>
<div class="actions">
<button class="primary" type="submit" name="action" value="save">${escape(t.save)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escape(t.cancel)}</button>
</div>
</form>
<p class="note" style="margin-top:16px">${escape(t.secure)}</p>
<h2>${escape(t.testCards)}</h2>
<table><tbody>${rows}</tbody></table>
<p class="note" style="margin-top:8px">${escape(t.testNote)}</p>
</div>`,
  );
}

export function renderGonePage(language: Language): string {
  const t = TEXT[language];
  return layout(language, t.gone, `<div class="card"><h1>${escape(t.gone)}</h1><p>${escape(t.goneText)}</p></div>`);
}
