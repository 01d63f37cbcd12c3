/**
 * Product cards (solutions, services, hardware). Slugs match the catalogue; prices are NOT here:
 * the content service embeds them from the database.
 */
const T = (ka, en, ru) => ({ ka, en, ru });
const VIDEO = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

const img = (slug, alt) => ({ $media: `products/${slug}.webp`, alt, width: 720, height: 480 });
const imgSmall = (slug, alt) => ({ $media: `products/${slug}-sm.webp`, alt, width: 480, height: 320 });

const modal = (title) => ({
  title,
  subTitle: T('აირჩიეთ პერიოდი', 'Choose a period', 'Выберите период'),
  description: T(
    'ფასები მოცემულია ლარში, დღგ-ს ჩათვლით. გამოწერის გაუქმება ნებისმიერ დროს შეგიძლიათ.',
    'Prices are in lari, VAT included. You can cancel a subscription at any time.',
    'Цены указаны в лари с НДС. Подписку можно отменить в любой момент.',
  ),
  quantity: T('რაოდენობა', 'Quantity', 'Количество'),
  btn: T('კალათაში დამატება', 'Add to cart', 'Добавить в корзину'),
  bestOffers: T('საუკეთესო შეთავაზება', 'Best value', 'Лучшее предложение'),
  Porting: null,
  btnRemove: T('წაშლა', 'Remove', 'Удалить'),
  btnCancel: T('გაუქმება', 'Cancel', 'Отмена'),
});

/** The dialog of a product bought once (hardware, trainings, data porting): no period to choose, nothing to cancel. */
const oneTime = (description) => ({ subTitle: T('ფასი', 'Price', 'Цена'), description });
const hardwareText = T(
  'ფასი მოცემულია ლარში, დღგ-ს ჩათვლით. იხდით ერთხელ და მოწყობილობა თქვენი რჩება.',
  'The price is in lari, VAT included. You pay once and the device is yours.',
  'Цена указана в лари с НДС. Вы платите один раз, и устройство остаётся у вас.',
);
const trainingText = T(
  'ფასი მოცემულია ერთ მონაწილეზე, ლარში, დღგ-ს ჩათვლით. იხდით ერთხელ; ყოველი მონაწილის ელფოსტას გადახდამდე მიუთითებთ.',
  'The price is per participant, in lari, VAT included. You pay once; you give each participant’s e-mail before paying.',
  'Цена указана за одного участника, в лари с НДС. Оплата разовая; e-mail каждого участника вы укажете перед оплатой.',
);
const portingText = T(
  'ფასი მოცემულია ლარში, დღგ-ს ჩათვლით. იხდით ერთხელ, გადმოტანის დასრულების შემდეგ დამატებითი გადასახადი არ არის.',
  'The price is in lari, VAT included. You pay once; nothing more is charged after the move is done.',
  'Цена указана в лари с НДС. Оплата разовая; после переноса ничего больше не списывается.',
);

const buyBtn = T('ყიდვა', 'Buy', 'Купить');
const demoBtn = T('დემოს მოთხოვნა', 'Request a demo', 'Запросить демо');
const videoBtn = T('ვიდეო', 'Video', 'Видео');

function solution(slug, name, description, bullet, hasDemo, sale) {
  return {
    slug,
    kind: 'solution',
    name,
    description,
    bullet,
    visualPrice: null,
    oldPrice: null,
    sale: sale ?? null,
    buyBtn,
    demoBtn: hasDemo ? demoBtn : null,
    button: videoBtn,
    video: VIDEO,
    img: img(slug, name),
    responsiveImg: imgSmall(slug, name),
    offerPage: 'all',
    category: null,
    countable: true,
    modal: modal(name),
    cartRemoveModal: null,
    detailUrl: `/solutions/${slug}`,
  };
}

function service(slug, category, name, description, bullet, offerPage, extra = {}) {
  return {
    slug,
    kind: 'service',
    name,
    description,
    bullet,
    visualPrice: null,
    oldPrice: null,
    sale: null,
    buyBtn,
    demoBtn: null,
    button: null,
    video: null,
    img: img(slug, name),
    responsiveImg: imgSmall(slug, name),
    offerPage,
    category,
    countable: extra.countable ?? true,
    modal: { ...modal(name), ...(extra.modal ?? {}) },
    cartRemoveModal: extra.cartRemoveModal ?? null,
  };
}

function hardware(slug, name, description, bullet, offerPage = null) {
  return {
    slug,
    kind: 'hardware',
    name,
    description,
    bullet,
    visualPrice: null,
    oldPrice: null,
    sale: null,
    buyBtn,
    demoBtn: null,
    button: null,
    video: null,
    img: img(slug, name),
    responsiveImg: imgSmall(slug, name),
    offerPage,
    category: null,
    countable: true,
    modal: { ...modal(name), ...oneTime(hardwareText) },
    cartRemoveModal: null,
  };
}

export const productEntries = [
  solution(
    'orioni-erp',
    T('ორიონი ERP', 'Orioni ERP', 'Орион ERP'),
    T(
      '<p>მთელი კომპანია ერთ სისტემაში: შესყიდვები, საწყობი, გაყიდვები, წარმოება და ფინანსები. ანგარიშგება რეალურ დროში და შემოსავლების სამსახურთან ინტეგრაცია.</p>',
      '<p>Your whole company in one system: purchasing, warehouse, sales, production and finance. Real-time reporting and integration with the Revenue Service.</p>',
      '<p>Вся компания в одной системе: закупки, склад, продажи, производство и финансы. Отчётность в реальном времени и интеграция с Налоговой службой.</p>',
    ),
    [
      T('საწყობი და მარაგები რამდენიმე ფილიალში', 'Stock across several branches and warehouses', 'Склад и запасы в нескольких филиалах'),
      T('ელექტრონული ზედნადებები RS.GE-სთან', 'E-waybills with RS.GE', 'Электронные накладные с RS.GE'),
      T('მართვის ანგარიშები ერთ ეკრანზე', 'Management reports on one screen', 'Управленческие отчёты на одном экране'),
      T('მომხმარებლების როლები და უფლებები', 'User roles and permissions', 'Роли и права пользователей'),
    ],
    true,
    T('წლიურზე 17% დანაზოგი', 'Save 17% yearly', 'Экономия 17% за год'),
  ),
  solution(
    'orioni-accounting',
    T('ორიონი ბუღალტერია', 'Orioni Accounting', 'Орион Бухгалтерия'),
    T(
      '<p>ბუღალტრული აღრიცხვა ქართული სტანდარტებით: ბანკის ამონაწერების იმპორტი, დეკლარაციები, ძირითადი საშუალებები და ხელფასის გატარებები — ყველაფერი ავტომატურად.</p>',
      '<p>Bookkeeping to Georgian standards: bank statement import, tax returns, fixed assets and payroll entries — all done automatically.</p>',
      '<p>Бухгалтерский учёт по грузинским стандартам: импорт банковских выписок, декларации, основные средства и зарплатные проводки — автоматически.</p>',
    ),
    [
      T('ბანკის ამონაწერების ავტომატური იმპორტი', 'Automatic bank statement import', 'Автоматический импорт банковских выписок'),
      T('დღგ-ს და საშემოსავლოს დეკლარაციები', 'VAT and income tax returns', 'Декларации по НДС и подоходному налогу'),
      T('მრავალვალუტიანი აღრიცხვა', 'Multi-currency accounting', 'Мультивалютный учёт'),
    ],
    true,
  ),
  solution(
    'orioni-retail',
    T('ორიონი რითეილი', 'Orioni Retail POS', 'Орион Ритейл'),
    T(
      '<p>სალარო მაღაზიისთვის, რესტორნისთვის და აფთიაქისთვის. მუშაობს ინტერნეტის გარეშეც, ბეჭდავს ფისკალურ ჩეკს და ნაშთებს აახლებს ყველა ფილიალში.</p>',
      '<p>A till for shops, restaurants and pharmacies. Works offline, prints fiscal receipts and keeps stock up to date in every branch.</p>',
      '<p>Касса для магазинов, ресторанов и аптек. Работает без интернета, печатает фискальные чеки и обновляет остатки во всех филиалах.</p>',
    ),
    [
      T('მუშაობს ინტერნეტის გარეშე', 'Works offline', 'Работает без интернета'),
      T('ფასდაკლებები და ლოიალობის ბარათები', 'Discounts and loyalty cards', 'Скидки и карты лояльности'),
      T('ცვლის დახურვა ერთი ღილაკით', 'Close a shift with one click', 'Закрытие смены одной кнопкой'),
    ],
    true,
  ),
  solution(
    'orioni-hr',
    T('ორიონი HR და ხელფასები', 'Orioni HR & Payroll', 'Орион HR и зарплата'),
    T(
      '<p>თანამშრომლების ბაზა, შვებულებები, სამუშაო დროის აღრიცხვა და ხელფასის გაანგარიშება საქართველოს შრომის კოდექსის შესაბამისად.</p>',
      '<p>Employee records, leave, time tracking and payroll calculated in line with the Labour Code of Georgia.</p>',
      '<p>База сотрудников, отпуска, учёт рабочего времени и расчёт зарплаты по Трудовому кодексу Грузии.</p>',
    ),
    [
      T('ხელფასი და საპენსიო შენატანები', 'Payroll and pension contributions', 'Зарплата и пенсионные взносы'),
      T('შვებულებების კალენდარი', 'Leave calendar', 'Календарь отпусков'),
      T('თანამშრომლის პირადი კაბინეტი', 'Employee self-service portal', 'Личный кабинет сотрудника'),
    ],
    false,
  ),
  service(
    'training-erp-accountants',
    'trainings',
    T('ERP ტრენინგი ბუღალტრებისთვის', 'ERP training for accountants', 'Обучение ERP для бухгалтеров'),
    T(
      '<p>ორდღიანი პრაქტიკული კურსი: დოკუმენტების ბრუნვა, დახურვის პროცედურები და ანგარიშგება. ჯგუფში მაქსიმუმ 10 მონაწილეა.</p>',
      '<p>A two-day hands-on course: document flow, period closing and reporting. At most 10 people per group.</p>',
      '<p>Двухдневный практический курс: документооборот, закрытие периода и отчётность. В группе не более 10 человек.</p>',
    ),
    [
      T('სერტიფიკატი კურსის ბოლოს', 'Certificate at the end', 'Сертификат по окончании'),
      T('ონლაინ ან ჩვენს ოფისში', 'Online or at our office', 'Онлайн или в нашем офисе'),
    ],
    'all',
    { modal: oneTime(trainingText) },
  ),
  service(
    'training-retail-cashiers',
    'trainings',
    T('POS ტრენინგი მოლარეებისთვის', 'POS training for cashiers', 'Обучение кассиров работе с POS'),
    T(
      '<p>სამსაათიანი ტრენინგი მოლარეებისთვის: გაყიდვა, დაბრუნება, ფასდაკლება და ცვლის დახურვა. ჩატარდება თქვენს მაღაზიაში.</p>',
      '<p>A three-hour session for cashiers: sales, returns, discounts and closing a shift. Held in your own shop.</p>',
      '<p>Трёхчасовое занятие для кассиров: продажи, возвраты, скидки и закрытие смены. Проходит прямо в вашем магазине.</p>',
    ),
    [
      T('ტრენინგი თქვენს სალაროზე', 'Training on your own till', 'Обучение на вашей кассе'),
      T('მოკლე სახელმძღვანელო ქართულად', 'Short guide in Georgian', 'Краткая инструкция на грузинском'),
    ],
    'standard',
    { modal: oneTime(trainingText) },
  ),
  service(
    'support-standard',
    'supports',
    T('სტანდარტული მხარდაჭერა', 'Standard support', 'Стандартная поддержка'),
    T(
      '<p>ცხელი ხაზი სამუშაო დღეებში 09:00-დან 19:00-მდე, პასუხი 4 საათში და განახლებების დაყენება.</p>',
      '<p>A help line on working days from 09:00 to 19:00, an answer within 4 hours, and updates installed for you.</p>',
      '<p>Горячая линия по рабочим дням с 09:00 до 19:00, ответ в течение 4 часов и установка обновлений.</p>',
    ),
    [
      T('პასუხი 4 სამუშაო საათში', 'Answer within 4 working hours', 'Ответ в течение 4 рабочих часов'),
      T('დისტანციური დახმარება', 'Remote assistance', 'Удалённая помощь'),
    ],
    null,
    {
      countable: false,
      // Support Plus already covers standard support: it must leave the cart first (R4.buy.04).
      cartRemoveModal: {
        title: T('მხარდაჭერა პლუსი უკვე კალათაშია', 'Support Plus is already in your cart', 'Поддержка Плюс уже в корзине'),
        description: T(
          'მხარდაჭერა პლუსი უკვე მოიცავს სტანდარტულ მხარდაჭერას, ამიტომ ორივეს ერთად ვერ შეიძენთ. სტანდარტული მხარდაჭერის ასარჩევად წაშალეთ მხარდაჭერა პლუსი კალათიდან.',
          'Support Plus already covers standard support, so the two are not bought together. To choose Standard support instead, remove Support Plus from your cart.',
          'Поддержка Плюс уже включает стандартную поддержку, поэтому вместе их не покупают. Чтобы выбрать Стандартную поддержку, удалите Поддержку Плюс из корзины.',
        ),
        addButton: T('პლუსის დატოვება', 'Keep Support Plus', 'Оставить Поддержку Плюс'),
        removeButton: T('პლუსის წაშლა', 'Remove Support Plus', 'Удалить Поддержку Плюс'),
        checkProduct: [],
        blocker: ['SUPPORT_PLUS_M1', 'SUPPORT_PLUS_Y1'],
      },
    },
  ),
  service(
    'support-plus',
    'supports',
    T('მხარდაჭერა პლუსი', 'Support Plus', 'Поддержка Плюс'),
    T(
      '<p>პირადი მენეჯერი, მხარდაჭერა შვიდივე დღე და ვიზიტი ოფისში თვეში ორჯერ. კრიტიკულ შეფერხებაზე რეაგირება 1 საათში.</p>',
      '<p>A dedicated manager, support seven days a week and two office visits a month. Critical issues answered within 1 hour.</p>',
      '<p>Персональный менеджер, поддержка без выходных и два визита в офис в месяц. Реакция на критичные сбои — в течение часа.</p>',
    ),
    [
      T('პირადი მენეჯერი', 'Dedicated manager', 'Персональный менеджер'),
      T('რეაგირება 1 საათში', 'Response within 1 hour', 'Реакция в течение часа'),
      T('ვიზიტი ოფისში თვეში ორჯერ', 'Two office visits a month', 'Два визита в офис в месяц'),
    ],
    'all',
    {
      modal: {
        Porting: T(
          'ვეთანხმები, რომ ორიონის გუნდმა ჩემი მონაცემები ძველი პროგრამიდან გადმოიტანოს',
          'I agree that the Orioni team may move my data over from my old software',
          'Даю согласие на перенос моих данных из старой программы командой Орион',
        ),
      },
      // Standard support in the cart: Support Plus includes it, so the customer keeps both or swaps (R4.buy.03).
      cartRemoveModal: {
        title: T(
          'სტანდარტული მხარდაჭერა უკვე კალათაშია',
          'Standard support is already in your cart',
          'Стандартная поддержка уже в корзине',
        ),
        description: T(
          'მხარდაჭერა პლუსი მოიცავს ყველაფერს, რასაც სტანდარტული მხარდაჭერა გთავაზობთ. წავშალოთ სტანდარტული მხარდაჭერა კალათიდან თუ ორივე დავტოვოთ?',
          'Support Plus includes everything Standard support offers. Remove Standard support from your cart, or keep both?',
          'Поддержка Плюс включает всё, что даёт Стандартная поддержка. Удалить Стандартную поддержку из корзины или оставить обе?',
        ),
        addButton: T('ორივეს დატოვება', 'Keep both', 'Оставить обе'),
        removeButton: T('სტანდარტულის წაშლა', 'Remove Standard support', 'Удалить Стандартную поддержку'),
        checkProduct: ['SUPPORT_STANDARD_M1', 'SUPPORT_STANDARD_Y1'],
        blocker: [],
      },
    },
  ),
  service(
    'data-porting',
    'supports',
    T('მონაცემების გადმოტანა', 'Data migration and porting', 'Перенос данных'),
    T(
      '<p>ძველი პროგრამიდან ან Excel-იდან გადმოვიტანთ პროდუქტებს, კონტრაგენტებს, ნაშთებს და საწყის ბალანსს. შედეგს ერთად ვამოწმებთ.</p>',
      '<p>We move your products, partners, stock and opening balances from your old software or from Excel, and check the result with you.</p>',
      '<p>Перенесём товары, контрагентов, остатки и начальный баланс из старой программы или Excel и вместе проверим результат.</p>',
    ),
    [
      T('1C, Excel და სხვა პროგრამებიდან', 'From 1C, Excel and other software', 'Из 1С, Excel и других программ'),
      T('შედეგის შემოწმება თქვენთან ერთად', 'Result checked together with you', 'Проверка результата вместе с вами'),
    ],
    'offer',
    { countable: false, modal: oneTime(portingText) },
  ),
  hardware(
    'receipt-printer',
    T('ჩეკის პრინტერი Epson TM-T20III', 'Epson TM-T20III receipt printer', 'Чековый принтер Epson TM-T20III'),
    T(
      '<p>სწრაფი თერმული პრინტერი 80 მმ ქაღალდით, USB და Ethernet.</p>',
      '<p>A fast 80 mm thermal printer with USB and Ethernet.</p>',
      '<p>Быстрый термопринтер для ленты 80 мм, USB и Ethernet.</p>',
    ),
    [T('250 მმ/წმ', '250 mm/s', '250 мм/с'), T('ავტომატური საჭრელი', 'Automatic cutter', 'Автоматический отрез')],
  ),
  hardware(
    'barcode-scanner',
    T('შტრიხკოდის სკანერი Zebra DS2208', 'Zebra DS2208 barcode scanner', 'Сканер штрихкодов Zebra DS2208'),
    T(
      '<p>კითხულობს 1D და 2D კოდებს, მათ შორის ტელეფონის ეკრანიდან.</p>',
      '<p>Reads 1D and 2D codes, including from phone screens.</p>',
      '<p>Считывает 1D и 2D коды, в том числе с экрана телефона.</p>',
    ),
    [T('1D და 2D კოდები', '1D and 2D codes', 'Коды 1D и 2D'), T('სადგამი კომპლექტში', 'Stand included', 'Подставка в комплекте')],
  ),
  hardware(
    'pos-terminal',
    T('POS ტერმინალი 15"', '15" POS terminal', 'POS-терминал 15"'),
    T(
      '<p>სენსორული ტერმინალი, წინასწარ დაყენებული ორიონი რითეილით.</p>',
      '<p>A touch terminal with Orioni Retail pre-installed.</p>',
      '<p>Сенсорный терминал с предустановленным Орион Ритейл.</p>',
    ),
    [T('15" სენსორული ეკრანი', '15" touch screen', 'Сенсорный экран 15"'), T('3-წლიანი გარანტია', '3-year warranty', 'Гарантия 3 года')],
    'all',
  ),
  hardware(
    'cash-drawer',
    T('ფულის უჯრა', 'Cash drawer', 'Денежный ящик'),
    T(
      '<p>ლითონის უჯრა 5 კუპიურისა და 8 მონეტის განყოფილებით, იხსნება პრინტერიდან.</p>',
      '<p>A steel drawer with 5 note and 8 coin slots that opens from the printer.</p>',
      '<p>Металлический ящик на 5 купюр и 8 монет, открывается от принтера.</p>',
    ),
    [T('იხსნება ჩეკის ბეჭდვისას', 'Opens when a receipt prints', 'Открывается при печати чека')],
  ),
];
