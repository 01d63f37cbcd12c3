import { expect, test, type Page } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/app';
import { readOutbox, resetOtpPattern, uniqueEmail, uniquePersonalNumber, verificationLinkPattern, waitForMailMatch } from '../support/auth';

/** Issue 4 journey in Georgian at 375 px: a personal customer, every step through the mobile menu. */
test.use({ viewport: VIEWPORTS.mobile });

const openMenu = async (page: Page) => {
  await page.locator('.site-header__burger').click();
  return page.locator('.mobile-menu');
};

test('ქართულად, 375 px: რეგისტრაცია, დადასტურება, შესვლა, პროფილი, პაროლის შეცვლა და აღდგენა', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('ka-personal');
  const first = 'Pirveli#Pass42';
  const second = 'Meore#Pass42';
  const third = 'Mesame#Pass42';

  await openPage(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await (await openMenu(page)).getByRole('button', { name: 'შესვლა' }).click();
  await page.getByRole('dialog', { name: 'შესვლა' }).getByRole('button', { name: 'რეგისტრაცია' }).click();

  const register = page.getByRole('dialog', { name: 'რეგისტრაცია' });
  await expect(register.getByRole('tab', { name: 'ფიზიკური პირი' })).toHaveAttribute('aria-selected', 'true');
  await register.getByLabel('სახელი').fill('ნინო');
  await register.getByLabel('გვარი').fill('Beridze');
  await register.getByLabel('ელფოსტა').fill(email);
  await register.getByLabel('მობილურის ნომერი').fill('+995 555 12 34 56');
  await register.getByLabel('პაროლი', { exact: true }).fill(first);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'რეგისტრაცია' }).click();
  // R5 names: Latin only, message translated.
  await expect(register.getByText('დასაშვებია მხოლოდ ლათინური ასოები')).toBeVisible();
  expect(await readOutbox(request, email)).toHaveLength(0);
  await register.getByLabel('სახელი').fill('Nino');
  await register.getByRole('button', { name: 'რეგისტრაცია' }).click();

  const verify = page.getByRole('dialog', { name: 'დაადასტურეთ ელფოსტა' });
  await expect(verify).toBeVisible();
  await expect(verify.locator('.auth-resend__timer')).toHaveText(/^00:(30|2\d)$/);
  const link = await waitForMailMatch(request, email, verificationLinkPattern);
  expect((await readOutbox(request, email))[0]!.subject).toBe('დაადასტურეთ ელფოსტა — ორიონი');

  // Logging in before verifying moves to the verification view.
  await verify.getByRole('button', { name: 'შესვლაზე დაბრუნება' }).click();
  const login = page.getByRole('dialog', { name: 'შესვლა' });
  await login.getByLabel('ელფოსტა').fill(email);
  await login.getByLabel('პაროლი', { exact: true }).fill(first);
  await login.getByRole('button', { name: 'შესვლა' }).click();
  await expect(page.getByRole('dialog', { name: 'დაადასტურეთ ელფოსტა' })).toBeVisible();

  const path = link.replace(/^https?:\/\/[^/]+/, '');
  await page.goto(path);
  const confirmed = page.getByRole('dialog', { name: 'ელფოსტა დადასტურებულია' });
  await expect(confirmed).toBeVisible();

  // The same link again says the address is already confirmed and offers sign-in (issue 26 item 13).
  await page.goto(path);
  const already = page.getByRole('dialog', { name: 'ელფოსტა უკვე დადასტურებულია' });
  await expect(already).toBeVisible();
  await expect(already).toContainText('ეს ელფოსტის მისამართი ამ ბმულით უკვე დადასტურდა.');
  await already.getByRole('button', { name: 'შესვლა' }).click();
  await expect(login).toBeVisible();

  // Wrong password: on mobile the error sits above the form fields.
  await login.getByLabel('ელფოსტა').fill(email);
  await login.getByLabel('პაროლი', { exact: true }).fill('Shecdoma#Pass42');
  await login.getByRole('button', { name: 'შესვლა' }).click();
  const error = login.locator('.error-display');
  await expect(error).toContainText(/ელფოსტა ან პაროლი არასწორია|Incorrect e-mail or password/);
  const errorBox = (await error.boundingBox())!;
  const emailBox = (await login.getByLabel('ელფოსტა').boundingBox())!;
  expect(errorBox.y).toBeLessThan(emailBox.y);

  await login.getByLabel('პაროლი', { exact: true }).fill(first);
  await login.getByRole('button', { name: 'შესვლა' }).click();
  await expect(login).toBeHidden();

  let menu = await openMenu(page);
  await expect(menu.locator('.mobile-menu__user')).toContainText(email);
  await expect(menu.locator('.avatar')).toHaveText('NB');
  await menu.getByRole('link', { name: 'პროფილი' }).click();

  await expect(page.getByRole('heading', { name: 'პროფილი', level: 1 })).toBeVisible();
  await expect(page.getByLabel('ელფოსტა')).toHaveValue(email);
  await page.getByLabel('პირადი ნომერი').fill('0123');
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  await expect(page.getByText('უნდა შეიცავდეს 11 ციფრს')).toBeVisible();
  await page.getByLabel('პირადი ნომერი').fill(uniquePersonalNumber());
  await page.getByLabel('მობილურის ნომერი').fill('+995 599 11 22 33');
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  await expect(page.getByText('ცვლილებები შენახულია.')).toBeVisible();
  await expect(page.getByLabel('პირადი ნომერი')).toBeDisabled();

  await page.getByRole('tab', { name: 'პაროლის შეცვლა' }).click();
  await expect(page).toHaveURL(/activeTab=purchase/);
  await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
  await expect(page.getByText('სავალდებულო ველი')).toHaveCount(3);
  await page.getByLabel('მიმდინარე პაროლი').fill(first);
  await page.getByLabel('ახალი პაროლი', { exact: true }).fill(second);
  await page.getByLabel('გაიმეორეთ ახალი პაროლი').fill(second);
  await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
  const changed = page.getByRole('dialog', { name: 'პაროლი შეიცვალა' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'კარგი' }).click();

  menu = await openMenu(page);
  await menu.getByRole('button', { name: 'გასვლა' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Reset by typing the code from the e-mail.
  await (await openMenu(page)).getByRole('button', { name: 'შესვლა' }).click();
  await page.getByRole('dialog', { name: 'შესვლა' }).getByRole('button', { name: 'დაგავიწყდათ პაროლი?' }).click();
  const forget = page.getByRole('dialog', { name: 'პაროლის აღდგენა' });
  await forget.getByLabel('ელფოსტა').fill(email);
  await forget.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  const check = page.getByRole('dialog', { name: 'შეამოწმეთ ელფოსტა' });
  await expect(check).toBeVisible();
  const otp = await waitForMailMatch(request, email, resetOtpPattern);
  expect((await readOutbox(request, email))[0]!.subject).toBe('პაროლის აღდგენა — ორიონი');
  await check.getByLabel('კოდი წერილიდან').fill(otp);
  await check.getByRole('button', { name: 'გაგრძელება' }).click();

  const reset = page.getByRole('dialog', { name: 'ახალი პაროლი' });
  await reset.getByLabel('ახალი პაროლი', { exact: true }).fill(third);
  await reset.getByLabel('გაიმეორეთ პაროლი').fill('Sxva#Pass42');
  await reset.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  await expect(reset.getByText('პაროლები არ ემთხვევა')).toBeVisible();
  await reset.getByLabel('გაიმეორეთ პაროლი').fill(third);
  await reset.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  const done = page.getByRole('dialog', { name: 'პაროლი შეიცვალა' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'შესვლა' }).click();

  const relogin = page.getByRole('dialog', { name: 'შესვლა' });
  await relogin.getByLabel('ელფოსტა').fill(email);
  await relogin.getByLabel('პაროლი', { exact: true }).fill(third);
  await relogin.getByRole('button', { name: 'შესვლა' }).click();
  await expect(relogin).toBeHidden();
  await expect((await openMenu(page)).locator('.mobile-menu__user')).toContainText(email);
});
