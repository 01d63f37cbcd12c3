import type { BillingActionsTexts } from '../en/billing-actions';

export const billingActions: BillingActionsTexts = {
  undoCancel: 'გამოწერის აღდგენა',
  undoCancelFor: (name: string) => `${name} — გამოწერის აღდგენა`,
  undoTitle: 'დავტოვოთ გამოწერა?',
  undoText: (name: string, date: string, amount: string) =>
    `${name} არ დასრულდება. ის განახლდება ${date} და თქვენი შენახული ბარათიდან ჩამოიჭრება ${amount}, როგორც ადრე.`,
  undoConfirm: 'გამოწერის დატოვება',
  undone: (name: string) => `${name} განახლდება, როგორც ადრე.`,
  back: 'უკან',

  actions: 'გადახდის მოქმედებები',
  refund: 'დაბრუნება',
  refundFor: (id: number) => `გადახდის №${id} დაბრუნება`,
  refundTitle: (id: number) => `გადახდის №${id} დაბრუნება`,
  refundIntro: (name: string) =>
    `აირჩიეთ ხაზები და თანხა, რომელიც დაუბრუნდება მომხმარებელს: ${name}. თანხა დაბრუნდება იმ ბარათზე, რომლითაც გადახდა შესრულდა.`,
  paid: 'გადახდილი',
  refunded: 'დაბრუნებული',
  left: 'დარჩენილი',
  amountToRefund: (product: string) => `დასაბრუნებელი თანხა — ${product}, ₾`,
  refundSummary: (amount: string, name: string) => `${amount} დაუბრუნდება მომხმარებელს (${name}) ბანკის მეშვეობით და ეცნობება ელფოსტით.`,
  nothingLeft: 'ამ გადახდის მთელი თანხა უკვე დაბრუნებულია.',
  refundConfirm: (amount: string) => `${amount}-ის დაბრუნება`,
  refundDone: (amount: string) => `${amount} დაბრუნდა.`,
  refundPending: (amount: string) => `ბანკმა ${amount}-ის დაბრუნება მიიღო და მალე დაასრულებს.`,
  refundHistory: (id: number, of: number) => `დაბრუნება №${id} · გადახდიდან №${of}`,
  retryNow: 'ახლავე ცდა',
  retryTitle: 'ჩამოვჭრათ ვადაგადაცილებული განახლება ახლავე?',
  retryText: (amount: string, name: string) =>
    `${amount} ერთხელ ჩამოიჭრება ახლავე მომხმარებლის (${name}) შენახული ბარათიდან. წარმატების შემთხვევაში გამოწერა გადავა შემდეგ პერიოდზე.`,
  cancelForCustomer: 'მომხმარებლის სახელით გაუქმება',
  cancelTitle: 'გავაუქმოთ გამოწერა?',
  cancelText: (date: string) =>
    `გამოწერა დასრულდება ${date}, გადახდილი პერიოდის ბოლოს. არაფერი ჩამოიჭრება და არაფერი დაბრუნდება; მომხმარებელი მიიღებს გაუქმების წერილს.`,
  reactivate: 'აღდგენა',
  reactivateTitle: 'აღვადგინოთ გამოწერა?',
  reactivateText: (date: string, amount: string) => `გამოწერა არ დასრულდება. ის განახლდება ${date}, თანხა: ${amount}.`,
  writeOff: 'ჩამოწერა',
  writeOffTitle: 'ჩამოვწეროთ ვადაგადაცილებული პერიოდი?',
  writeOffText: (amount: string, date: string) =>
    `${date}-დან დაწყებული პერიოდის ${amount} ჩამოიწერება: მომხმარებელს მისთვის აღარაფერი მართებს, არაფერი ჩამოიჭრება და გამოწერა გადავა შემდეგ პერიოდზე.`,
  confirm: 'დადასტურება',
  done: 'შესრულდა.',
  close: 'დახურვა',
};
