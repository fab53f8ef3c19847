import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console-errors';

test.describe('smoke', () => {
  test('the landing page renders in the shell without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /sign in|login/i }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the API health is ok through the gateway', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('a deep link of the shell answers the page, an unknown API route a JSON 404', async ({ request }) => {
    const page = await request.get('/login', { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');

    const api = await request.get('/api/no-such-route');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});
