import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_TIMEOUT_MS, afterPaint } from './after-paint';

/**
 * jsdom draws no frames and reports no paints: a stand-in for the browser's PerformanceObserver
 * lets a test report a largest-contentful-paint entry when it chooses.
 */
class PaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static live = new Set<PaintObserver>();
  readonly observed: PerformanceObserverInit[] = [];
  constructor(private readonly report: () => void) {}
  observe(init: PerformanceObserverInit) {
    this.observed.push(init);
    PaintObserver.live.add(this);
  }
  disconnect() {
    PaintObserver.live.delete(this);
  }
  static reportPaint() {
    for (const observer of [...PaintObserver.live]) observer.report();
  }
}

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    PaintObserver.live.clear();
  });

  it('runs after the next frame has been drawn', () => {
    const callback = vi.fn();
    afterPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's own callbacks ran; the work waits for the task after it.
    expect(callback).not.toHaveBeenCalled();
    // (A timeout without a delay waits at least 1 ms, in the fake clock as in browsers.)
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('with awaitLargestPaint, waits past drawn frames until the browser reports the paint', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const callback = vi.fn();
    afterPaint(callback, { awaitLargestPaint: true });
    expect([...PaintObserver.live][0]?.observed).toEqual([
      { type: 'largest-contentful-paint', buffered: true },
    ]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS - 100);
    expect(callback).not.toHaveBeenCalled();

    PaintObserver.reportPaint();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(PaintObserver.live.size).toBe(0);
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the timeout when no paint is reported (a hidden tab)', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const callback = vi.fn();
    afterPaint(callback, { awaitLargestPaint: true, timeoutMs: 400 });
    vi.advanceTimersByTime(399);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(PaintObserver.live.size).toBe(0);
    PaintObserver.reportPaint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to the next drawn frame where the browser reports no largest paints', () => {
    class OtherEntriesOnly extends PaintObserver {
      static override supportedEntryTypes = ['navigation'];
    }
    vi.stubGlobal('PerformanceObserver', OtherEntriesOnly);
    const callback = vi.fn();
    afterPaint(callback, { awaitLargestPaint: true });
    expect(PaintObserver.live.size).toBe(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const framed = vi.fn();
    const reported = vi.fn();
    afterPaint(framed)();
    afterPaint(reported, { awaitLargestPaint: true })();
    PaintObserver.reportPaint();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS);
    expect(framed).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });
});
