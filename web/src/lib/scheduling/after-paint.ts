/**
 * Work that must wait until what is on screen now has been shown: the router, whose creation
 * starts the pages' downloads and replaces the loading skeleton (App.tsx).
 */

export interface AfterPaintOptions {
  /**
   * Wait until the browser has reported the paint as a largest-contentful-paint entry. Chrome
   * records a text's paint only once its frame has been presented, a frame or two after it was
   * drawn; a text removed before then is forgotten, and the next text drawn in its place counts
   * instead, however late. Browsers without such entries fall back to the next drawn frame.
   */
  awaitLargestPaint?: boolean;
  /** The latest the callback runs: a hidden tab draws no frames and reports no paints. */
  timeoutMs?: number;
}

/** The latest `afterPaint` waits by default. */
export const AFTER_PAINT_TIMEOUT_MS = 250;

const LARGEST_PAINT = 'largest-contentful-paint';

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(LARGEST_PAINT)
  );
}

/**
 * Runs `callback` once, after the next frame has been drawn (or reported, see
 * `awaitLargestPaint`), and at the latest after `timeoutMs`. Returns a function that cancels it.
 */
export function afterPaint(
  callback: () => void,
  { awaitLargestPaint = false, timeoutMs = AFTER_PAINT_TIMEOUT_MS }: AfterPaintOptions = {},
): () => void {
  const cleanups: Array<() => void> = [];
  let settled = false;
  const cancel = () => {
    settled = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const run = () => {
    if (settled) return;
    cancel();
    callback();
  };

  const timeout = setTimeout(run, timeoutMs);
  cleanups.push(() => clearTimeout(timeout));

  if (awaitLargestPaint && reportsLargestPaint()) {
    const observer = new PerformanceObserver(run);
    // Buffered: a paint reported before this call counts too.
    observer.observe({ type: LARGEST_PAINT, buffered: true });
    cleanups.push(() => observer.disconnect());
  } else {
    // requestAnimationFrame runs just before the next frame is drawn; a timeout from there runs
    // after it.
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(run)));
    cleanups.push(() => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
    });
  }
  return cancel;
}
