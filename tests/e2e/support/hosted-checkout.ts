import { expect, type Page } from '@playwright/test';

/**
 * The hosted card checkout (issue 35, ADR 0051): in the e2e stack it is the PayHere-compatible local gateway the
 * runner starts on its own origin. Its test cards are PayHere's sandbox numbers.
 */
export const PAYHERE_SUCCESS_CARD = '4916 2175 0161 1292';
export const PAYHERE_DECLINED_CARD = '4929 7689 0083 7248';

/** On /payment: Pay with Card → Continue to secure payment; resolves on the hosted page (another origin). */
export async function continueToHostedCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay with Card' }).click();
  await page.getByRole('button', { name: /^Continue to secure payment/ }).click();
  await expectHostedPage(page);
}

export async function expectHostedPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/pay/checkout');
}

/** On the hosted page: enters the card and pays; resolves once the browser is back on VetNow's /confirmation. */
export async function payOnHostedPage(page: Page, cardNumber: string, holder = 'Payment Tester'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill(holder);
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${year}`);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/confirmation\?appointment=[^&]+&checkout=return/, { timeout: 15_000 });
}

/**
 * Profile → Payment Methods → Add a card → PayHere's preapproval page (the local gateway) → back: "Card saved"
 * (ADR 0053). No card number reaches VetNow.
 */
export async function addCardInProfile(page: Page, cardNumber: string, holder = 'Payment Tester'): Promise<void> {
  await page.goto('/profile?tab=payment-methods');
  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save a card for later payments' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/pay/preapprove');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill(holder);
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${year}`);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=payment-methods/, { timeout: 15_000 });
  await expect(page.getByText('Card saved')).toBeVisible({ timeout: 20_000 });
}
