import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from './i18n';

/** Texts of saving a card on the bank's page (cart and current products), in Georgian, English and Russian. */
const en = {
  cardTermsTitle: 'Add a payment card',
  cardTermsText:
    'To pay, save a card on the bank’s secure page. Orioni never sees or stores your card number; we keep only the bank’s token and the last four digits. Saved cards are charged for the purchases you confirm and for your subscription renewals.',
  cardTermsAgree: 'I agree to save my card and to the terms of use',
  cardTermsRequired: 'Please accept the terms to continue',
  continueToBank: 'Continue to the bank',
  cardSuccessTitle: 'Your card is saved',
  cardFailureTitle: 'The card was not saved',
  cardFailureText: 'The bank could not save your card. Please try again or use another card.',
  cancel: 'Cancel',
  close: 'Close',
};
type CardMessages = typeof en;

const ka: CardMessages = {
  cardTermsTitle: 'ბარათის დამატება',
  cardTermsText:
    'გადასახდელად შეინახეთ ბარათი ბანკის დაცულ გვერდზე. ორიონი ბარათის ნომერს ვერ ხედავს და არ ინახავს; ჩვენთან რჩება მხოლოდ ბანკის ტოკენი და ბოლო ოთხი ციფრი. შენახული ბარათიდან ჩამოიჭრება თქვენ მიერ დადასტურებული შენაძენების და გამოწერების განახლების თანხა.',
  cardTermsAgree: 'ვეთანხმები ბარათის შენახვას და გამოყენების წესებს',
  cardTermsRequired: 'გასაგრძელებლად დაეთანხმეთ წესებს',
  continueToBank: 'ბანკის გვერდზე გადასვლა',
  cardSuccessTitle: 'ბარათი შენახულია',
  cardFailureTitle: 'ბარათი ვერ შეინახა',
  cardFailureText: 'ბანკმა ბარათი ვერ შეინახა. სცადეთ თავიდან ან გამოიყენეთ სხვა ბარათი.',
  cancel: 'გაუქმება',
  close: 'დახურვა',
};

const ru: CardMessages = {
  cardTermsTitle: 'Добавление карты',
  cardTermsText:
    'Для оплаты сохраните карту на защищённой странице банка. Orioni не видит и не хранит номер карты: у нас остаются только токен банка и последние четыре цифры. С сохранённой карты списываются подтверждённые вами покупки и продления подписок.',
  cardTermsAgree: 'Я согласен сохранить карту и принимаю условия использования',
  cardTermsRequired: 'Чтобы продолжить, примите условия',
  continueToBank: 'Перейти в банк',
  cardSuccessTitle: 'Карта сохранена',
  cardFailureTitle: 'Карту не удалось сохранить',
  cardFailureText: 'Банк не смог сохранить карту. Попробуйте ещё раз или используйте другую карту.',
  cancel: 'Отмена',
  close: 'Закрыть',
};

const CARD_MESSAGES: Record<Locale, CardMessages> = { ka, en, ru };

export function useCardText(): CardMessages {
  return CARD_MESSAGES[useI18n().locale];
}
