import { describe, expect, it } from 'vitest';
import { forEachInSlices } from './slices';

describe('forEachInSlices', () => {
  it('visits every item in order, all at once when the work is short', async () => {
    const seen: number[] = [];
    const done = forEachInSlices([1, 2, 3], (item) => seen.push(item), { sliceMs: 1_000 });
    // The first slice runs in the caller's task.
    expect(seen).toEqual([1, 2, 3]);
    await done;
  });

  it('gives the main thread back between slices, so that other tasks run in between', async () => {
    const events: string[] = [];
    const done = forEachInSlices([1, 2, 3], (item) => events.push(`item ${item}`), {
      // Every slice is over at once: a yield before each item after the first.
      sliceMs: 0,
    });
    // The first item at once, in the caller's task; the next after a yield.
    expect(events).toEqual(['item 1']);
    setTimeout(() => events.push('other task'), 0);
    await done;
    expect(events.indexOf('other task')).toBeGreaterThan(0);
    expect(events.indexOf('other task')).toBeLessThan(events.indexOf('item 3'));
    expect(events.filter((event) => event.startsWith('item'))).toEqual([
      'item 1',
      'item 2',
      'item 3',
    ]);
  });

  it('stops when aborted, and says so', async () => {
    const job = new AbortController();
    const seen: number[] = [];
    const done = forEachInSlices(
      [1, 2, 3, 4],
      (item) => {
        seen.push(item);
        if (item === 2) job.abort();
      },
      { sliceMs: 0, signal: job.signal },
    );
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1, 2]);
  });
});
