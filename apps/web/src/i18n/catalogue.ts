import type { AdminTexts } from './en/admin';
import type { AuthTexts } from './en/auth';
import type { BillingTexts } from './en/billing';
import type { CardTexts } from './en/card';
import type { CartTexts } from './en/cart';
import type { DemoTexts } from './en/demo';
import type { HistoryTexts } from './en/history';
import type { ProfileTexts } from './en/profile';
import type { ShellTexts } from './ka/shell';

/**
 * The shape of one language's interface texts, by namespace (ADR 016). Each namespace's keys come
 * from its source catalogue (English for the features, Georgian for the shell); the other two
 * languages are typed by it, so a missing or extra key is a type error. At run time each feature's
 * chunk carries its own namespace in the three languages (see the ADR for why not one file per
 * language loaded on demand).
 */
export interface Catalogue {
  shell: ShellTexts;
  auth: AuthTexts;
  card: CardTexts;
  cart: CartTexts;
  billing: BillingTexts;
  history: HistoryTexts;
  profile: ProfileTexts;
  demo: DemoTexts;
  admin: AdminTexts;
}
