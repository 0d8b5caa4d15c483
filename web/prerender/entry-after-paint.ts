/*
 * A prerendered page is whole before any script runs; the app's code only makes it live. As Vite
 * writes it, the entry is a module script in the head: fetched while the head is parsed, and run
 * once the HTML is parsed but before the next frame. A phone that downloads it quickly then
 * spends a few hundred milliseconds evaluating half a megabyte of code before it paints a page it
 * already has, and on a slow link the code's download shares the line with the page's own HTML.
 * Here the entry is asked for only once the first frame has been painted: the page shows first,
 * then the code arrives and hydrates it. It costs the app one frame's wait before its download.
 */

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * Imports `src` after the next paint: a timer set inside an animation frame fires once that frame
 * has been drawn. A page opened in a background tab gets no frames until it is shown; the plain
 * timer starts it there too.
 */
function afterPaintScript(src: string): string {
  return (
    `<script>(function(){var s=0;function r(){if(!s){s=1;import(${JSON.stringify(src)})}}` +
    'requestAnimationFrame(function(){setTimeout(r)});setTimeout(r,500)})()</script>'
  );
}

/**
 * `template` (vite build's index.html) without its module scripts in the head, and with a script
 * at the end of the body that imports the last of them, the entry (which imports the others),
 * after the first paint.
 */
export function entryAfterPaint(template: string): string {
  const sources = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  const entry = sources.at(-1);
  if (!entry) throw new Error('index.html has no module script: is it vite build’s?');
  return template
    .replace(MODULE_SCRIPT, '')
    .replace('</body>', `${afterPaintScript(entry)}</body>`);
}
