/** Steps in the admin panel that several browser tests take. */
import type { Page } from 'playwright-core';
import { apiAnswer } from './browser';

/**
 * Opens a user's page from the admin list, searching for its e-mail. The list follows the
 * search box only after a typing pause: the click waits for the list's answer to this very
 * search, or the pause could end after it and take the page back to the list.
 */
export async function openUserFromList(page: Page, email: string): Promise<void> {
  await page.goto('/admin/users');
  const searched = apiAnswer(page, '/users', { q: email });
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(email);
  await searched;
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await page.waitForURL('**/admin/users/*');
  await page.getByTestId('user-scopes').waitFor();
}
