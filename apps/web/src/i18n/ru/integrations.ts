import type { IntegrationsTexts } from '../en/integrations';

/** «1 адрес», «2 адреса», «5 адресов». */
const plural = (n: number, one: string, few: string, many: string) => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
};

/** Тексты страницы интеграций (issue 42 item 5: подписанные вебхуки). */
export const integrations: IntegrationsTexts = {
  link: 'Интеграции',
  title: 'Интеграции',
  intro:
    'Вебхуки сообщают вашим другим системам (1С, ERP, серверу лицензий, CRM) о том, что происходит в магазине. Каждое сообщение подписано по спецификации Standard Webhooks, чтобы получатель мог проверить, что оно от нас.',
  backToConsole: 'Вернуться в консоль',
  loading: 'Адреса загружаются…',
  errorTitle: 'Не удалось загрузить адреса',
  errorText: 'Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  close: 'Закрыть',
  cancel: 'Отмена',
  back: 'Назад',
  none: '—',

  endpointsTitle: 'Адреса вебхуков',
  endpointCount: (n) => `${n} ${plural(n, 'адрес', 'адреса', 'адресов')}`,
  addEndpoint: 'Добавить адрес',
  emptyTitle: 'Адресов пока нет',
  emptyText:
    'Добавьте адрес системы, которая должна узнавать о покупках, продлениях, возвратах и других событиях. Она получит собственный секретный ключ, чтобы проверять каждое сообщение.',
  description: 'Описание',
  noDescription: 'Без описания',
  events: 'События',
  allEvents: (n) => `Все события (${n})`,
  status: 'Статус',
  on: 'Включён',
  off: 'Отключён',
  disabledReasons: {
    STAFF: 'Отключён сотрудником',
    GONE: 'Получатель ответил 410 Gone',
    FAILING: 'Ни одна доставка не удалась за 5 дней',
  },
  offSince: (time) => `Отключён с ${time}`,
  failingSince: (time) => `Доставки не удаются с ${time}`,
  previousSecretUntil: (time) => `Прежний ключ тоже подписывает до ${time}`,
  waiting: 'В очереди',
  failedCount: 'Не доставлено',
  addedAt: 'Добавлен',
  showLog: 'Журнал доставки',
  sendTest: 'Отправить тестовое событие',
  rotate: 'Сменить ключ',
  disable: 'Отключить',
  enable: 'Включить',

  testSent: 'Тестовое событие в очереди: через мгновение оно появится в журнале доставки.',
  enabledDone: (url) => `Адрес ${url} снова включён: доставка возобновится.`,
  disabledDone: (url) => `Адрес ${url} отключён: до включения ему ничего не отправляется.`,
  replayed: 'Доставка снова в очереди, с тем же webhook-id.',
  replayedFailed: (n) =>
    n === 0
      ? 'С этого времени недоставленных сообщений нет: отправлять нечего.'
      : `${n} ${plural(n, 'недоставленное сообщение снова в очереди', 'недоставленных сообщения снова в очереди', 'недоставленных сообщений снова в очереди')}.`,

  addTitle: 'Добавить адрес вебхука',
  addIntro:
    'Получатель получает POST-запрос с телом в JSON и заголовками webhook-id, webhook-timestamp и webhook-signature. В рабочей среде принимаются только адреса https в публичном интернете.',
  urlLabel: 'Адрес (URL)',
  urlHint: 'Например, https://erp.example.ge/webhooks/orioni',
  descriptionLabel: 'Описание (необязательно)',
  descriptionHint: 'Чья это система, чтобы другие сотрудники её узнали.',
  eventsLabel: 'Какие события отправлять',
  selectAll: 'Выбрать все',
  selectedCount: (n, total) => `Выбрано ${n} из ${total}`,
  urlInvalid: 'Введите полный адрес, начинающийся с https://',
  eventsRequired: 'Выберите хотя бы одно событие',
  add: 'Добавить',

  secretAddedTitle: 'Адрес добавлен: его секретный ключ',
  secretRotatedTitle: 'Новый секретный ключ',
  secretWarning:
    'Скопируйте ключ сейчас и сохраните его в принимающей системе. Он показывается только один раз: после закрытия этого окна его больше никто не увидит. Если ключ потерян, смените его.',
  secretLabel: 'Секретный ключ подписи',
  copy: 'Скопировать',
  copied: 'Ключ скопирован.',
  copyFailed: 'Не удалось скопировать: выделите текст и скопируйте его вручную.',
  secretDone: 'Ключ сохранён',

  rotateTitle: 'Сменить секретный ключ?',
  rotateText: (url) =>
    `Для адреса ${url} будет создан новый ключ. В течение 24 часов каждое сообщение подписывают оба ключа, новый и прежний, чтобы получатель успел перейти на новый; после этого только новый.`,
  rotateConfirm: 'Сменить ключ',
  disableTitle: 'Отключить адрес?',
  disableText: (url) =>
    `Пока адрес ${url} отключён, ему ничего не отправляется. Доставки в очереди будут отмечены как недоставленные; после включения их можно отправить снова.`,
  disableConfirm: 'Отключить',

  logTitle: 'Журнал доставки',
  timesNote: 'Время указано по Тбилиси (UTC+4).',
  statusFilter: 'Статус',
  allStatuses: 'Все',
  deliveryStatuses: {
    PENDING: 'Ожидает',
    SUCCEEDED: 'Доставлено',
    FAILED: 'Не доставлено',
  },
  columns: {
    time: 'Время',
    event: 'Событие',
    status: 'Статус',
    attempts: 'Попытки',
    nextRetry: 'Следующая попытка',
    lastAnswer: 'Последний ответ',
  },
  logLoading: 'Журнал загружается…',
  logEmptyTitle: 'Доставок пока нет',
  logEmptyText: 'Отправьте тестовое событие, чтобы увидеть, как отвечает получатель.',
  logEmptyFiltered: 'Доставок с таким статусом нет.',
  logErrorTitle: 'Не удалось загрузить журнал доставки',
  refresh: 'Обновить',
  details: 'Подробнее',
  detailsFor: (event, time) => `Подробнее: ${event}, ${time}`,
  replay: 'Отправить снова',
  replayFor: (event, time) => `Отправить снова: ${event}, ${time}`,
  pages: 'Страницы журнала доставки',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (n) => `Страница ${n}`,

  replayFailedTitle: 'Отправить недоставленные снова',
  replayFailedText:
    'Все недоставленные сообщения этого адреса, созданные начиная с указанного времени, будут отправлены снова, каждое со своим прежним webhook-id, так что получатель, у которого оно уже есть, отбросит повтор.',
  sinceDay: 'С дня',
  sinceTime: 'Время (Тбилиси)',
  timePlaceholder: 'ЧЧ:ММ',
  timeInvalid: 'Введите время в формате ЧЧ:ММ, например 09:30.',
  replayFailed: 'Отправить недоставленные',

  deliveryTitle: (id) => `Доставка №${id}`,
  messageId: 'webhook-id',
  createdAt: 'Создана',
  attemptsTitle: 'Попытки',
  attemptColumns: {
    number: '№',
    time: 'Время',
    httpStatus: 'HTTP-статус',
    duration: 'Длительность',
    response: 'Ответ (начало)',
    nextRetry: 'Следующая попытка',
  },
  noAnswer: 'Ответа нет',
  notAgain: 'Больше не будет',
  duration: (ms) => `${ms} мс`,
  noAttempts: 'Ещё не отправлялась.',
  emptyResponse: 'Пустой ответ',
  payloadTitle: 'Отправленное тело',
  payloadHint: 'Ровно те байты, которые подписываются и отправляются при каждой попытке и каждом повторе.',
  replayThis: 'Отправить эту доставку снова',
  detailLoading: 'Доставка загружается…',
  detailError: 'Не удалось загрузить доставку.',

  eventTypes: {
    'customer.registered': 'Клиент зарегистрировался',
    'customer.verified': 'Клиент подтвердил электронную почту',
    'purchase.paid': 'Покупка оплачена',
    'purchase.refused': 'Оплата покупки отклонена',
    'subscription.renewed': 'Подписка продлена',
    'subscription.renewal_refused': 'Оплата продления отклонена',
    'subscription.overdue': 'Подписка просрочена',
    'subscription.paid': 'Просроченная подписка оплачена',
    'subscription.cancelled': 'Подписка отменена',
    'subscription.reactivated': 'Подписка возобновлена',
    'subscription.ended': 'Подписка завершилась',
    'subscription.written_off': 'Долг за просроченный период списан',
    'refund.made': 'Возврат выполнен',
    'card.saved': 'Карта сохранена',
    'card.removed': 'Карта удалена',
    'card.expiring': 'Срок действия карты истекает',
    'tax_invoice.sent': 'Налоговый счёт-фактура отправлен',
    'webhook.test': 'Тестовое событие',
  },
};
