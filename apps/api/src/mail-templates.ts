// The product's e-mail templates, in one list the Mailer is built with (a root file: modules never import it).
import { receiptTemplates } from './modules/checkout/receipt-mail.ts';
import { refundTemplates } from './modules/checkout/refund-mail.ts';
import { latePaymentTemplates } from './modules/checkout/late-payment-mail.ts';
import { demoTemplates } from './modules/demo/demo-mail.ts';
import { type MailTemplates } from './modules/mail/mail.service.ts';
import { accountTemplates } from './modules/mail/templates/account-templates.ts';
import { subscriptionTemplates } from './modules/subscriptions/subscription-mails.ts';
import { noticeTemplates } from './modules/subscriptions/notice-mails.ts';
import { webhookTemplates } from './modules/webhooks/webhook-mails.ts';

/**
 * Every e-mail template of the product, by name. The type asks for each name a module declared in
 * `MailTemplateRegistry`, so a template declared but left out here does not compile.
 */
export const mailTemplates: MailTemplates = {
  ...accountTemplates,
  ...receiptTemplates,
  ...refundTemplates,
  ...latePaymentTemplates,
  ...demoTemplates,
  ...subscriptionTemplates,
  ...noticeTemplates,
  ...webhookTemplates,
};
