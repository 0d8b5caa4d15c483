import { defineMessages, type MessagesOf } from '../../../lib/i18n/messages';

/**
 * The app bar's organization switcher and its menu (the organization pages have their own book,
 * ../messages.ts, which the switcher does not need).
 */
const en = {
  'orgSwitcher.loading': 'Loading…',
  'orgSwitcher.button': 'Organization: {name}. Switch organization',
  'orgSwitcher.none': 'none',
  'orgSwitcher.select': 'Select organization',
  'orgSwitcher.searchPlaceholder': 'Search organizations...',
  'orgSwitcher.search': 'Search organizations',
  'orgSwitcher.noneFound': 'No organizations found.',
  'orgSwitcher.list': 'Your organizations',
  'orgSwitcher.create': 'Create Organization',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const organizationSwitcherMessages = defineMessages('organizations.switcher', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
