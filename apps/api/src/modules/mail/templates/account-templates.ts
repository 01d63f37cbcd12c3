import type { Language } from '@orioni/contracts';
import { webPaths } from '@orioni/contracts/web-paths';
import type { MailTemplates } from '../mail.service.ts';
import { button, code, composeMail, paragraph, rawLink, small } from './layout.ts';

declare module '../mail.service.ts' {
  interface MailTemplateRegistry {
    verification: { name: string; verificationCode: string };
    'password-reset': { name: string; username: string; otp: string };
    'registration-attempt': { name: string; username: string };
  }
}

const VERIFY: Record<
  Language,
  { subject: string; greeting: (n: string) => string; intro: string; action: string; fallback: string; expiry: string; ignore: string }
> = {
  KA: {
    subject: 'დაადასტურეთ ელფოსტა — ორიონი',
    greeting: (n) => `გამარჯობა, ${n}!`,
    intro: 'გმადლობთ, რომ დარეგისტრირდით ორიონში. რეგისტრაციის დასასრულებლად დაადასტურეთ თქვენი ელფოსტის მისამართი.',
    action: 'ელფოსტის დადასტურება',
    fallback: 'თუ ღილაკი არ მუშაობს, გახსენით ეს ბმული ბრაუზერში:',
    expiry: 'ბმული მოქმედებს 10 წუთის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება.',
    ignore: 'თუ ეს ანგარიში თქვენ არ შეგიქმნიათ, უბრალოდ უგულებელყავით ეს წერილი.',
  },
  EN: {
    subject: 'Confirm your e-mail — Orioni',
    greeting: (n) => `Hello, ${n}!`,
    intro: 'Thank you for registering with Orioni. To finish creating your account, please confirm your e-mail address.',
    action: 'Confirm e-mail',
    fallback: 'If the button does not work, open this link in your browser:',
    expiry: 'The link is valid for 10 minutes and can be used once.',
    ignore: 'If you did not create this account, you can safely ignore this e-mail.',
  },
  RU: {
    subject: 'Подтвердите электронную почту — Орион',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: 'Спасибо за регистрацию в Орион. Чтобы завершить создание учётной записи, подтвердите адрес электронной почты.',
    action: 'Подтвердить почту',
    fallback: 'Если кнопка не работает, откройте эту ссылку в браузере:',
    expiry: 'Ссылка действительна 10 минут и может быть использована один раз.',
    ignore: 'Если вы не создавали эту учётную запись, просто проигнорируйте это письмо.',
  },
};

const RESET: Record<
  Language,
  {
    subject: string;
    greeting: (n: string) => string;
    intro: string;
    codeLabel: string;
    action: string;
    fallback: string;
    expiry: string;
    ignore: string;
  }
> = {
  KA: {
    subject: 'პაროლის აღდგენა — ორიონი',
    greeting: (n) => `გამარჯობა, ${n}!`,
    intro: 'მივიღეთ თქვენი ანგარიშის პაროლის აღდგენის მოთხოვნა. გამოიყენეთ ეს კოდი ან დააჭირეთ ღილაკს ახალი პაროლის დასაყენებლად.',
    codeLabel: 'თქვენი აღდგენის კოდი:',
    action: 'ახალი პაროლის დაყენება',
    fallback: 'თუ ღილაკი არ მუშაობს, გახსენით ეს ბმული ბრაუზერში:',
    expiry: 'კოდი მოქმედებს 10 წუთის განმავლობაში და მისი გამოყენება მხოლოდ ერთხელ შეიძლება.',
    ignore: 'თუ პაროლის აღდგენა თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი — თქვენი პაროლი არ შეიცვლება.',
  },
  EN: {
    subject: 'Reset your password — Orioni',
    greeting: (n) => `Hello, ${n}!`,
    intro: 'We received a request to reset the password of your account. Use this code, or press the button to set a new password.',
    codeLabel: 'Your reset code:',
    action: 'Set a new password',
    fallback: 'If the button does not work, open this link in your browser:',
    expiry: 'The code is valid for 10 minutes and can be used once.',
    ignore: 'If you did not ask to reset your password, ignore this e-mail — your password will not change.',
  },
  RU: {
    subject: 'Восстановление пароля — Орион',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro:
      'Мы получили запрос на восстановление пароля вашей учётной записи. Используйте этот код или нажмите кнопку, чтобы задать новый пароль.',
    codeLabel: 'Ваш код восстановления:',
    action: 'Задать новый пароль',
    fallback: 'Если кнопка не работает, откройте эту ссылку в браузере:',
    expiry: 'Код действителен 10 минут и может быть использован один раз.',
    ignore: 'Если вы не запрашивали восстановление пароля, проигнорируйте это письмо — ваш пароль не изменится.',
  },
};

/** Decision 29: someone registered with an address that already has an account. */
const ATTEMPT: Record<
  Language,
  {
    subject: string;
    greeting: (n: string) => string;
    intro: string;
    ifYou: string;
    signIn: string;
    reset: string;
    ifNotYou: string;
  }
> = {
  KA: {
    subject: 'ვიღაცამ სცადა თქვენი ელფოსტით რეგისტრაცია — ორიონი',
    greeting: (n) => `გამარჯობა, ${n}!`,
    intro:
      'ვიღაცამ სცადა ორიონში ახალი ანგარიშის შექმნა თქვენი ელფოსტის მისამართით. ამ მისამართზე ანგარიში უკვე არსებობს, ამიტომ ახალი არ შექმნილა და თქვენს ანგარიშში არაფერი შეცვლილა.',
    ifYou: 'თუ ეს თქვენ იყავით, შედით არსებული ანგარიშით, ან, თუ პაროლი არ გახსოვთ, დააყენეთ ახალი.',
    signIn: 'შესვლა',
    reset: 'პაროლის აღდგენა',
    ifNotYou: 'თუ ეს თქვენ არ ყოფილხართ, არაფრის გაკეთება არ გჭირდებათ — თქვენი პაროლი არავის გაუგია.',
  },
  EN: {
    subject: 'Someone tried to register with your e-mail — Orioni',
    greeting: (n) => `Hello, ${n}!`,
    intro:
      'Someone tried to create a new Orioni account with your e-mail address. An account with this address already exists, so no new one was created and nothing in your account has changed.',
    ifYou: 'If it was you, sign in with your existing account, or set a new password if you do not remember it.',
    signIn: 'Sign in',
    reset: 'Reset the password',
    ifNotYou: 'If it was not you, there is nothing you need to do — nobody has learned your password.',
  },
  RU: {
    subject: 'Кто-то пытался зарегистрироваться с вашей почтой — Орион',
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro:
      'Кто-то пытался создать новую учётную запись в Орион с вашим адресом электронной почты. Учётная запись с этим адресом уже существует, поэтому новая не создана и в вашей учётной записи ничего не изменилось.',
    ifYou: 'Если это были вы, войдите в существующую учётную запись или задайте новый пароль, если не помните его.',
    signIn: 'Войти',
    reset: 'Восстановить пароль',
    ifNotYou: 'Если это были не вы, ничего делать не нужно — ваш пароль никто не узнал.',
  },
};

/** The verification and password-reset e-mails. Wired by the composition root (`services.ts`). */
export const accountTemplates: Pick<MailTemplates, 'verification' | 'password-reset' | 'registration-attempt'> = {
  verification: (data, { language, publicUrl }) => {
    const m = VERIFY[language];
    const link = `${publicUrl}${webPaths.verifyEmail(data.verificationCode)}`;
    const greeting = m.greeting(data.name);
    return composeMail({
      language,
      subject: m.subject,
      title: m.subject.split(' — ')[0]!,
      preheader: m.intro,
      body: [
        paragraph(greeting),
        paragraph(m.intro),
        button(link, m.action),
        small(m.fallback),
        rawLink(link),
        small(m.expiry),
        small(m.ignore),
      ],
      text: [greeting, '', m.intro, '', `${m.action}: ${link}`, '', m.expiry, m.ignore],
    });
  },

  'password-reset': (data, { language, publicUrl }) => {
    const m = RESET[language];
    const link = `${publicUrl}${webPaths.resetPassword(data.otp, data.username)}`;
    const greeting = m.greeting(data.name);
    return composeMail({
      language,
      subject: m.subject,
      title: m.subject.split(' — ')[0]!,
      preheader: m.intro,
      body: [
        paragraph(greeting),
        paragraph(m.intro),
        paragraph(m.codeLabel),
        code(data.otp),
        button(link, m.action),
        small(m.fallback),
        rawLink(link),
        small(m.expiry),
        small(m.ignore),
      ],
      text: [greeting, '', m.intro, '', `${m.codeLabel} ${data.otp}`, '', `${m.action}: ${link}`, '', m.expiry, m.ignore],
    });
  },

  'registration-attempt': (data, { language, publicUrl }) => {
    const m = ATTEMPT[language];
    const signInLink = `${publicUrl}${webPaths.signIn(data.username)}`;
    const resetLink = `${publicUrl}${webPaths.forgotPassword(data.username)}`;
    const greeting = m.greeting(data.name);
    return composeMail({
      language,
      subject: m.subject,
      title: m.subject.split(' — ')[0]!,
      preheader: m.intro,
      body: [
        paragraph(greeting),
        paragraph(m.intro),
        paragraph(m.ifYou),
        button(signInLink, m.signIn),
        rawLink(signInLink),
        button(resetLink, m.reset),
        rawLink(resetLink),
        small(m.ifNotYou),
      ],
      text: [greeting, '', m.intro, '', m.ifYou, '', `${m.signIn}: ${signInLink}`, `${m.reset}: ${resetLink}`, '', m.ifNotYou],
    });
  },
};
