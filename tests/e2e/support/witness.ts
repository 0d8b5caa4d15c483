import type { Page, Request } from '@playwright/test';

/** Requests open longer than this are named: a long poll or a call that never answered. */
const OPEN_REQUEST_NAMED_AFTER_MS = 5_000;

/** A request's address without its query string's long tail (tokens, session ids). */
function shortUrl(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${url.host}${url.pathname}`.slice(0, 160);
}

/**
 * What a page showed and logged, for a failure the run's output must explain by itself: a test
 * that fails once in many runs leaves no trace (only a retry records one), so its message carries
 * the page's main text, its last console warnings and errors, its workers' starts and ends, and
 * the requests still waiting for an answer (a function, a read, a chunk of code).
 */
export function witness(page: Page, name: string) {
  const logged: string[] = [];
  const open = new Map<Request, number>();
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      logged.push(`${new Date().toISOString()} ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => logged.push(`${new Date().toISOString()} ${error.message}`));
  // A worker started again mid-test (the directory's) means its page was drawn anew.
  page.on('worker', (worker) => {
    const name = worker.url().split('/').pop();
    logged.push(`${new Date().toISOString()} worker started: ${name}`);
    worker.on('close', () => logged.push(`${new Date().toISOString()} worker closed: ${name}`));
  });
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async (): Promise<string> => {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .catch((error: Error) => `(main not read: ${error.message.split('\n')[0]})`);
    const now = Date.now();
    const waiting = [...open]
      .filter(([, since]) => now - since > OPEN_REQUEST_NAMED_AFTER_MS)
      .map(
        ([request, since]) => `open ${Math.round((now - since) / 1000)} s: ${shortUrl(request)}`,
      );
    return [
      `── ${name} at ${page.url()}`,
      shown.replace(/\n{2,}/g, '\n').slice(0, 1_500),
      ...logged.slice(-20),
      ...waiting.slice(-10),
    ].join('\n');
  };
}

/** Runs `check`; if it fails, its error says what each witness saw. */
export async function explained<T>(
  check: () => Promise<T>,
  witnesses: (() => Promise<string>)[],
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const seen = await Promise.all(witnesses.map((report) => report()));
    if (error instanceof Error) error.message = `${error.message}\n\n${seen.join('\n\n')}`;
    throw error;
  }
}
