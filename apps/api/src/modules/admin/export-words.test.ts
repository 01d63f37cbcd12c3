import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, PRICE_PERIODS, PRODUCT_TYPES, toReportPeriod, type Language } from '@orioni/contracts';
import { PERIOD_NAMES, periodName } from '@orioni/contracts/period-names';
import { admin as enAdmin } from '../../../../web/src/i18n/en/admin.ts';
import { dashboard as enDashboard } from '../../../../web/src/i18n/en/dashboard.ts';
import { admin as kaAdmin } from '../../../../web/src/i18n/ka/admin.ts';
import { dashboard as kaDashboard } from '../../../../web/src/i18n/ka/dashboard.ts';
import { admin as ruAdmin } from '../../../../web/src/i18n/ru/admin.ts';
import { dashboard as ruDashboard } from '../../../../web/src/i18n/ru/dashboard.ts';
import { REPO_ROOT } from '../../config.ts';
import { exportText } from './export-text.ts';

/**
 * Issue 40 item 5: the staff exports name a period and a product type with the words the screens
 * show. The screens' words are read where the web takes them: the console's catalogues (its filter
 * and details: `productTypes`, `reportPeriods`; the dashboard's `periods`) and, for every page that
 * prints a price's period (the customer's products, cart and history, the console's tables), the
 * web's `usePeriodName`, which must stay contracts' `periodName` in the interface language.
 */
const SCREENS = {
  KA: { admin: kaAdmin, dashboard: kaDashboard },
  EN: { admin: enAdmin, dashboard: enDashboard },
  RU: { admin: ruAdmin, dashboard: ruDashboard },
} satisfies Record<Language, unknown>;

/** The web's `usePeriodName` (apps/web/src/lib/i18n.tsx), as its source writes it. */
const usePeriodNameSource = (): string => {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src/lib/i18n.tsx'), 'utf8');
  expect(source).toMatch(/import \{[^}]*\bperiodName\b[^}]*\} from '@orioni\/contracts\/period-names';/);
  return /export function usePeriodName\(\)[^{]*\{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
};

describe('issue 40 item 5: the exports use the words the screens show', () => {
  it('the pages name a period by contracts’ periodName in the interface language (what the export compares with)', () => {
    expect(usePeriodNameSource()).toMatch(/return \(period, type\) => periodName\(period, type, language\);/);
  });

  it.each(LANGUAGES)('%s: a product type is the word of the console’s filter and details', (language) => {
    const t = exportText(language);
    expect(t.productTypes).toEqual(SCREENS[language].admin.productTypes);
    for (const type of PRODUCT_TYPES) expect(t.productTypes[type]).toBe(SCREENS[language].admin.productTypes[type]);
  });

  it.each(LANGUAGES)('%s: a period is the word the pages, the console’s filter and the dashboard show', (language) => {
    const t = exportText(language);
    const screen = SCREENS[language];
    for (const period of PRICE_PERIODS)
      for (const kind of [...PRODUCT_TYPES, null])
        expect(t.period(period, kind), `${period} ${kind}`).toBe(periodName(period, kind, language));
    for (const period of ['M1', 'Y1'] as const) {
      expect(t.period(period, null)).toBe(screen.admin.reportPeriods[toReportPeriod(period)]);
      expect(t.period(period, null)).toBe(screen.dashboard.periods[period]);
      // The dashboard's export (reports/dashboard.export.ts) prints contracts' table as well.
      expect(PERIOD_NAMES[language][period]).toBe(screen.dashboard.periods[period]);
    }
    expect(t.period('PREMISE', 'SOLUTION')).toBe(screen.admin.reportPeriods.UNLIMITED);
  });

  it('Georgian monthly is ყოველთვიური and the licence is the On-premise licence in every export (the issue’s drift)', () => {
    expect(exportText('KA').period('M1', 'SOLUTION')).toBe('ყოველთვიური');
    expect(exportText('EN').period('PREMISE', 'SOLUTION')).toBe('On-premise licence');
  });
});
