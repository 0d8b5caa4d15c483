import { lazyUntilOpen } from './lazy-until-open';

/**
 * MUI's Popper, loaded when it first opens. MUI's Tooltip draws its bubble in a Popper, which
 * brings the Popper.js positioning engine (about 8 KB gzipped): the signed-in shell has tooltips on
 * every page, but most visits never open one.
 */
const LazyPopper = lazyUntilOpen(() => import('@mui/material/Popper'), 'Popper');
export default LazyPopper;
