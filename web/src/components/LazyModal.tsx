import { lazyUntilOpen } from './lazy-until-open';

/**
 * MUI's Modal, loaded when it first opens. The signed-in shell's sidebar is a Drawer, which brings
 * the Modal (focus trap, backdrop, portal) for its phone variant even on a computer, where it is a
 * docked panel, and even on a phone until the menu is opened.
 */
const LazyModal = lazyUntilOpen(() => import('@mui/material/Modal'), 'Modal');
export default LazyModal;
