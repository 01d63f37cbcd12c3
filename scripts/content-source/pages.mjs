/** Public pages: home, services, hardware, FAQ, terms of use, offer. */
const T = (ka, en, ru) => ({ ka, en, ru });
const media = (file, alt, width, height) => ({ $media: file, alt, width, height });

const banner = (n, title, alt, url) => ({
  title,
  url,
  LG: media(`banners/banner-${n}-lg.webp`, alt, 1440, 400),
  MD: media(`banners/banner-${n}-md.webp`, alt, 1100, 400),
  XS: media(`banners/banner-${n}-xs.webp`, alt, 720, 540),
});

const faqItem = (title, text) => ({ title, text });

export const pages = {
  home: {
    header: {
      title: T('მართეთ ბიზნესი ერთი სივრციდან', 'Run your business from one place', 'Управляйте бизнесом из одного места'),
      description: T(
        'ERP, ბუღალტერია, სალარო და ხელფასები — ქართულ ენაზე, ქართული კანონმდებლობით და ყოველთვიური გამოწერით.',
        'ERP, accounting, point of sale and payroll — in Georgian, to Georgian law, by monthly subscription.',
        'ERP, бухгалтерия, касса и зарплата — на грузинском, по законам Грузии и по ежемесячной подписке.',
      ),
      registration: T('რეგისტრაცია', 'Sign up', 'Регистрация'),
      videoButton: T('ნახეთ ვიდეო', 'Watch the video', 'Смотреть видео'),
      youtubeVideo: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      banner: media(
        'home/hero.webp',
        T('ორიონის მართვის პანელი ლეპტოპზე', 'The Orioni dashboard on a laptop', 'Панель Орион на ноутбуке'),
        720,
        480,
      ),
    },
    bannersTitle: T('სიახლეები და შეთავაზებები', 'News and offers', 'Новости и предложения'),
    banners: [
      banner(
        1,
        T(
          'ორიონი ERP — წლიურ გამოწერაზე 17% დანაზოგი',
          'Orioni ERP — save 17% on a yearly plan',
          'Орион ERP — экономия 17% при годовой подписке',
        ),
        T('ორიონი ERP-ის ანგარიშების ეკრანი', 'Orioni ERP reports screen', 'Экран отчётов Орион ERP'),
        '/solutions/orioni-erp',
      ),
      banner(
        2,
        T('ახალი: სალარო, რომელიც ოფლაინაც მუშაობს', 'New: a till that works offline', 'Новинка: касса, которая работает офлайн'),
        T('ორიონი რითეილის სალარო', 'The Orioni Retail till', 'Касса Орион Ритейл'),
        '/solutions/orioni-retail',
      ),
      banner(
        3,
        T('ტრენინგები ბუღალტრებისა და მოლარეებისთვის', 'Training for accountants and cashiers', 'Обучение для бухгалтеров и кассиров'),
        T('ტრენინგის აუდიტორია', 'A training room', 'Учебный класс'),
        '/services',
      ),
    ],
    productsTitle: T('ჩვენი გადაწყვეტილებები', 'Our solutions', 'Наши решения'),
    products: { $relation: 'product', slugs: ['orioni-erp', 'orioni-accounting', 'orioni-retail', 'orioni-hr'] },
    ourPartners: {
      title: T('ჩვენი პარტნიორები', 'Our partners', 'Наши партнёры'),
      partners: [
        {
          name: 'Kartli Bank',
          url: 'https://example.com/kartli-bank',
          logo: media('partners/kartli-bank.svg', T('ქართლი ბანკი', 'Kartli Bank', 'Картли Банк'), 240, 80),
        },
        {
          name: 'Mtatsminda Logistics',
          url: null,
          logo: media(
            'partners/mtatsminda-logistics.svg',
            T('მთაწმინდა ლოჯისტიკი', 'Mtatsminda Logistics', 'Мтацминда Логистикс'),
            240,
            80,
          ),
        },
        { name: 'Rioni Foods', url: null, logo: media('partners/rioni-foods.svg', T('რიონი ფუდსი', 'Rioni Foods', 'Риони Фудс'), 240, 80) },
        {
          name: 'Alazani Pharm',
          url: null,
          logo: media('partners/alazani-pharm.svg', T('ალაზანი ფარმი', 'Alazani Pharm', 'Алазани Фарм'), 240, 80),
        },
        {
          name: 'Tbilisi Build',
          url: null,
          logo: media('partners/tbilisi-build.svg', T('თბილისი ბილდი', 'Tbilisi Build', 'Тбилиси Билд'), 240, 80),
        },
        {
          name: 'Kolkheti Retail',
          url: null,
          logo: media('partners/kolkheti-retail.svg', T('კოლხეთი რითეილი', 'Kolkheti Retail', 'Колхети Ритейл'), 240, 80),
        },
      ],
    },
    seo: {
      metaTitle: T(
        'ორიონი — ERP, ბუღალტერია, სალარო და ხელფასები',
        'Orioni — ERP, accounting, POS and payroll',
        'Орион — ERP, бухгалтерия, касса и зарплата',
      ),
      metaDescription: T(
        'ბიზნესის მართვის პროგრამები გამოწერით. ფასები ლარში, მხარდაჭერა ქართულად, უფასო დემო.',
        'Business software by subscription. Prices in lari, support in Georgian, free demo.',
        'Программы для бизнеса по подписке. Цены в лари, поддержка на грузинском, бесплатное демо.',
      ),
      ogImage: media('og/orioni.png', T('ორიონი', 'Orioni', 'Орион'), 1200, 630),
    },
  },
  'services-page': {
    title: T('სერვისები', 'Services', 'Услуги'),
    description: T(
      'ტრენინგები თქვენი გუნდისთვის და მხარდაჭერა, რომელიც ბიზნესს შეუფერხებლად ამუშავებს.',
      'Training for your team and support that keeps your business running.',
      'Обучение для вашей команды и поддержка, благодаря которой бизнес работает без сбоев.',
    ),
    trainingsTitle: T('ტრენინგები', 'Trainings', 'Обучение'),
    supportsTitle: T('მხარდაჭერა', 'Support', 'Поддержка'),
    seo: {
      metaTitle: T(
        'სერვისები — ტრენინგები და მხარდაჭერა | ორიონი',
        'Services — training and support | Orioni',
        'Услуги — обучение и поддержка | Орион',
      ),
      metaDescription: T(
        'ტრენინგები, მხარდაჭერის პაკეტები და მონაცემების გადმოტანა.',
        'Training, support plans and data migration.',
        'Обучение, пакеты поддержки и перенос данных.',
      ),
    },
  },
  'hardwares-page': {
    title: T('აპარატურა', 'Hardware', 'Оборудование'),
    description: T(
      'შემოწმებული აპარატურა, რომელიც ორიონთან პირველივე დღიდან მუშაობს. მიწოდება და მონტაჟი ფასში შედის.',
      'Tested hardware that works with Orioni from day one. Delivery and setup are included.',
      'Проверенное оборудование, которое работает с Орион с первого дня. Доставка и установка включены.',
    ),
    seo: {
      metaTitle: T(
        'აპარატურა — პრინტერები, სკანერები, ტერმინალები | ორიონი',
        'Hardware — printers, scanners, terminals | Orioni',
        'Оборудование — принтеры, сканеры, терминалы | Орион',
      ),
      metaDescription: T(
        'POS აპარატურა მიწოდებით და მონტაჟით.',
        'POS hardware with delivery and setup.',
        'POS-оборудование с доставкой и установкой.',
      ),
    },
  },
  faq: {
    title: T('ხშირად დასმული კითხვები', 'Frequently asked questions', 'Часто задаваемые вопросы'),
    searchLabel: T('კითხვის ძებნა', 'Search questions', 'Поиск по вопросам'),
    // The example must find something as typed: the search looks for the text itself (R2.faq.07–08),
    // and a Georgian or Russian noun phrase ('გამოწერის გაუქმება', 'отмена подписки') matches no
    // question's wording. faq-filter.test.ts types each language's example into the real FAQ.
    searchPlaceholder: T('მაგ.: პაროლი', 'e.g. password', 'напр.: пароль'),
    tagLabel: T('თემა', 'Topic', 'Тема'),
    allTag: T('ყველა', 'ALL', 'Все'),
    notFound: {
      title: T('ვერაფერი მოიძებნა', 'Nothing found', 'Ничего не найдено'),
      description: T(
        'სცადეთ სხვა სიტყვა ან მოგვწერეთ info@orioni.ge-ზე.',
        'Try another word or write to us at info@orioni.ge.',
        'Попробуйте другое слово или напишите нам на info@orioni.ge.',
      ),
    },
    tags: [
      { key: 'subscription', value: T('გამოწერა', 'Subscription', 'Подписка') },
      { key: 'payment', value: T('გადახდა', 'Payment', 'Оплата') },
      { key: 'account', value: T('ანგარიში', 'Account', 'Аккаунт') },
      { key: 'support', value: T('მხარდაჭერა', 'Support', 'Поддержка') },
    ],
    accordion: [
      {
        tag: 'subscription',
        block: [
          faqItem(
            T(
              'რა განსხვავებაა თვიურ და წლიურ გამოწერას შორის?',
              'What is the difference between monthly and yearly plans?',
              'Чем отличается месячная подписка от годовой?',
            ),
            T(
              '<p>წლიური გამოწერა წინასწარ იხდება და თვიურთან შედარებით დაახლოებით ორი თვის ღირებულებას ზოგავს.</p>',
              '<p>A yearly plan is paid up front and saves about two months compared with paying monthly.</p>',
              '<p>Годовая подписка оплачивается сразу и экономит примерно стоимость двух месяцев.</p>',
            ),
          ),
          faqItem(
            T('როგორ გავაუქმო გამოწერა?', 'How do I cancel a subscription?', 'Как отменить подписку?'),
            T(
              '<p>გახსენით „მიმდინარე პროდუქტები“, ჩანართში „გამოწერები“ აირჩიეთ პროდუქტი და დააჭირეთ გაუქმების ნიშანს. გამოწერა მოქმედებს გადახდილი პერიოდის ბოლომდე.</p>',
              '<p>Open “Current products”, choose the item on the Subscriptions tab and press the cancel icon. It stays active until the end of the period you paid for.</p>',
              '<p>Откройте «Текущие продукты», на вкладке «Подписки» выберите продукт и нажмите значок отмены. Подписка действует до конца оплаченного периода.</p>',
            ),
          ),
          faqItem(
            T('რას ნიშნავს სამუდამო ლიცენზია?', 'What does an on-premise licence mean?', 'Что значит бессрочная лицензия?'),
            T(
              '<p>ერთჯერადი გადახდით პროგრამა თქვენს სერვერზე სამუდამოდ რჩება.</p>',
              '<p>You pay once and the software stays on your own server for good.</p>',
              '<p>Вы платите один раз, и программа навсегда остаётся на вашем сервере.</p>',
            ),
          ),
        ],
      },
      {
        tag: 'payment',
        block: [
          faqItem(
            T('რომელი ბარათებით შემიძლია გადახდა?', 'Which cards can I pay with?', 'Какими картами можно оплатить?'),
            T(
              '<p>Visa და Mastercard ბარათებით, რომლებიც ნებისმიერ ბანკს აქვს გაცემული.</p>',
              '<p>Visa and Mastercard cards issued by any bank.</p>',
              '<p>Картами Visa и Mastercard любого банка.</p>',
            ),
          ),
          faqItem(
            T('ინახავთ ჩემი ბარათის მონაცემებს?', 'Do you store my card details?', 'Вы храните данные моей карты?'),
            T(
              '<p>არა. ბარათს ბანკის დაცულ გვერდზე ამატებთ, ჩვენ კი მხოლოდ ბოლო ოთხ ციფრს ვხედავთ.</p>',
              '<p>No. You add the card on the bank’s secure page; we only ever see the last four digits.</p>',
              '<p>Нет. Карта добавляется на защищённой странице банка, мы видим только последние четыре цифры.</p>',
            ),
          ),
          faqItem(
            T('რა ხდება, თუ გადახდა ვერ შესრულდა?', 'What happens if a payment fails?', 'Что будет, если оплата не прошла?'),
            T(
              '<p>პროდუქტი გამოჩნდება ვადაგადაცილებულად და შეგიძლიათ გადაიხადოთ ღილაკით „გადახდა“.</p>',
              '<p>The item is shown as overdue and you can pay it with the “Pay now” button.</p>',
              '<p>Продукт отобразится как просроченный, и его можно оплатить кнопкой «Оплатить».</p>',
            ),
          ),
        ],
      },
      {
        tag: 'account',
        block: [
          faqItem(
            T('როგორ დავრეგისტრირდე კომპანიის სახელით?', 'How do I register as a company?', 'Как зарегистрироваться от имени компании?'),
            T(
              '<p>რეგისტრაციისას აირჩიეთ ჩანართი „კომპანია“ და მიუთითეთ საიდენტიფიკაციო კოდი.</p>',
              '<p>Choose the “Company” tab when you sign up and enter your company number.</p>',
              '<p>При регистрации выберите вкладку «Компания» и укажите идентификационный код.</p>',
            ),
          ),
          faqItem(
            T('დამავიწყდა პაროლი. რა ვქნა?', 'I forgot my password. What should I do?', 'Я забыл пароль. Что делать?'),
            T(
              '<p>შესვლის ფანჯარაში დააჭირეთ „დაგავიწყდათ პაროლი?“ და ელფოსტაზე მიიღებთ კოდს.</p>',
              '<p>Press “Forgot password?” in the login window and we will e-mail you a code.</p>',
              '<p>Нажмите «Забыли пароль?» в окне входа — код придёт на e-mail.</p>',
            ),
          ),
          faqItem(
            T('შემიძლია ელფოსტის შეცვლა?', 'Can I change my e-mail address?', 'Можно изменить e-mail?'),
            T(
              '<p>ელფოსტა თქვენი მომხმარებლის სახელია. შესაცვლელად მოგვწერეთ მხარდაჭერის გუნდს.</p>',
              '<p>Your e-mail is your username. To change it, write to our support team.</p>',
              '<p>E-mail — это ваше имя пользователя. Чтобы изменить его, напишите в поддержку.</p>',
            ),
          ),
        ],
      },
      {
        tag: 'support',
        block: [
          faqItem(
            T('როდის მუშაობს მხარდაჭერა?', 'When is support available?', 'Когда работает поддержка?'),
            T(
              '<p>სტანდარტული მხარდაჭერა — სამუშაო დღეებში 09:00–19:00; მხარდაჭერა პლუსი — ყოველდღე.</p>',
              '<p>Standard support on working days 09:00–19:00; Support Plus every day.</p>',
              '<p>Стандартная поддержка — по рабочим дням 09:00–19:00; Поддержка Плюс — ежедневно.</p>',
            ),
          ),
          faqItem(
            T('როგორ გადმოვიტანო მონაცემები 1C-დან?', 'How do I move my data from 1C?', 'Как перенести данные из 1С?'),
            T(
              '<p>შეუკვეთეთ სერვისი „მონაცემების გადმოტანა“ და ჩვენი გუნდი ყველაფერს გააკეთებს.</p>',
              '<p>Order the “Data migration and porting” service and our team will do it for you.</p>',
              '<p>Закажите услугу «Перенос данных», и наша команда всё сделает.</p>',
            ),
          ),
          faqItem(
            T('ატარებთ ტრენინგს ჩვენს ოფისში?', 'Do you run training at our office?', 'Проводите ли вы обучение у нас в офисе?'),
            T(
              '<p>დიახ, თბილისში, ბათუმსა და ქუთაისში უფასოდ მოვდივართ.</p>',
              '<p>Yes, we come to you in Tbilisi, Batumi and Kutaisi at no extra cost.</p>',
              '<p>Да, в Тбилиси, Батуми и Кутаиси приезжаем бесплатно.</p>',
            ),
          ),
        ],
      },
    ],
    seo: {
      metaTitle: T('ხშირი კითხვები | ორიონი', 'FAQ | Orioni', 'Вопросы и ответы | Орион'),
      metaDescription: T(
        'პასუხები გამოწერის, გადახდისა და მხარდაჭერის შესახებ.',
        'Answers about subscriptions, payments and support.',
        'Ответы о подписке, оплате и поддержке.',
      ),
    },
  },
  'terms-of-use': {
    title: T('გამოყენების წესები', 'Terms of use', 'Условия использования'),
    intro: T('ბოლო განახლება: 2026 წლის 1 ნოემბერი', 'Last updated: 1 November 2026', 'Последнее обновление: 1 ноября 2026 г.'),
    navTitle: T('სარჩევი', 'Contents', 'Содержание'),
    chooseSection: T('აირჩიეთ განყოფილება', 'Choose a section', 'Выберите раздел'),
    sections: [
      {
        id: 'general',
        title: T('ზოგადი დებულებები', 'General provisions', 'Общие положения'),
        text: T(
          '<p>ეს წესები არეგულირებს შპს „ორიონის“ ვებგვერდისა და პროგრამული უზრუნველყოფის გამოყენებას. რეგისტრაციით თქვენ ეთანხმებით ამ წესებს.</p>',
          '<p>These terms govern the use of the Orioni LLC website and software. By registering you accept them.</p>',
          '<p>Эти условия регулируют использование сайта и программ ООО «Орион». Регистрируясь, вы принимаете их.</p>',
        ),
      },
      {
        id: 'account',
        title: T('ანგარიში და რეგისტრაცია', 'Account and registration', 'Аккаунт и регистрация'),
        text: T(
          '<p>ანგარიშის შესაქმნელად საჭიროა ნამდვილი ელფოსტა და ტელეფონის ნომერი. პაროლის დაცვაზე პასუხისმგებელი ხართ თქვენ.</p>',
          '<p>You need a real e-mail address and phone number to open an account. You are responsible for keeping your password safe.</p>',
          '<p>Для аккаунта нужны действующие e-mail и номер телефона. Вы отвечаете за сохранность пароля.</p>',
        ),
      },
      {
        id: 'subscriptions',
        title: T('გამოწერები', 'Subscriptions', 'Подписки'),
        text: T(
          '<p>გამოწერა ავტომატურად განახლდება ყოველი პერიოდის ბოლოს, სანამ არ გააუქმებთ. გაუქმება ძალაში შედის მიმდინარე პერიოდის ბოლოს.</p>',
          '<p>A subscription renews automatically at the end of each period until you cancel it. Cancelling takes effect at the end of the current period.</p>',
          '<p>Подписка продлевается автоматически в конце каждого периода, пока вы её не отмените. Отмена вступает в силу в конце текущего периода.</p>',
        ),
      },
      {
        id: 'payments',
        title: T('გადახდები', 'Payments', 'Платежи'),
        text: T(
          '<p>ფასები მითითებულია ლარში, დღგ-ს ჩათვლით. გადახდა ხდება შენახული ბარათით; ბარათის მონაცემებს ინახავს ბანკი.</p>',
          '<p>Prices are in lari and include VAT. Payments are taken from your saved card; the bank keeps the card details.</p>',
          '<p>Цены указаны в лари с НДС. Оплата списывается с сохранённой карты; данные карты хранит банк.</p>',
        ),
      },
      {
        id: 'refunds',
        title: T('თანხის დაბრუნება', 'Refunds', 'Возврат средств'),
        text: T(
          '<p>შეძენიდან 14 დღის განმავლობაში შეგიძლიათ მოითხოვოთ თანხის დაბრუნება, თუ სერვისით არ გისარგებლიათ.</p>',
          '<p>You may ask for a refund within 14 days of purchase if you have not used the service.</p>',
          '<p>В течение 14 дней после покупки можно запросить возврат, если вы не пользовались услугой.</p>',
        ),
      },
      {
        id: 'privacy',
        title: T('პერსონალური მონაცემები', 'Personal data', 'Персональные данные'),
        text: T(
          '<p>თქვენს მონაცემებს ვამუშავებთ „პერსონალურ მონაცემთა დაცვის შესახებ“ კანონის შესაბამისად და მესამე პირებს არ გადავცემთ.</p>',
          '<p>We process your data under the Law on Personal Data Protection and do not pass it to third parties.</p>',
          '<p>Мы обрабатываем ваши данные по Закону о защите персональных данных и не передаём их третьим лицам.</p>',
        ),
      },
      {
        id: 'liability',
        title: T('პასუხისმგებლობა', 'Liability', 'Ответственность'),
        text: T(
          '<p>ორიონი არ აგებს პასუხს ზიანზე, რომელიც გამოწვეულია პროგრამის არასწორი გამოყენებით ან მესამე მხარის სერვისების შეფერხებით.</p>',
          '<p>Orioni is not liable for damage caused by misuse of the software or by outages of third-party services.</p>',
          '<p>Орион не несёт ответственности за ущерб от неправильного использования программ или сбоев сторонних сервисов.</p>',
        ),
      },
      {
        id: 'changes',
        title: T('წესების ცვლილება', 'Changes to these terms', 'Изменение условий'),
        text: T(
          '<p>წესების ცვლილების შესახებ ელფოსტით გაცნობებთ ძალაში შესვლამდე 30 დღით ადრე.</p>',
          '<p>We will e-mail you about changes to these terms 30 days before they take effect.</p>',
          '<p>Об изменении условий мы сообщим по e-mail за 30 дней до их вступления в силу.</p>',
        ),
      },
    ],
    seo: {
      metaTitle: T('გამოყენების წესები | ორიონი', 'Terms of use | Orioni', 'Условия использования | Орион'),
      metaDescription: T('ორიონის მომსახურების პირობები.', 'The terms of Orioni’s services.', 'Условия обслуживания Орион.'),
    },
  },
  offer: {
    hero: {
      title: T(
        'სპეციალური შეთავაზება ახალი მომხმარებლებისთვის',
        'A special offer for new customers',
        'Специальное предложение для новых клиентов',
      ),
      // Issue 39 item 25: it said migration and the first training were free, above a list selling
      // them (900 ₾ and 350 ₾). What the offer gives is what the list and the cart charge.
      description: T(
        'დაიწყეთ ორიონით ამ თვეში: პროგრამა, მონაცემების გადმოტანა და გუნდის ტრენინგი ერთ შეკვეთაში, ქვემოთ მოცემული ფასებით.',
        'Start with Orioni this month: the software, your data migration and training for your team in one order, at the prices below.',
        'Начните работу с Орион в этом месяце: программа, перенос данных и обучение команды в одном заказе, по ценам ниже.',
      ),
      button: T('შეთავაზების ნახვა', 'See the offer', 'Смотреть предложение'),
    },
    benefits: [
      T('დანერგვა შედის პირველი შეძენის ფასში', 'Onboarding included in the first purchase', 'Внедрение входит в цену первой покупки'),
      T('პირადი მენეჯერი პირველ თვეს', 'A personal manager for the first month', 'Персональный менеджер в первый месяц'),
      T('ფასის ფიქსაცია 12 თვით', 'Price locked for 12 months', 'Цена фиксирована на 12 месяцев'),
    ],
    productsTitle: T('შეთავაზებაში შედის', 'Included in the offer', 'Входит в предложение'),
    seo: {
      metaTitle: T('სპეციალური შეთავაზება | ორიონი', 'Special offer | Orioni', 'Специальное предложение | Орион'),
      metaDescription: T(
        'ორიონი ახალი მომხმარებლებისთვის: პროგრამა, მონაცემების გადმოტანა და ტრენინგი ერთ შეკვეთაში.',
        'Orioni for new customers: the software, data migration and training in one order.',
        'Орион для новых клиентов: программа, перенос данных и обучение в одном заказе.',
      ),
    },
  },
};
