import type { Download, Page } from '@playwright/test';
import { explained, type witness } from './witness';

/**
 * Makes the UDISE+ return from the directory's Export menu and waits for its file; a return that
 * never comes fails with what the page showed, logged and still waited for (`witness`).
 */
export async function downloadUdiseReturn(
  page: Page,
  seen: ReturnType<typeof witness>,
  timeout?: number,
): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await explained(
    () =>
      Promise.all([
        page.waitForEvent('download', { timeout }),
        page.getByRole('menuitem', { name: 'UDISE+ return (.xlsx)' }).click(),
      ]),
    [seen],
  );
  return download;
}
