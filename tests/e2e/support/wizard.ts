import { expect, type Page } from '@playwright/test';

/**
 * The health questionnaire (the page is on it) walked through without answering: each of its seven steps shown in
 * turn, then on to the payment screen. For the specs whose subject is before or after it, not the questionnaire.
 */
export async function skipQuestionnaireToPayment(page: Page): Promise<void> {
  for (let step = 1; step < 7; step++) {
    await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}
