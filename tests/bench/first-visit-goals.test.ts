import { describe, expect, it } from 'vitest';
import {
  allGoalsMet,
  figuresTable,
  goalOf,
  REPEAT_VISIT_LABEL,
  requestedBeforeIdle,
  type RunFigures,
} from './first-visit-goals';

const run = (figures: Partial<RunFigures>): RunFigures => ({
  score: 95,
  lcpMs: 700,
  tbtMs: 150,
  beforeIdleBytes: 390 * 1024,
  idleBytes: 30 * 1024,
  brotliBytes: 330 * 1024,
  lcpElement: '"Village Student Directory" (h1)',
  benchmarkIndex: 2100,
  ...figures,
});

describe('goalOf', () => {
  it('holds a signed-in route to 400 KB before idle, 15 KB more in Hindi, /signin to 200', () => {
    expect(goalOf('/students').beforeIdleKb).toBe(400);
    expect(goalOf('/students in Hindi').beforeIdleKb).toBe(415);
    expect(goalOf('/signin').beforeIdleKb).toBe(200);
    expect(goalOf('/signin in Hindi').beforeIdleKb).toBe(215);
    expect(goalOf('/organization')).toMatchObject({ scoreMedian: 90, scoreWorst: 85, tbtMs: 300 });
    expect(goalOf(REPEAT_VISIT_LABEL)).toMatchObject({ scoreMedian: 92 });
  });
});

describe('figuresTable', () => {
  it('marks every figure that meets its goal', () => {
    const table = figuresTable([{ label: '/students', runs: [run({}), run({}), run({})] }]);
    expect(table[2]).toContain('150 ms ✔');
    expect(table[2]).toContain('390.0 KB ✔ (≤ 400 KB)');
    expect(table[2]).toContain('30.0 KB ✔ (≤ 40 KB)');
    expect(allGoalsMet(table)).toBe(true);
  });

  it('marks a median blocking time, a worst score and idle loads over their goals', () => {
    const table = figuresTable([
      {
        label: '/students in Hindi',
        runs: [
          run({ tbtMs: 549, score: 84 }),
          run({ tbtMs: 359 }),
          run({ tbtMs: 635, idleBytes: 41 * 1024 }),
        ],
      },
    ]);
    expect(table[2]).toContain('549 ms ✖ (359 ms–635 ms) (≤ 300 ms)');
    expect(table[2]).toContain('worst 84 ✖ (≥ 90 / ≥ 85)');
    expect(table[2]).toContain('30.0 KB ✔ (≤ 40 KB)');
    expect(allGoalsMet(table)).toBe(false);
  });

  it("gives the host's benchmark index of the runs, median and range", () => {
    const table = figuresTable([
      {
        label: '/students',
        runs: [
          run({ benchmarkIndex: 2179 }),
          run({ benchmarkIndex: 1191.5 }),
          run({ benchmarkIndex: 1951 }),
        ],
      },
    ]);
    expect(table[0]).toContain('host CPU: benchmark index');
    expect(table[2]).toMatch(/\| 1951 \(1192–2179\) \|$/);
  });

  it('holds the repeat visit to its score and leaves its weight to the line below', () => {
    const table = figuresTable([{ label: REPEAT_VISIT_LABEL, runs: [run({ score: 91 })] }]);
    expect(table[2]).toContain('91 ✖ (91–91) (≥ 92)');
    expect(table[2]).toContain('no app code fetched: see below');
  });
});

describe('requestedBeforeIdle', () => {
  it('leaves out the first idle load, asked for a fraction of a millisecond "before" the mark', () => {
    const requests = [
      { url: 'start.js', rendererStartTime: 84 },
      { url: 'Snackbar.js', rendererStartTime: 1785 },
      { url: 'Popper.js', rendererStartTime: 1791.82 },
      { url: 'UserMenuPanel.js', rendererStartTime: 1848.96 },
    ];
    expect(requestedBeforeIdle(requests, 1792.07).map(({ url }) => url)).toEqual([
      'start.js',
      'Snackbar.js',
    ]);
  });
});
