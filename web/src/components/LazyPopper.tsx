import type { PopperProps } from '@mui/material/Popper';
import { forwardRef, lazy, Suspense, useState } from 'react';

const Popper = lazy(() => import('@mui/material/Popper'));

/**
 * MUI's Popper, loaded the first time it opens. MUI's Tooltip draws its bubble in a Popper, which
 * brings the Popper.js positioning engine (about 7 KB gzipped); the signed-in shell has tooltips on
 * every page, but most visits never open one. The build gives Tooltip this in place of its Popper
 * (web/build/lazy-tooltip-popper.ts): until then a closed Popper draws nothing, as MUI's does.
 */
export const LazyPopper = forwardRef<HTMLDivElement, PopperProps>(function LazyPopper(props, ref) {
  const [wanted, setWanted] = useState(false);
  // Once opened it stays mounted, so that it can play its closing transition as MUI's does.
  if (!wanted && (props.open || props.keepMounted)) setWanted(true);
  if (!wanted && !props.open && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <Popper ref={ref} {...props} />
    </Suspense>
  );
});

export default LazyPopper;
