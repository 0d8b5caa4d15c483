import type { Page } from '@playwright/test';

/**
 * What a page showed and logged, for a failure the run's output must explain by itself: a test
 * that fails once in many runs leaves no trace (only a retry records one), so its message carries
 * the page's main text and its last console warnings and errors.
 */
export function witness(page: Page, name: string) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      logged.push(`${new Date().toISOString()} ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => logged.push(`${new Date().toISOString()} ${error.message}`));
  return async (): Promise<string> => {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .catch((error: Error) => `(main not read: ${error.message.split('\n')[0]})`);
    return [
      `── ${name} at ${page.url()}`,
      shown.replace(/\n{2,}/g, '\n').slice(0, 1_500),
      ...logged.slice(-20),
    ].join('\n');
  };
}

/** Runs `check`; if it fails, its error says what each witness saw. */
export async function explained(
  check: () => Promise<void>,
  witnesses: (() => Promise<string>)[],
): Promise<void> {
  try {
    await check();
  } catch (error) {
    const seen = await Promise.all(witnesses.map((report) => report()));
    if (error instanceof Error) error.message = `${error.message}\n\n${seen.join('\n\n')}`;
    throw error;
  }
}
