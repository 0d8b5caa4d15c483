import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core (WCAG 2.0 and 2.1, levels A and AA) on a page once it has settled: no violation of
// impact serious or critical. Soft assertions, so that one run lists every page's violations.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A violation as a failure message shows it: the rule, where, and what axe says is wrong. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    at ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
  );
  return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
}

/** Waits until no finite animation or transition runs (a spinner's endless one is left out). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function expectAccessible(page: Page, where: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect
    .soft(
      blocking.map(describeViolation),
      `axe on ${where}: serious or critical WCAG 2.1 AA violations`,
    )
    .toEqual([]);
}
