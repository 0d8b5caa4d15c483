import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

/** docs/performance.md: each bench keeps its last full run's figures between its own markers. */
const FIGURES_DOC = join(import.meta.dirname, '../../docs/performance.md');

export interface FiguresBlock {
  start: string;
  end: string;
}

/** Writes `lines` between the block's markers, formatted as `npm run lint` expects. */
export async function writeFigures(block: FiguresBlock, lines: readonly string[]) {
  const doc = readFileSync(FIGURES_DOC, 'utf8');
  const start = doc.indexOf(block.start);
  const end = doc.indexOf(block.end);
  if (start < 0 || end < start) {
    console.warn(`${FIGURES_DOC} has no figures block to write into`);
    return;
  }
  const updated = `${doc.slice(0, start + block.start.length)}\n\n${lines.join('\n')}\n\n${doc.slice(end)}`;
  const options = (await prettier.resolveConfig(FIGURES_DOC)) ?? {};
  writeFileSync(FIGURES_DOC, await prettier.format(updated, { ...options, filepath: FIGURES_DOC }));
  console.log(`\nWritten into ${FIGURES_DOC}`);
}
