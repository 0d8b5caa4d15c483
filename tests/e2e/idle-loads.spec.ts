import { expect, test, type Page } from '@playwright/test';
import { IDLE_LOADS_MARK } from '../../web/src/components/idle-loads-mark';
import { appPath } from './support/app';
import { addStudents, enterOrganization, organizationWithAdmin } from './support/students';

// The parts a page loads once it is idle (the account menu, dialogs, overlays: so that they open
// offline before the service worker has cached them) must not compete with what the page needs
// to become usable: the weight budget counts them apart on that condition.

/** The page's timeline: its load event, first paint, first student shown, the idle mark, and when
 * each file of the account menu's chunk was asked for (ms from the navigation's start). */
function timeline(page: Page) {
  return page.evaluate((mark) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventEnd ?? NaN,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      idleLoads: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
      studentShown: performance.getEntriesByName('test:first-student-shown')[0]?.startTime ?? NaN,
      accountMenu: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/UserMenuPanel-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    };
  }, IDLE_LOADS_MARK);
}

test('the idle loads start only once the page has loaded, shown its data and gone quiet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await organizationWithAdmin('Idle Loads School');
  await addStudents(org.orgId, org.uid, [
    { name: 'Sunita Verma', educationLevel: '3rd Standard', school: 'Village School Alipur' },
  ]);
  await enterOrganization(page, org);

  // When the directory first shows a student: the page is usable from then on.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('article')) return;
      performance.mark('test:first-student-shown');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // A fresh document: its timeline starts again.
  await page.goto(appPath('students'));
  await expect(page.getByRole('article').filter({ hasText: 'Sunita Verma' })).toBeVisible({
    timeout: 60_000,
  });
  // The account menu is one of the idle loads of every signed-in page: wait until it is in.
  await expect
    .poll(async () => (await timeline(page)).accountMenu.length, { timeout: 60_000 })
    .toBeGreaterThan(0);

  const { loaded, firstPaint, studentShown, idleLoads, accountMenu } = await timeline(page);
  expect(loaded).toBeGreaterThan(0);
  expect(firstPaint).toBeGreaterThan(0);
  expect(idleLoads).toBeGreaterThanOrEqual(loaded);
  expect(idleLoads).toBeGreaterThan(firstPaint);
  // Not while the page still waits for its data: that shares the link with them.
  expect(studentShown).toBeGreaterThan(0);
  expect(idleLoads).toBeGreaterThanOrEqual(studentShown);
  for (const askedAt of accountMenu) expect(askedAt).toBeGreaterThanOrEqual(idleLoads);
});
