import type { BillingActionsTexts } from '../en/billing-actions';

export const billingActions: BillingActionsTexts = {
  undoCancel: 'Возобновить подписку',
  undoCancelFor: (name: string) => `Возобновить подписку ${name}`,
  undoTitle: 'Оставить подписку?',
  undoText: (name: string, date: string, amount: string) =>
    `${name} не закончится. Подписка продлится ${date}, и с сохранённой карты, как и раньше, спишется оплата ${amount}.`,
  undoConfirm: 'Оставить подписку',
  undone: (name: string) => `${name} продлевается, как и раньше.`,
  back: 'Назад',

  actions: 'Действия с оплатой',
  refund: 'Возврат',
  refundFor: (id: number) => `Возврат по платежу № ${id}`,
  refundTitle: (id: number) => `Возврат по платежу № ${id}`,
  refundIntro: (name: string) =>
    `Выберите строки и сумму, которую нужно вернуть клиенту ${name}. Деньги вернутся на карту, с которой был оплачен платёж.`,
  paid: 'Оплачено',
  refunded: 'Возвращено',
  left: 'Осталось',
  amountToRefund: (product: string) => `Сумма возврата за ${product}, ₾`,
  refundSummary: (amount: string, name: string) => `${amount} будет возвращено клиенту ${name} через банк, клиент получит письмо.`,
  nothingLeft: 'Всё, что было оплачено этим платежом, уже возвращено.',
  refundConfirm: (amount: string) => `Вернуть ${amount}`,
  refundDone: (amount: string) => `Возвращено ${amount}.`,
  refundPending: (amount: string) => `Банк принял возврат ${amount} и скоро его завершит.`,
  refundHistory: (id: number, of: number) => `Возврат №${id} · по платежу №${of}`,
  retryNow: 'Повторить сейчас',
  retryTitle: 'Списать просроченное продление сейчас?',
  retryText: (amount: string, name: string) =>
    `С сохранённой карты клиента ${name} сейчас один раз спишется оплата ${amount}. Если оплата пройдёт, подписка перейдёт на следующий период.`,
  cancelForCustomer: 'Отменить за клиента',
  cancelTitle: 'Отменить подписку?',
  cancelText: (date: string) =>
    `Подписка закончится ${date}, в конце оплаченного периода. Ничего не списывается и не возвращается; клиент получит письмо об отмене.`,
  reactivate: 'Возобновить',
  reactivateTitle: 'Возобновить подписку?',
  reactivateText: (date: string, amount: string) => `Подписка не закончится. Она продлится ${date} за ${amount}.`,
  writeOff: 'Списать долг',
  writeOffTitle: 'Списать просроченный период?',
  writeOffText: (amount: string, date: string) =>
    `Долг ${amount} за период с ${date} списывается: клиент ничего за него не должен, ничего не списывается с карты, подписка переходит на следующий период.`,
  confirm: 'Подтвердить',
  done: 'Готово.',
  close: 'Закрыть',
};
