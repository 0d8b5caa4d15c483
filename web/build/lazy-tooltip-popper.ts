import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LAZY_POPPER = fileURLToPath(new URL('../src/components/LazyPopper.tsx', import.meta.url));
const TOOLTIP = /\/@mui\/material\/Tooltip\/Tooltip\.mjs$/;
const POPPER = '../Popper/index.mjs';

/**
 * Gives MUI's Tooltip a Popper that loads when a tooltip first opens (src/components/LazyPopper):
 * Tooltip imports its Popper, and with it the Popper.js engine, even while every tooltip is closed,
 * so the signed-in shell's tooltips would put it on every first visit. Only Tooltip's import is
 * redirected; the lazy Popper imports the real one. If MUI stops importing it so, the build says so.
 */
export function lazyTooltipPopper(): Plugin {
  let redirected = false;
  let tooltipSeen = false;
  return {
    name: 'village-lazy-tooltip-popper',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !TOOLTIP.test(importer)) return null;
      tooltipSeen = true;
      if (source !== POPPER) return null;
      redirected = true;
      return LAZY_POPPER;
    },
    buildEnd() {
      if (tooltipSeen && !redirected)
        this.warn(
          `MUI's Tooltip no longer imports ${POPPER}: its Popper is bundled eagerly again.`,
        );
    },
  };
}
