import { formatDateShort, toLocale, type Language } from '@orioni/contracts';
import { webRoutes } from '@orioni/contracts/web-paths';
import type { MailTemplates } from '../mail/mail.service.ts';
import { button, composeMail, paragraph, small } from '../mail/templates/layout.ts';

declare module '../mail/mail.service.ts' {
  interface MailTemplateRegistry {
    /**
     * To every admin (issue 42 item 3): an endpoint was turned off by the storefront itself, because it
     * answered 410 Gone or because it failed for 5 days; its waiting deliveries were given up.
     */
    'webhook-endpoint-disabled': {
      endpointId: number;
      url: string;
      reason: 'GONE' | 'FAILING';
      /** When the failure streak began (ISO), for FAILING. */
      failingSince: string | null;
      /** The last try's answer as the log keeps it (its status, or what went wrong). */
      lastAnswer: string;
    };
  }
}

const TEXT: Record<
  Language,
  {
    subject: string;
    title: string;
    what: (url: string) => string;
    gone: string;
    failing: (since: string) => string;
    last: (answer: string) => string;
    next: string;
    action: string;
    note: string;
  }
> = {
  KA: {
    subject: 'ვებჰუკის მისამართი გაითიშა — ორიონი',
    title: 'ვებჰუკის მისამართი გაითიშა',
    what: (url) => `მაღაზიამ ვებჰუკის მისამართზე ${url} შეტყობინებების გაგზავნა შეწყვიტა და ის გათიშა.`,
    gone: 'მისამართმა უპასუხა 410 Gone: მიმღებმა თქვა, რომ ეს მისამართი აღარ არსებობს.',
    failing: (since) =>
      `მისამართი შეტყობინებებს ვერ იღებს (პირველი წარუმატებელი მცდელობა: ${since}): ხუთი დღის განმავლობაში ყველა მცდელობა წარუმატებელი იყო.`,
    last: (answer) => `ბოლო პასუხი: ${answer}`,
    next: 'მოლოდინში მყოფი შეტყობინებები გაუგზავნელად მოინიშნა. მიმღების გამართვის შემდეგ ჩართეთ მისამართი და ხელახლა გაგზავნეთ წარუმატებელი შეტყობინებები ინტეგრაციების გვერდიდან.',
    action: 'ინტეგრაციების გახსნა',
    note: 'ეს წერილი ყველა ადმინისტრატორს ეგზავნება.',
  },
  EN: {
    subject: 'A webhook endpoint has been turned off — Orioni',
    title: 'A webhook endpoint has been turned off',
    what: (url) => `The storefront has stopped sending messages to the webhook endpoint ${url} and turned it off.`,
    gone: 'The endpoint answered 410 Gone: its receiver says the address no longer exists.',
    failing: (since) => `The endpoint has not accepted a message since ${since}: every try failed for five days.`,
    last: (answer) => `Last answer: ${answer}`,
    next: 'Its waiting messages were marked as failed. Once the receiver works again, turn the endpoint on and send the failed messages again from the Integrations page.',
    action: 'Open Integrations',
    note: 'This e-mail goes to every administrator.',
  },
  RU: {
    subject: 'Адрес вебхука отключён — Орион',
    title: 'Адрес вебхука отключён',
    what: (url) => `Магазин прекратил отправку сообщений на адрес вебхука ${url} и отключил его.`,
    gone: 'Адрес ответил 410 Gone: получатель сообщил, что этого адреса больше нет.',
    failing: (since) => `Адрес не принимает сообщения с ${since}: все попытки в течение пяти дней не удались.`,
    last: (answer) => `Последний ответ: ${answer}`,
    next: 'Ожидавшие сообщения отмечены как неотправленные. Когда получатель снова заработает, включите адрес и отправьте неудавшиеся сообщения повторно на странице «Интеграции».',
    action: 'Открыть интеграции',
    note: 'Это письмо получают все администраторы.',
  },
};

/** The notice of an endpoint turned off by a failure. Wired by the composition root (`mail-templates.ts`). */
export const webhookTemplates: Pick<MailTemplates, 'webhook-endpoint-disabled'> = {
  'webhook-endpoint-disabled': (data, { language, publicUrl }) => {
    const m = TEXT[language];
    const why =
      data.reason === 'GONE' ? m.gone : m.failing(formatDateShort(data.failingSince ?? new Date(0).toISOString(), toLocale(language)));
    const link = `${publicUrl}${webRoutes.integrations}`;
    const last = m.last(data.lastAnswer);
    return composeMail({
      language,
      subject: m.subject,
      title: m.title,
      preheader: m.what(data.url),
      body: [paragraph(m.what(data.url)), paragraph(why), small(last), paragraph(m.next), button(link, m.action), small(m.note)],
      text: [m.what(data.url), '', why, last, '', m.next, '', `${m.action}: ${link}`, '', m.note],
    });
  },
};
