/** Solution detail pages (/solutions/{slug}): alternating blocks, why-choose, features, FAQ, banner, reviews. */
const T = (ka, en, ru) => ({ ka, en, ru });
const media = (file, alt, width = 720, height = 480) => ({ $media: file, alt, width, height });

const common = {
  whyTitle: T('რატომ ორიონი', 'Why choose Orioni', 'Почему Орион'),
  featuresTitle: T('შესაძლებლობები', 'Features', 'Возможности'),
  faqTitle: T('ხშირი კითხვები', 'Frequently asked questions', 'Частые вопросы'),
  reviewsTitle: T('რას ამბობენ ჩვენი მომხმარებლები', 'What our customers say', 'Что говорят наши клиенты'),
  bannerButton: T('დემოს მოთხოვნა', 'Request a demo', 'Запросить демо'),
};

const why = [
  {
    icon: 'shield',
    title: T('მონაცემები საქართველოში', 'Data kept in Georgia', 'Данные хранятся в Грузии'),
    text: T(
      'სერვერები თბილისშია, ყოველდღიური სარეზერვო ასლით.',
      'Servers in Tbilisi with a daily backup.',
      'Серверы в Тбилиси, ежедневное резервное копирование.',
    ),
  },
  {
    icon: 'chat',
    title: T('მხარდაჭერა ქართულად', 'Support in Georgian', 'Поддержка на грузинском'),
    text: T(
      'გვესაუბრეთ ტელეფონით, ჩატით ან ელფოსტით — ყოველთვის ადამიანი გიპასუხებთ.',
      'Call, chat or e-mail us — a person always answers.',
      'Звоните, пишите в чат или на почту — всегда отвечает человек.',
    ),
  },
  {
    icon: 'spark',
    title: T('სწრაფი დანერგვა', 'Quick to set up', 'Быстрый запуск'),
    text: T(
      'უმეტესი კომპანია სისტემაში პირველივე კვირაში იწყებს მუშაობას.',
      'Most companies are working in the system within the first week.',
      'Большинство компаний начинают работу уже в первую неделю.',
    ),
  },
  {
    icon: 'scale',
    title: T('იზრდება თქვენთან ერთად', 'Grows with you', 'Растёт вместе с вами'),
    text: T(
      'დაამატეთ მომხმარებლები და ფილიალები როცა დაგჭირდებათ.',
      'Add users and branches whenever you need them.',
      'Добавляйте пользователей и филиалы, когда понадобится.',
    ),
  },
];

const reviewers = [
  {
    name: T('ნინო ჩხეიძე', 'Nino Chkheidze', 'Нино Чхеидзе'),
    position: T('ფინანსური დირექტორი', 'Chief Financial Officer', 'Финансовый директор'),
    company: T('„კავკასიური ფერმა“', 'Caucasus Farm', '«Кавказская ферма»'),
  },
  {
    name: T('ლევან გელაშვილი', 'Levan Gelashvili', 'Леван Гелашвили'),
    position: T('დამფუძნებელი', 'Founder', 'Основатель'),
    company: T('„ბათუმის ბაზარი“', 'Batumi Market', '«Батумский рынок»'),
  },
  {
    name: T('თამარ ლომიძე', 'Tamar Lomidze', 'Тамар Ломидзе'),
    position: T('მთავარი ბუღალტერი', 'Chief Accountant', 'Главный бухгалтер'),
    company: T('„მთის წყარო“', 'Mountain Spring', '«Горный источник»'),
  },
];

function page(slug, name, d) {
  return {
    slug,
    title: name,
    subtitle: d.subtitle,
    heroImage: media(`products/${slug}.webp`, name),
    product: { $relation: 'product', slug },
    blocks: d.blocks.map((b, i) => ({ title: b.title, text: b.text, image: media(`solutions/${slug}-${i + 1}.webp`, b.title) })),
    whyChoose: { title: common.whyTitle, items: why },
    features: { title: common.featuresTitle, items: d.features, background: media('solutions/features-bg.webp', T('', '', ''), 1440, 720) },
    faq: { title: common.faqTitle, items: d.faq },
    banner: {
      title: d.banner.title,
      text: d.banner.text,
      button: common.bannerButton,
      image: media('solutions/banner.webp', T('', '', ''), 1200, 400),
    },
    reviews: {
      title: common.reviewsTitle,
      items: d.reviews.map((text, i) => ({
        ...reviewers[i % reviewers.length],
        text,
        rating: 5 - (i % 2),
        avatar: media(`reviews/reviewer-${(i % 3) + 1}.webp`, T('', '', ''), 96, 96),
      })),
    },
    seo: { metaTitle: d.seoTitle, metaDescription: d.seoDescription },
  };
}

export const solutionEntries = [
  page('orioni-erp', T('ორიონი ERP', 'Orioni ERP', 'Орион ERP'), {
    subtitle: T(
      'მთელი ბიზნესი ერთ ეკრანზე — საწყობიდან ფინანსებამდე.',
      'Your whole business on one screen — from warehouse to finance.',
      'Весь бизнес на одном экране — от склада до финансов.',
    ),
    blocks: [
      {
        title: T('საწყობი ყოველთვის წესრიგშია', 'A warehouse that is always in order', 'Склад всегда в порядке'),
        text: T(
          '<p>ნაშთები ახლდება ყოველ გაყიდვასა და მიღებაზე. დაბალი მარაგის შესახებ სისტემა თავად გაგაფრთხილებთ და შესყიდვის შეკვეთასაც მოამზადებს.</p>',
          '<p>Stock updates with every sale and delivery. The system warns you when stock runs low and drafts the purchase order for you.</p>',
          '<p>Остатки обновляются при каждой продаже и поступлении. Система сама предупредит о низком запасе и подготовит заказ поставщику.</p>',
        ),
      },
      {
        title: T('ფინანსები რეალურ დროში', 'Finance in real time', 'Финансы в реальном времени'),
        text: T(
          '<p>ფულადი ნაკადები, დებიტორები და მოგება-ზარალი ყოველთვის განახლებულია. თვის დახურვას დღეები აღარ სჭირდება.</p>',
          '<p>Cash flow, receivables and profit and loss are always current. Month-end close no longer takes days.</p>',
          '<p>Денежные потоки, дебиторка и прибыли-убытки всегда актуальны. Закрытие месяца больше не занимает дни.</p>',
        ),
      },
      {
        title: T('ინტეგრაცია RS.GE-სთან', 'Integrated with RS.GE', 'Интеграция с RS.GE'),
        text: T(
          '<p>ზედნადებები და ანგარიშ-ფაქტურები იგზავნება პირდაპირ სისტემიდან, ხელით გადატანის გარეშე.</p>',
          '<p>Waybills and tax invoices go straight from the system, with no retyping.</p>',
          '<p>Накладные и счета-фактуры отправляются прямо из системы, без ручного ввода.</p>',
        ),
      },
    ],
    features: [
      {
        title: T('მრავალი ფილიალი', 'Many branches', 'Несколько филиалов'),
        text: T(
          'ყველა ფილიალი და საწყობი ერთ ბაზაში.',
          'Every branch and warehouse in one database.',
          'Все филиалы и склады в одной базе.',
        ),
      },
      {
        title: T('წარმოება', 'Production', 'Производство'),
        text: T(
          'რეცეპტურები, თვითღირებულება და წარმოების შეკვეთები.',
          'Bills of materials, costing and production orders.',
          'Рецептуры, себестоимость и производственные заказы.',
        ),
      },
      {
        title: T('მობილური აპი', 'Mobile app', 'Мобильное приложение'),
        text: T('ანგარიშები და დადასტურებები ტელეფონიდან.', 'Reports and approvals from your phone.', 'Отчёты и согласования с телефона.'),
      },
      {
        title: T('API', 'API', 'API'),
        text: T('დააკავშირეთ ონლაინ მაღაზია და ბანკი.', 'Connect your online shop and your bank.', 'Подключите интернет-магазин и банк.'),
      },
    ],
    faq: [
      {
        title: T(
          'რამდენ მომხმარებელს მოიცავს გამოწერა?',
          'How many users does a subscription include?',
          'Сколько пользователей входит в подписку?',
        ),
        text: T(
          '<p>ერთი გამოწერა ერთ მომხმარებელს მოიცავს; რაოდენობას კალათაში ცვლით.</p>',
          '<p>One subscription covers one user; change the quantity in the cart.</p>',
          '<p>Одна подписка — один пользователь; количество меняется в корзине.</p>',
        ),
      },
      {
        title: T('შემიძლია საკუთარ სერვერზე დაყენება?', 'Can I install it on my own server?', 'Можно установить на собственный сервер?'),
        text: T(
          '<p>დიახ, აირჩიეთ „სამუდამო ლიცენზია“ და ინსტალაციას ჩვენი ინჟინერი ჩაატარებს.</p>',
          '<p>Yes: choose the on-premise licence and our engineer will install it.</p>',
          '<p>Да, выберите бессрочную лицензию — установку проведёт наш инженер.</p>',
        ),
      },
      {
        title: T('რამდენ ხანს გრძელდება დანერგვა?', 'How long does the rollout take?', 'Сколько длится внедрение?'),
        text: T(
          '<p>მცირე კომპანიისთვის ერთ კვირამდე, დიდისთვის — ერთიდან სამ თვემდე.</p>',
          '<p>Up to a week for a small company; one to three months for a large one.</p>',
          '<p>До недели для небольшой компании, от одного до трёх месяцев — для крупной.</p>',
        ),
      },
    ],
    banner: {
      title: T('ნახეთ ორიონი ERP მოქმედებაში', 'See Orioni ERP in action', 'Посмотрите Орион ERP в работе'),
      text: T(
        '30-წუთიანი დემო თქვენს მონაცემებზე, უფასოდ.',
        'A free 30-minute demo on your own data.',
        'Бесплатное 30-минутное демо на ваших данных.',
      ),
    },
    reviews: [
      T(
        'ორიონმა სამი ფილიალის ნაშთები ერთ ეკრანზე მოგვიტანა. თვის დახურვა ახლა ერთ დღეს გრძელდება.',
        'Orioni brought stock from our three branches onto one screen. Month-end now takes a single day.',
        'Орион собрал остатки трёх филиалов на одном экране. Закрытие месяца теперь занимает один день.',
      ),
      T(
        'დანერგვა ერთ კვირაში დასრულდა, გუნდი კი ყოველთვის გვერდით გვყავდა.',
        'The rollout was finished in a week, and the team was always there for us.',
        'Внедрение закончили за неделю, а команда всегда была рядом.',
      ),
      T(
        'ზედნადებების ხელით შევსება დავივიწყეთ. დაზოგილ დროს გაყიდვებს ვახმართ.',
        'We have forgotten about typing waybills by hand and spend the time saved on sales.',
        'Мы забыли о ручном заполнении накладных и тратим сэкономленное время на продажи.',
      ),
    ],
    seoTitle: T(
      'ორიონი ERP — საწყობი, გაყიდვები და ფინანსები',
      'Orioni ERP — warehouse, sales and finance',
      'Орион ERP — склад, продажи и финансы',
    ),
    seoDescription: T(
      'ERP სისტემა ქართული ბიზნესისთვის: საწყობი, წარმოება, ფინანსები და RS.GE ინტეგრაცია.',
      'ERP for Georgian businesses: warehouse, production, finance and RS.GE integration.',
      'ERP для грузинского бизнеса: склад, производство, финансы и интеграция с RS.GE.',
    ),
  }),
  page('orioni-accounting', T('ორიონი ბუღალტერია', 'Orioni Accounting', 'Орион Бухгалтерия'), {
    subtitle: T(
      'ბუღალტერია, რომელიც თავად ითვლის — თქვენ მხოლოდ ამოწმებთ.',
      'Accounting that does the sums — you just check them.',
      'Бухгалтерия, которая считает сама — вы только проверяете.',
    ),
    blocks: [
      {
        title: T('ბანკი ავტომატურად', 'Banking on autopilot', 'Банк на автопилоте'),
        text: T(
          '<p>ამონაწერები იტვირთება თიბისიდან და საქართველოს ბანკიდან, გატარებები კი წესების მიხედვით თავისით იქმნება.</p>',
          '<p>Statements load from TBC and Bank of Georgia, and entries are created by your rules.</p>',
          '<p>Выписки загружаются из TBC и Банка Грузии, а проводки создаются по вашим правилам.</p>',
        ),
      },
      {
        title: T('დეკლარაციები დროულად', 'Tax returns on time', 'Декларации вовремя'),
        text: T(
          '<p>სისტემა შეგახსენებთ ვადებს და დეკლარაციას წინასწარ შეავსებს.</p>',
          '<p>The system reminds you of deadlines and fills in the return in advance.</p>',
          '<p>Система напомнит о сроках и заранее заполнит декларацию.</p>',
        ),
      },
    ],
    features: [
      {
        title: T('ძირითადი საშუალებები', 'Fixed assets', 'Основные средства'),
        text: T('ცვეთის დარიცხვა ავტომატურად.', 'Depreciation charged automatically.', 'Амортизация начисляется автоматически.'),
      },
      {
        title: T('ვალუტები', 'Currencies', 'Валюты'),
        text: T('ეროვნული ბანკის კურსები ყოველდღე.', 'National Bank rates every day.', 'Курсы Нацбанка каждый день.'),
      },
      {
        title: T('ცვლილებების ისტორია', 'Audit trail', 'Журнал изменений'),
        text: T('ყოველი ცვლილება ავტორითა და დროით.', 'Every change with its author and time.', 'Каждое изменение с автором и временем.'),
      },
    ],
    faq: [
      {
        title: T(
          'შეიძლება რამდენიმე კომპანიის წარმოება?',
          'Can I keep books for several companies?',
          'Можно вести учёт нескольких компаний?',
        ),
        text: T(
          '<p>დიახ, თითოეულ კომპანიას ცალკე გამოწერა სჭირდება.</p>',
          '<p>Yes, each company needs its own subscription.</p>',
          '<p>Да, для каждой компании нужна отдельная подписка.</p>',
        ),
      },
      {
        title: T('როგორ გადმოვიტანო ძველი მონაცემები?', 'How do I bring over old data?', 'Как перенести старые данные?'),
        text: T(
          '<p>შეუკვეთეთ „მონაცემების გადმოტანა“ სერვისების გვერდზე.</p>',
          '<p>Order “Data migration and porting” on the services page.</p>',
          '<p>Закажите «Перенос данных» на странице услуг.</p>',
        ),
      },
    ],
    banner: {
      title: T('სცადეთ 30 დღე უფასოდ', 'Try it free for 30 days', 'Попробуйте 30 дней бесплатно'),
      text: T('ბარათის მითითება არ არის საჭირო.', 'No card needed.', 'Карта не нужна.'),
    },
    reviews: [
      T(
        'ბანკის ამონაწერებს აღარ ვკრეფთ ხელით — დღეში ორი საათი გვრჩება.',
        'We no longer key in bank statements — that is two hours a day back.',
        'Мы больше не вбиваем выписки вручную — это два часа в день.',
      ),
      T(
        'დეკლარაციის შევსება ახლა ათ წუთს მოითხოვს.',
        'Filling in a tax return now takes ten minutes.',
        'Заполнение декларации теперь занимает десять минут.',
      ),
    ],
    seoTitle: T(
      'ორიონი ბუღალტერია — აღრიცხვა ქართული სტანდარტებით',
      'Orioni Accounting — bookkeeping to Georgian standards',
      'Орион Бухгалтерия — учёт по грузинским стандартам',
    ),
    seoDescription: T(
      'ბანკის იმპორტი, დეკლარაციები და ძირითადი საშუალებები ერთ პროგრამაში.',
      'Bank import, tax returns and fixed assets in one program.',
      'Импорт выписок, декларации и основные средства в одной программе.',
    ),
  }),
  page('orioni-retail', T('ორიონი რითეილი', 'Orioni Retail POS', 'Орион Ритейл'), {
    subtitle: T(
      'სწრაფი სალარო, რომელიც ინტერნეტის გათიშვისაც არ ეშინია.',
      'A fast till that keeps going when the internet drops.',
      'Быстрая касса, которой не страшно отключение интернета.',
    ),
    blocks: [
      {
        title: T('გაყიდვა წამებში', 'A sale in seconds', 'Продажа за секунды'),
        text: T(
          '<p>დაასკანერეთ, აირჩიეთ გადახდის ტიპი და ჩეკი უკვე იბეჭდება. ინტერფეისს მოლარე ნახევარ საათში ითვისებს.</p>',
          '<p>Scan, pick the payment type and the receipt is already printing. Cashiers learn it in half an hour.</p>',
          '<p>Сканируйте, выберите способ оплаты — и чек уже печатается. Кассир осваивает интерфейс за полчаса.</p>',
        ),
      },
      {
        title: T('ყველა ფილიალი ერთად', 'All branches together', 'Все филиалы вместе'),
        text: T(
          '<p>ფასები და აქციები ერთი ადგილიდან იცვლება და ყველა სალაროზე მაშინვე ჩანს.</p>',
          '<p>Prices and promotions change in one place and show on every till at once.</p>',
          '<p>Цены и акции меняются в одном месте и сразу появляются на всех кассах.</p>',
        ),
      },
    ],
    features: [
      {
        title: T('ოფლაინ რეჟიმი', 'Offline mode', 'Офлайн-режим'),
        text: T(
          'გაყიდვები სინქრონიზდება კავშირის აღდგენისას.',
          'Sales sync when the connection returns.',
          'Продажи синхронизируются при восстановлении связи.',
        ),
      },
      {
        title: T('ლოიალობა', 'Loyalty', 'Лояльность'),
        text: T(
          'ქულები, ბარათები და პერსონალური ფასდაკლებები.',
          'Points, cards and personal discounts.',
          'Баллы, карты и персональные скидки.',
        ),
      },
      {
        title: T('რესტორნის რეჟიმი', 'Restaurant mode', 'Режим ресторана'),
        text: T(
          'მაგიდები, შეკვეთები სამზარეულოში და ანგარიშის გაყოფა.',
          'Tables, kitchen orders and split bills.',
          'Столы, заказы на кухню и разделение счёта.',
        ),
      },
    ],
    faq: [
      {
        title: T('რომელ აპარატურასთან მუშაობს?', 'Which hardware does it work with?', 'С каким оборудованием работает?'),
        text: T(
          '<p>ჩვენ მიერ შემოთავაზებულ ყველა პრინტერთან, სკანერთან და ფულის უჯრასთან.</p>',
          '<p>With every printer, scanner and cash drawer we sell.</p>',
          '<p>Со всеми принтерами, сканерами и денежными ящиками, которые мы продаём.</p>',
        ),
      },
      {
        title: T('რა ხდება ინტერნეტის გათიშვისას?', 'What happens when the internet goes down?', 'Что будет, если пропадёт интернет?'),
        text: T(
          '<p>სალარო აგრძელებს მუშაობას, მონაცემები კი მოგვიანებით იგზავნება.</p>',
          '<p>The till keeps working and sends its data later.</p>',
          '<p>Касса продолжает работать, а данные отправятся позже.</p>',
        ),
      },
    ],
    banner: {
      title: T('გახსენით ახალი ფილიალი ერთ დღეში', 'Open a new branch in one day', 'Откройте новый филиал за один день'),
      text: T('პროგრამა და აპარატურა ერთი შეკვეთით.', 'Software and hardware in one order.', 'Программа и оборудование одним заказом.'),
    },
    reviews: [
      T(
        'რიგები შემცირდა, მოლარეები კი კმაყოფილები არიან.',
        'The queues got shorter and the cashiers are happy.',
        'Очереди сократились, а кассиры довольны.',
      ),
      T(
        'ინტერნეტი გაითიშა, სალარომ კი მუშაობა არ შეწყვიტა.',
        'The internet went down and the till never stopped.',
        'Интернет отключился, а касса не остановилась.',
      ),
    ],
    seoTitle: T(
      'ორიონი რითეილი — POS სალარო მაღაზიისთვის',
      'Orioni Retail — POS for shops and restaurants',
      'Орион Ритейл — касса для магазинов и ресторанов',
    ),
    seoDescription: T(
      'ფისკალური ჩეკები, ოფლაინ რეჟიმი და ლოიალობის პროგრამა.',
      'Fiscal receipts, offline mode and a loyalty programme.',
      'Фискальные чеки, офлайн-режим и программа лояльности.',
    ),
  }),
  page('orioni-hr', T('ორიონი HR და ხელფასები', 'Orioni HR & Payroll', 'Орион HR и зарплата'), {
    subtitle: T(
      'ხელფასი ერთი ღილაკით, შვებულებები ერთ კალენდარში.',
      'Payroll in one click, leave in one calendar.',
      'Зарплата одной кнопкой, отпуска в одном календаре.',
    ),
    blocks: [
      {
        title: T('ხელფასი შეცდომების გარეშე', 'Payroll without mistakes', 'Зарплата без ошибок'),
        text: T(
          '<p>საშემოსავლო და საპენსიო შენატანები ავტომატურად ითვლება, საბანკო ფაილი კი ერთი ღილაკით მზადდება.</p>',
          '<p>Income tax and pension contributions are calculated for you, and the bank file is ready in one click.</p>',
          '<p>Подоходный налог и пенсионные взносы считаются автоматически, а файл для банка готов одной кнопкой.</p>',
        ),
      },
      {
        title: T('თანამშრომლის კაბინეტი', 'Employee self-service', 'Кабинет сотрудника'),
        text: T(
          '<p>თანამშრომელი თავად ითხოვს შვებულებას და ხედავს საკუთარ ხელფასის ფურცელს.</p>',
          '<p>Employees request leave themselves and see their own payslips.</p>',
          '<p>Сотрудник сам запрашивает отпуск и видит свой расчётный лист.</p>',
        ),
      },
    ],
    features: [
      {
        title: T('დროის აღრიცხვა', 'Time tracking', 'Учёт времени'),
        text: T('ცვლები, ზეგანაკვეთური და გაცდენები.', 'Shifts, overtime and absences.', 'Смены, сверхурочные и пропуски.'),
      },
      {
        title: T('დოკუმენტები', 'Documents', 'Документы'),
        text: T('ბრძანებები და ხელშეკრულებები შაბლონებით.', 'Orders and contracts from templates.', 'Приказы и договоры по шаблонам.'),
      },
      {
        title: T('ანგარიშები', 'Reports', 'Отчёты'),
        text: T('ხელფასის ფონდი დეპარტამენტების მიხედვით.', 'Payroll cost by department.', 'Фонд оплаты труда по отделам.'),
      },
    ],
    faq: [
      {
        title: T(
          'ითვალისწინებს შრომის კოდექსის ცვლილებებს?',
          'Does it follow changes to the Labour Code?',
          'Учитывает изменения Трудового кодекса?',
        ),
        text: T(
          '<p>დიახ, განახლებები ავტომატურად დგება.</p>',
          '<p>Yes, updates are installed automatically.</p>',
          '<p>Да, обновления устанавливаются автоматически.</p>',
        ),
      },
      {
        title: T('რამდენ თანამშრომელზეა გათვლილი?', 'How many employees can it handle?', 'На сколько сотрудников рассчитана?'),
        text: T(
          '<p>ხუთიდან რამდენიმე ათას თანამშრომლამდე.</p>',
          '<p>From five to several thousand employees.</p>',
          '<p>От пяти до нескольких тысяч сотрудников.</p>',
        ),
      },
    ],
    banner: {
      title: T('ხელფასის დღე აღარ იქნება სტრესული', 'Payday without the stress', 'День зарплаты без стресса'),
      text: T('გადადით ორიონზე ერთ თვეში.', 'Switch to Orioni within a month.', 'Перейдите на Орион за месяц.'),
    },
    reviews: [
      T(
        'ხელფასის გაანგარიშებას ადრე ორი დღე ვანდომებდით, ახლა — ერთ საათს.',
        'Payroll used to take us two days; now it takes an hour.',
        'Раньше расчёт зарплаты занимал два дня, теперь — час.',
      ),
      T(
        'შვებულებების კალენდარმა ბევრი გაუგებრობა მოგვაშორა.',
        'The leave calendar spared us a lot of confusion.',
        'Календарь отпусков избавил нас от многих недоразумений.',
      ),
    ],
    seoTitle: T('ორიონი HR — ხელფასები და პერსონალი', 'Orioni HR — payroll and people', 'Орион HR — зарплата и персонал'),
    seoDescription: T(
      'ხელფასი, შვებულებები და დროის აღრიცხვა საქართველოს კანონმდებლობით.',
      'Payroll, leave and time tracking under Georgian law.',
      'Зарплата, отпуска и учёт времени по законодательству Грузии.',
    ),
  }),
];
