import { expect, test } from '../support/test';

/** Issue 13: switching the language in the top navigation never loses a half-filled form. */
for (const language of ['si', 'ta'] as const) {
  test(`switching to ${language} keeps the half-filled register form`, async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('vetnow.language', 'en');
        window.sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('textbox', { name: 'Username' }).fill('kamal_p');
    await page.getByRole('textbox', { name: 'Email' }).fill('kamal@example.lk');

    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveURL(/\/register$/);

    const values = () =>
      page.locator('#main-content input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect.poll(values).toEqual(expect.arrayContaining(['kamal_p', 'kamal@example.lk']));
  });
}
