import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadWhenIdle } from './load-when-idle';

function NothingOpen() {
  return null;
}

interface Openable {
  open?: boolean;
  keepMounted?: boolean;
}

/**
 * A stand-in for one of MUI's overlays (Popper, Modal) that loads the real one the first time it
 * opens. While closed and not kept mounted, MUI's own draws nothing either, so until then this
 * draws nothing; from then on it is the real one, which can play its closing transition. The build
 * gives MUI components these in place of their overlays (web/build/lazy-overlays.ts).
 */
export function lazyUntilOpen<Props extends Openable>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  name: string,
) {
  // Offline before it has loaded, it cannot: it then stays closed (a tooltip not shown) rather
  // than failing the page.
  const Overlay = lazy(() => load().catch(() => ({ default: NothingOpen })));
  // Loaded in an idle moment anyway, so that it can open once the link has dropped.
  loadWhenIdle(load);
  // React passes the `ref` MUI gives the overlay along with the props.
  function LazyUntilOpen(props: Props) {
    const [wanted, setWanted] = useState(false);
    const opening = Boolean(props.open || props.keepMounted);
    if (opening && !wanted) setWanted(true);
    if (!wanted && !opening) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  LazyUntilOpen.displayName = `Lazy${name}`;
  return LazyUntilOpen;
}
