import { defineMessages, type MessagesOf } from '../../lib/i18n/messages';

/**
 * The signed-in layout's own texts: the sidebar's heading and the app bar's menu button. (The
 * sidebar's links are the core catalog's `nav.*`: feature pages name them too.)
 */
const en = {
  'shell.tagline': 'Student Management System',
  'shell.mainNavigation': 'Main',
  'shell.openMenu': 'Open Menu',
  'shell.toggleSidebar': 'Toggle Sidebar',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const layoutMessages = defineMessages('app.layout', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
