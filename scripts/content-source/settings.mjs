/** Settings (navigation, errors, footer, trackers), the site-unavailable page and shared texts. */
const T = (ka, en, ru) => ({ ka, en, ru });

export const settings = {
  setting: {
    siteName: T('ორიონი', 'Orioni', 'Орион'),
    /** Language objects (spec section 3): the name in that language, the name in the reader's, the code. */
    languages: [
      { label: 'ქართული', secondaryValue: T('ქართული', 'Georgian', 'Грузинский'), value: 'KA' },
      { label: 'English', secondaryValue: T('ინგლისური', 'English', 'Английский'), value: 'EN' },
      { label: 'Русский', secondaryValue: T('რუსული', 'Russian', 'Русский'), value: 'RU' },
    ],
    navigation: [
      { id: 'solutions', label: T('გადაწყვეტილებები', 'Solutions', 'Решения'), url: '/', offer: false },
      { id: 'services', label: T('სერვისები', 'Services', 'Услуги'), url: '/services', offer: false },
      { id: 'hardware', label: T('აპარატურა', 'Hardware', 'Оборудование'), url: '/hardware', offer: false },
      { id: 'faq', label: T('ხშირი კითხვები', 'FAQ', 'Вопросы и ответы'), url: '/faq', offer: false },
      { id: 'offer', label: T('სპეციალური შეთავაზება', 'Special offer', 'Специальное предложение'), url: '/offer/isOffer', offer: true },
    ],
    errorTranslate: [
      {
        key: 'VALIDATION_ERROR',
        value: T('ზოგიერთი ველი არასწორადაა შევსებული', 'Some fields are not valid', 'Некоторые поля заполнены неверно'),
      },
      { key: 'BAD_REQUEST', value: T('მოთხოვნის წაკითხვა ვერ მოხერხდა', 'The request could not be read', 'Не удалось прочитать запрос') },
      { key: 'UNAUTHORIZED', value: T('გასაგრძელებლად გაიარეთ ავტორიზაცია', 'Please log in to continue', 'Войдите, чтобы продолжить') },
      { key: 'FORBIDDEN', value: T('ამ გვერდზე წვდომა არ გაქვთ', 'You do not have access to this', 'У вас нет доступа к этому разделу') },
      { key: 'NOT_FOUND', value: T('ვერ მოიძებნა', 'Not found', 'Не найдено') },
      {
        key: 'CONFLICT',
        value: T(
          'მოქმედება ეწინააღმდეგება მიმდინარე მდგომარეობას',
          'This conflicts with the current state',
          'Действие противоречит текущему состоянию',
        ),
      },
      {
        key: 'RATE_LIMITED',
        value: T(
          'ძალიან ბევრი მცდელობა. მოიცადეთ და სცადეთ ხელახლა',
          'Too many attempts. Please wait a moment and try again',
          'Слишком много попыток. Подождите немного и попробуйте снова',
        ),
      },
      { key: 'PAYLOAD_TOO_LARGE', value: T('მოთხოვნა ძალიან დიდია', 'The request is too large', 'Слишком большой запрос') },
      { key: 'INTERNAL_ERROR', value: T('მოხდა შეცდომა. სცადეთ მოგვიანებით.', 'Something wrong happened...', 'Что-то пошло не так...') },
      {
        key: 'SERVICE_UNAVAILABLE',
        value: T('სერვისი დროებით მიუწვდომელია', 'The service is temporarily unavailable', 'Сервис временно недоступен'),
      },
      { key: 'USER_NOT_VERIFIED', value: T('მომხმარებელი არ არის ვერიფიცირებული', 'User is not verified', 'Пользователь не подтверждён') },
      { key: 'INVALID_CREDENTIALS', value: T('ელფოსტა ან პაროლი არასწორია', 'Incorrect e-mail or password', 'Неверный e-mail или пароль') },
      { key: 'INVALID_CODE', value: T('კოდი არასწორია', 'The code is not valid', 'Неверный код') },
      {
        key: 'CODE_EXPIRED',
        value: T(
          'ვერიფიკაციის კოდს ვადა გაუვიდა, სცადეთ თავიდან',
          'The verification token has been expired, please try again',
          'Срок действия кода истёк, попробуйте ещё раз',
        ),
      },
      {
        key: 'ALREADY_VERIFIED',
        value: T(
          'ეს ელფოსტა უკვე დადასტურებულია. გთხოვთ, გაიაროთ ავტორიზაცია',
          'This e-mail address is already confirmed. Please log in',
          'Этот e-mail уже подтверждён. Пожалуйста, войдите',
        ),
      },
      {
        key: 'WRONG_PASSWORD',
        value: T('მიმდინარე პაროლი არასწორია', 'The current password is not correct', 'Текущий пароль указан неверно'),
      },
      { key: 'CART_EMPTY', value: T('კალათა ცარიელია', 'Your cart is empty', 'Ваша корзина пуста') },
      {
        key: 'PRODUCT_NOT_FOUND',
        value: T('ეს პროდუქტი ხელმისაწვდომი არ არის', 'This product is not available', 'Этот продукт недоступен'),
      },
      { key: 'CARD_REQUIRED', value: T('ჯერ დაამატეთ ბარათი', 'Please add a card first', 'Сначала добавьте карту') },
      { key: 'CARD_DECLINED', value: T('ბარათი უარყოფილია', 'The card was declined', 'Карта отклонена') },
      {
        key: 'INSUFFICIENT_FUNDS',
        value: T('ბარათზე არ არის საკმარისი თანხა', 'The card has insufficient funds', 'На карте недостаточно средств'),
      },
      { key: 'PAYMENT_FAILED', value: T('გადახდა ვერ შესრულდა', 'The payment could not be completed', 'Не удалось выполнить оплату') },
      {
        key: 'IDEMPOTENCY_CONFLICT',
        value: T('ეს მოთხოვნა უკვე მუშავდება', 'This request is already being processed', 'Этот запрос уже обрабатывается'),
      },
      {
        key: 'INVALID_SIGNATURE',
        value: T(
          'ბანკის შეტყობინების ხელმოწერა არასწორია',
          'The callback signature is not valid',
          'Подпись уведомления банка недействительна',
        ),
      },
      {
        key: 'NETWORK_ERROR',
        value: T(
          'სერვერთან დაკავშირება ვერ მოხერხდა. შეამოწმეთ ინტერნეტ-კავშირი და სცადეთ ხელახლა',
          'The server could not be reached. Please check the connection and try again',
          'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз',
        ),
      },
      {
        key: 'PAYMENT_PENDING',
        value: T(
          'ბანკი თქვენს გადახდას ჯერ კიდევ ამუშავებს. დადასტურებას მიიღებთ, როგორც კი ბანკი გვიპასუხებს',
          'The bank is still processing your payment. We will confirm it as soon as the bank answers',
          'Банк ещё обрабатывает ваш платёж. Мы подтвердим его, как только банк ответит',
        ),
      },
      {
        key: 'REPAY_IN_PROGRESS',
        value: T(
          'ამ პროდუქტის გადახდა უკვე მიმდინარეობს',
          'A payment for this item is already in progress',
          'Оплата этого продукта уже выполняется',
        ),
      },
      {
        key: 'AMOUNT_DUE_CHANGED',
        value: T(
          'გადასახდელი თანხა შეიცვალა. გადაამოწმეთ ახალი ჯამი და დაადასტურეთ ხელახლა',
          'The amount due has changed. Check the new total and confirm again',
          'Сумма к оплате изменилась. Проверьте новую сумму и подтвердите ещё раз',
        ),
      },
      {
        key: 'CANCEL_OVERDUE',
        value: T(
          'ჯერ გადაიხადეთ დავალიანება, შემდეგ გააუქმეთ გამოწერა',
          'Pay the overdue amount first, then cancel',
          'Сначала оплатите задолженность, затем отмените подписку',
        ),
      },
      {
        key: 'NOT_OVERDUE',
        value: T('ამ პროდუქტზე დავალიანება არ არის', 'Nothing is overdue on this item', 'По этому продукту нет задолженности'),
      },
      {
        key: 'ALREADY_CANCELED',
        value: T('ეს გამოწერა უკვე გაუქმებულია', 'This subscription is already cancelled', 'Эта подписка уже отменена'),
      },
      {
        key: 'NOT_CANCELABLE',
        value: T(
          'სამუდამო ლიცენზიის გაუქმება შეუძლებელია',
          'An on-premise licence cannot be cancelled',
          'Бессрочную лицензию нельзя отменить',
        ),
      },
      {
        key: 'PAYMENT_NOT_REFUNDABLE',
        value: T('ამ გადახდის დაბრუნება შეუძლებელია', 'This payment cannot be refunded', 'Этот платёж нельзя вернуть'),
      },
      {
        key: 'ALREADY_REFUNDED',
        value: T(
          'ეს გადახდა უკვე სრულად დაბრუნებულია',
          'This payment has already been refunded in full',
          'Этот платёж уже полностью возвращён',
        ),
      },
      {
        key: 'REFUND_ABOVE_PAID',
        value: T(
          'დასაბრუნებელი თანხა აღემატება ამ ხაზზე დარჩენილ თანხას',
          'The refund is more than is left to refund on this line',
          'Сумма возврата больше, чем осталось вернуть по этой строке',
        ),
      },
      {
        key: 'TAX_INVOICE_NOT_RETRYABLE',
        value: T(
          'ეს საგადასახადო ანგარიშ-ფაქტურა ხელახლა გაგზავნას არ ელოდება',
          'This tax invoice is not waiting to be sent again',
          'Этот налоговый счёт-фактура не ожидает повторной отправки',
        ),
      },
      {
        key: 'WEBHOOK_URL_NOT_HTTPS',
        value: T(
          'მისამართი უნდა იწყებოდეს https://-ით',
          'The endpoint address must start with https://',
          'Адрес должен начинаться с https://',
        ),
      },
      {
        key: 'WEBHOOK_URL_PRIVATE',
        value: T(
          'მისამართი მიუთითებს კერძო ან შიდა ქსელის მისამართზე, რომელსაც შეტყობინებები არასდროს ეგზავნება',
          'The endpoint address points to a private or internal network address, which is never called',
          'Адрес указывает на частный или внутренний сетевой адрес, на который сообщения никогда не отправляются',
        ),
      },
      {
        key: 'WEBHOOK_ENDPOINT_DISABLED',
        value: T(
          'ეს მისამართი გათიშულია. ჯერ ჩართეთ ის',
          'This endpoint is turned off. Turn it on first',
          'Этот адрес отключён. Сначала включите его',
        ),
      },
      {
        key: 'RSGE_NOT_CONFIGURED',
        value: T(
          'შემოსავლების სამსახურთან კავშირი არ არის გამართული, ამიტომ საგადასახადო ანგარიშ-ფაქტურის გაგზავნა ვერ ხერხდება',
          'The connection to the Revenue Service is not set up, so no tax invoice can be sent',
          'Подключение к Службе доходов не настроено, поэтому налоговый счёт-фактуру отправить нельзя',
        ),
      },
      {
        key: 'REFUND_REFUSED',
        value: T(
          'ბანკმა დაბრუნებაზე უარი თქვა. თანხა არ დაბრუნებულა',
          'The bank refused the refund. Nothing was returned',
          'Банк отказал в возврате. Деньги не возвращены',
        ),
      },
      {
        key: 'NOT_CANCELING',
        value: T('ეს გამოწერა გაუქმების პროცესში არ არის', 'This subscription is not being cancelled', 'Эта подписка не в процессе отмены'),
      },
      {
        key: 'CANCEL_PERIOD_ENDED',
        value: T(
          'გადახდილი პერიოდი დასრულდა. გამოწერა თავიდან შეიძინეთ',
          'The paid period has ended. Buy the subscription again',
          'Оплаченный период закончился. Купите подписку заново',
        ),
      },
      {
        key: 'NOTES_LOCKED',
        value: T(
          'შენიშვნის შეცვლა შესაძლებელია მხოლოდ იმ მომხმარებლისთვის, რომელსაც ბექ-ოფისის ID აქვს',
          'Notes can be edited only for users with a back-office ID',
          'Заметку можно изменить только у пользователя с ID бэк-офиса',
        ),
      },
    ],
    footer: {
      description: T(
        'ბიზნესის მართვის პროგრამები, ტრენინგები და აპარატურა ერთ სივრცეში — საქართველოში შექმნილი, ქართული ბიზნესისთვის.',
        'Business software, training and hardware in one place — built in Georgia for Georgian businesses.',
        'Программы для управления бизнесом, обучение и оборудование в одном месте — сделано в Грузии для грузинского бизнеса.',
      ),
      groups: [
        {
          title: T('პროდუქტები', 'Products', 'Продукты'),
          links: [
            { label: T('ორიონი ERP', 'Orioni ERP', 'Орион ERP'), url: '/solutions/orioni-erp' },
            { label: T('ორიონი ბუღალტერია', 'Orioni Accounting', 'Орион Бухгалтерия'), url: '/solutions/orioni-accounting' },
            { label: T('ორიონი რითეილი', 'Orioni Retail POS', 'Орион Ритейл'), url: '/solutions/orioni-retail' },
            { label: T('ორიონი HR და ხელფასები', 'Orioni HR & Payroll', 'Орион HR и зарплата'), url: '/solutions/orioni-hr' },
          ],
        },
        {
          title: T('კომპანია', 'Company', 'Компания'),
          links: [
            { label: T('სერვისები', 'Services', 'Услуги'), url: '/services' },
            { label: T('აპარატურა', 'Hardware', 'Оборудование'), url: '/hardware' },
            { label: T('ხშირი კითხვები', 'FAQ', 'Вопросы и ответы'), url: '/faq' },
            { label: T('გამოყენების წესები', 'Terms of use', 'Условия использования'), url: '/terms-of-use' },
          ],
        },
      ],
      contactTitle: T('კონტაქტი', 'Contact', 'Контакты'),
      contact: [
        { type: 'email', label: T('ელფოსტა', 'E-mail', 'E-mail'), value: 'info@orioni.ge' },
        { type: 'phone', label: T('ტელეფონი', 'Phone', 'Телефон'), value: '+995 32 220 44 00' },
      ],
      address: T('თბილისი, ვაჟა-ფშაველას გამზ. 71', '71 Vazha-Pshavela Ave, Tbilisi', 'Тбилиси, пр. Важа-Пшавела, 71'),
      socialTitle: T('გამოგვყევით', 'Follow us', 'Мы в соцсетях'),
      social: [
        { name: 'Facebook', url: 'https://www.facebook.com/orioni.ge' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/orioni-ge' },
        { name: 'YouTube', url: 'https://www.youtube.com/@orioni-ge' },
      ],
      copyright: T('ყველა უფლება დაცულია.', 'All rights reserved.', 'Все права защищены.'),
    },
    socialMedia: { pixelID: '', page_id: '', appID: '' },
    seo: {
      metaTitle: T(
        'ორიონი — ბიზნესის მართვის პროგრამები',
        'Orioni — business management software',
        'Орион — программы для управления бизнесом',
      ),
      metaDescription: T(
        'ERP, ბუღალტერია, რითეილი და HR ერთი გამოწერით. ფასები ლარში, მხარდაჭერა ქართულად.',
        'ERP, accounting, retail and HR on one subscription. Prices in lari, support in Georgian.',
        'ERP, бухгалтерия, ритейл и HR по одной подписке. Цены в лари, поддержка на грузинском.',
      ),
    },
    loading: T('იტვირთება…', 'Loading…', 'Загрузка…'),
    contentError: {
      title: T('გვერდი ვერ ჩაიტვირთა', 'The page could not be loaded', 'Не удалось загрузить страницу'),
      text: T(
        'შეამოწმეთ ინტერნეტთან კავშირი და სცადეთ ხელახლა.',
        'Check your connection and try again.',
        'Проверьте подключение и попробуйте ещё раз.',
      ),
      retry: T('ხელახლა ცდა', 'Try again', 'Повторить'),
    },
    notFound: {
      title: T('გვერდი ვერ მოიძებნა', 'Page not found', 'Страница не найдена'),
      text: T(
        'ასეთი გადაწყვეტილება არ გვაქვს. ნახეთ ჩვენი სხვა პროდუქტები.',
        'We have no solution by that name. Have a look at our other products.',
        'Такого решения у нас нет. Посмотрите другие наши продукты.',
      ),
      back: T('მთავარ გვერდზე', 'Back to home', 'На главную'),
    },
    common: {
      buy: T('ყიდვა', 'Buy', 'Купить'),
      demo: T('დემოს მოთხოვნა', 'Request a demo', 'Запросить демо'),
      video: T('ვიდეოს ნახვა', 'Watch video', 'Смотреть видео'),
      more: T('დაწვრილებით', 'Learn more', 'Подробнее'),
      from: T('{price}-დან', 'from {price}', 'от {price}'),
      previous: T('წინა', 'Previous', 'Назад'),
      next: T('შემდეგი', 'Next', 'Вперёд'),
      slide: T('სლაიდი', 'Slide', 'Слайд'),
      close: T('დახურვა', 'Close', 'Закрыть'),
      perMonth: T('თვეში', 'per month', 'в месяц'),
      videoTitle: T('პროდუქტის ვიდეო', 'Product video', 'Видео о продукте'),
    },
  },
  // Its texts are interface texts (the shell catalogue, ADR 016): the page shows when this service cannot be reached.
  'site-unavailable': {
    email: 'support@orioni.ge',
    phone: '+995 32 220 44 00',
  },
};
