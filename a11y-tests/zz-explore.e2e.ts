import { test } from '@playwright/test';
import { prepareBrowser, registerViaUi, loginViaUi } from './support/journey';
test('explore', async ({ page }) => {
  await prepareBrowser(page, { theme: 'light', locale: 'en' });
  const t0 = Date.now();
  const user = await registerViaUi(page, 'en');
  console.log('registered', user, Date.now() - t0);
  console.log(await page.locator('body').ariaSnapshot());
  await loginViaUi(page, 'en', user);
  console.log('login', Date.now() - t0);
  console.log(await page.locator('body').ariaSnapshot());
});
