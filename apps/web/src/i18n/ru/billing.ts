import type { BillingTexts } from '../en/billing';

/** 1 день, 3 дня, 5 дней, 21 день (Russian plural forms). */
const days = (n: number) => {
  const form = new Intl.PluralRules('ru').select(n);
  return `${n} ${form === 'one' ? 'день' : form === 'few' ? 'дня' : form === 'many' ? 'дней' : 'дня'}`;
};

export const billing: BillingTexts = {
  title: 'Текущие продукты',
  intro: 'Ваши разовые покупки (лицензии, оборудование, обучение) и подписки, их платежи и ближайшие списания.',
  tabsLabel: 'Тип продукта',
  onPremiseTab: 'Разовые покупки',
  billingTab: 'Подписки',
  overdueBadge: (n) => `, просрочено: ${n}`,
  search: 'Поиск по названию или ID',
  searchLabel: 'Поиск продуктов',
  personalUrl: 'Ваша персональная ссылка',
  copy: 'Копировать',
  copyUrl: 'Скопировать персональную ссылку',
  copied: 'Ссылка успешно скопирована',
  copyFailed: 'Не удалось скопировать ссылку. Выделите её и скопируйте вручную.',
  startDate: 'Дата начала',
  nextPayment: 'Следующий платёж',
  itemId: 'ID покупки',
  name: 'Название',
  period: 'Период',
  price: 'Цена',
  firstPayment: (amount) => `первый платёж ${amount}`,
  upcomingPayment: 'Предстоящий платёж',
  amountDue: 'Сумма к оплате',
  periodsOwed: (n) => {
    const form = new Intl.PluralRules('ru').select(n);
    return `К оплате ${n} ${form === 'one' ? 'период' : form === 'few' ? 'периода' : 'периодов'}`;
  },
  periodRange: (from, to) => `${from} – ${to}`,
  total: 'Итого',
  endsOn: 'Заканчивается',
  noPayment: 'Платежей больше не будет',
  inProgressTitle: 'Оплата выполняется',
  inProgressText: 'Оплата этого продукта уже обрабатывается. Результат появится здесь через несколько секунд.',
  inProgressSlow: 'Оплата всё ещё обрабатывается. Проверьте ещё раз через несколько минут.',
  canceledTitle: 'Подписка отменена',
  canceledText: (name, date) =>
    `${name} действует до ${date}, и списаний больше не будет. Подтверждение отправлено на вашу электронную почту.`,
  idNumber: 'Личный номер / идентификационный код',
  status: 'Статус',
  overdue: (n) => (n === 0 ? 'Срок оплаты — сегодня' : `Платёж просрочен на ${days(n)}`),
  payNow: 'Оплатить',
  payNowFor: (name) => `Оплатить: ${name}`,
  cancelFor: (name) => `Отменить подписку: ${name}`,
  canceling: (date) => `Подписка отменена: действует до конца периода, ${date}, затем завершится. Списаний больше не будет.`,
  cancelingUntil: (date) => `Действует до ${date}`,
  cancelingShort: 'Завершится в конце периода',
  canceled: 'Завершена',
  licence: 'Куплено',
  cancelTitle: 'Отменить подписку?',
  cancelText: (name, date) =>
    `${name} будет действовать до ${date}, и списаний больше не будет. После этой даты подписка завершится; купить её снова можно в любое время.`,
  cancelConfirm: 'Отменить подписку',
  keep: 'Не отменять',
  payTitle: 'Оплата просроченной суммы',
  payText: (name) => `Просроченная сумма за ${name} будет списана с вашей сохранённой карты.`,
  amount: 'Сумма',
  card: 'Карта',
  noCard: 'Карта не сохранена. Чтобы оплатить, добавьте её на защищённой странице банка.',
  declinedHint: 'Добавьте другую карту на защищённой странице банка и оплатите ею.',
  pay: 'Оплатить',
  addCard: 'Добавить карту',
  changeCard: 'Использовать другую карту',
  close: 'Закрыть',
  paidTitle: 'Оплата получена',
  paidText: 'Спасибо! Просроченная сумма оплачена, подписка продолжается.',
  cardSuccessText: 'Новая карта сохранена. Теперь можно оплатить ею просроченную сумму.',
  loading: 'Загружаем ваши продукты…',
  emptyOnPremise: 'У вас пока нет разовых покупок',
  emptyBilling: 'У вас пока нет подписок',
  emptyText: 'Купленные продукты появятся здесь.',
  notFoundTitle: 'Ничего не найдено',
  notFoundText: (query) => `По запросу «${query}» продуктов не найдено.`,
  foundCount: (n) => {
    const form = new Intl.PluralRules('ru').select(n);
    return form === 'one' ? `Найден ${n} продукт` : form === 'few' ? `Найдено ${n} продукта` : `Найдено ${n} продуктов`;
  },
  clearSearch: 'Очистить поиск',
  noDataTitle: 'Нет данных',
  noDataText: 'Не удалось загрузить ваши продукты. Попробуйте позже.',
  retry: 'Повторить',
  browse: 'Смотреть продукты',
  pages: 'Страницы продуктов',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (n) => `Страница ${n}`,
};
