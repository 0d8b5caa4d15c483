import type { Page } from '@playwright/test';

/**
 * Texts the layout cuts off, as a reader would see them: each visible text whose line boxes reach
 * outside an ancestor that clips (overflow other than visible), vertically at all, or
 * horizontally without an ellipsis. Devanagari's letters are taller than Latin ones and Hindi
 * words often longer, so a box sized for English can cut them. Also reported: a page wider than
 * the screen (a sideways scroll on a phone). Screen-reader-only texts (clipped to 1 px on
 * purpose) are left out.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tolerance = 1;
    const describe = (element: Element, text: string) => {
      const tag = element.tagName.toLowerCase();
      const classes = Array.from(element.classList)
        .filter((name) => !/^css-/.test(name))
        .slice(0, 2);
      return `"${text.slice(0, 60)}" in <${tag}${classes.length ? ` class="${classes.join(' ')}"` : ''}>`;
    };
    // Not drawn for the eye: clipped to 1 px for screen readers, or transparent (the copy of an
    // outlined field's label that sizes the notch in its border).
    const isNotShown = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return true;
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
        if (style.opacity === '0') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      if (lines.length === 0 || isNotShown(element)) continue;
      const top = Math.min(...lines.map((rect) => rect.top));
      const bottom = Math.max(...lines.map((rect) => rect.bottom));
      const left = Math.min(...lines.map((rect) => rect.left));
      const right = Math.max(...lines.map((rect) => rect.right));
      // Past a box that scrolls in an axis, the text can be scrolled into view in that axis.
      let reachableX = false;
      let reachableY = false;
      for (
        let box: Element | null = element;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const boxStyle = getComputedStyle(box);
        const clipsX = boxStyle.overflowX !== 'visible';
        const clipsY = boxStyle.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const rect = box.getBoundingClientRect();
        // The padding box: the border is not room for text.
        const inner = {
          top: rect.top + box.clientTop,
          left: rect.left + box.clientLeft,
          bottom: rect.top + box.clientTop + box.clientHeight,
          right: rect.left + box.clientLeft + box.clientWidth,
        };
        // A box that scrolls (a table, a list) shows the rest by scrolling: not cut.
        const scrollsY = clipsY && /auto|scroll/.test(boxStyle.overflowY);
        const scrollsX = clipsX && /auto|scroll/.test(boxStyle.overflowX);
        const ellipsis = getComputedStyle(element).textOverflow === 'ellipsis';
        if (
          clipsY &&
          !scrollsY &&
          !reachableY &&
          (top < inner.top - tolerance || bottom > inner.bottom + tolerance)
        ) {
          problems.push(
            `${describe(element, text)} is cut at the top or bottom by ${describe(box, '')}`,
          );
          break;
        }
        if (
          clipsX &&
          !scrollsX &&
          !reachableX &&
          !ellipsis &&
          (left < inner.left - tolerance || right > inner.right + tolerance)
        ) {
          problems.push(`${describe(element, text)} is cut at a side by ${describe(box, '')}`);
          break;
        }
        reachableX ||= scrollsX;
        reachableY ||= scrollsY;
      }
    }
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > window.innerWidth + tolerance)
      problems.push(`the page is ${page.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    return problems;
  });
}
