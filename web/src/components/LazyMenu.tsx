import { lazyUntilOpen } from './lazy-until-open';

/**
 * MUI's Menu, loaded when it first opens. Every Select (a TextField with `select`, such as the
 * directory's level filter) carries its Menu, and the Menu its Popover and Modal, though the
 * options show only once the select is opened.
 */
const LazyMenu = lazyUntilOpen(() => import('@mui/material/Menu'), 'Menu');
export default LazyMenu;
