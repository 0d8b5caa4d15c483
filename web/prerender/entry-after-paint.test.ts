import { describe, expect, it } from 'vitest';
import { entryAfterPaint } from './entry-after-paint';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Village Education</title>
    <script type="module" crossorigin src="/village-education/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/village-education/assets/start-B.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('entryAfterPaint', () => {
  const page = entryAfterPaint(BUILT);

  it('leaves no module script in the head, where it would be fetched before the paint', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('/assets/');
  });

  it('runs the entry once, after the first frame, from the end of the body', () => {
    const body = page.slice(page.indexOf('<body>'));
    expect(body).toMatch(/<div id="root"><\/div>\s*<script>.*<\/script><\/body>/s);
    expect(body).toContain('import("/village-education/assets/start-B.js")');
    expect(body).not.toContain('rolldown-runtime-A.js');
  });

  it('starts the app on the first frame, or on a timer when no frame comes', () => {
    const script = /<script>(.*)<\/script><\/body>/s.exec(page)?.[1] ?? '';
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    // `import(...)` is syntax, not a call of a function: stand in for it by name.
    const runnable = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'load',
      script.replace('import(', 'load('),
    ) as (
      raf: (run: () => void) => void,
      timeout: (run: () => void, ms?: number) => void,
      load: (src: string) => void,
    ) => void;
    runnable(
      (frame) => frames.push(frame),
      (timer, ms = 0) => timers.push({ run: timer, ms }),
      (src) => imported.push(src),
    );
    expect(imported).toEqual([]);
    frames.shift()?.();
    const afterFrame = timers.find((timer) => timer.ms === 0);
    afterFrame?.run();
    expect(imported).toEqual(['/village-education/assets/start-B.js']);
    for (const timer of timers) timer.run();
    expect(imported, 'the app starts once').toHaveLength(1);
  });

  it('refuses a page with no module script rather than writing a page that never starts', () => {
    expect(() => entryAfterPaint('<html><head></head><body></body></html>')).toThrow(
      /no module script/,
    );
  });
});
