import { defineMessages, type MessagesOf } from '../lib/i18n/messages';

/**
 * The signed-in shell's texts: the layout's (app/layout), the account menu's and the sign-out
 * dialog's (features/auth/components), the organization switcher's
 * (features/organizations/components), the sync chip's (SyncStatus.tsx) and the page a role may not
 * open (features/organizations/no-access, which RequireRole shows). They travel with the
 * signed-in layout, not in the core catalog, so the sign-in pages do not carry them; and they are
 * one book, so a Hindi reader fetches their Hindi in one file rather than four.
 */
const en = {
  // The layout: the sidebar's heading, the app bar's menu button
  'shell.tagline': 'Student Management System',
  'shell.mainNavigation': 'Main',
  'shell.openMenu': 'Open Menu',
  'shell.toggleSidebar': 'Toggle Sidebar',

  // The academic year: the header's chip (its year drawn, these words read) and the account menu
  'academicYear.name': 'Academic year',
  'academicYear.label': 'Academic year {year}',

  // The account menu and the sign-out dialog
  'account.button': 'Account: {name}',
  'account.signedIn': 'Signed in',
  'account.noName': 'No name',
  'account.organization': 'Organization',
  'account.allOrganizations': 'All organizations',
  'account.signOut': 'Sign out',
  'signOut.title': 'Sign out?',
  'signOut.explanation':
    'Records you opened stay on this device so the app works offline. On a shared phone, remove them.',
  'signOut.clearData': "Also remove this device's saved data",
  'signOut.notSent': 'The changes could not be sent. Try again when you are online.',
  'signOut.failed': 'You could not be signed out. Try again.',
  'signOut.discardCount': {
    one: 'Discard {count} unsaved change',
    other: 'Discard {count} unsaved changes',
  },
  'signOut.discard': 'Discard unsaved changes',
  'signOut.unsentCount': {
    one: '{count} change made on this device has not reached the server yet.',
    other: '{count} changes made on this device have not reached the server yet.',
  },
  'signOut.unsentEarlier': 'Changes made on this device earlier have not reached the server yet.',
  'signOut.wouldLose': {
    one: "Removing this device's data now would lose it. Wait until they are sent, or discard them.",
    other:
      "Removing this device's data now would lose them. Wait until they are sent, or discard them.",
  },
  'signOut.sendingCount': {
    one: 'Sending {count} change to the server…',
    other: 'Sending {count} changes to the server…',
  },
  'signOut.sending': 'Sending the changes to the server…',
  'signOut.afterSending': 'You will be signed out once they are through.',
  'signOut.stopWaiting': 'Stop waiting',
  'signOut.waitThenSignOut': 'Wait, then sign out',

  // The organization switcher
  'orgSwitcher.loading': 'Loading…',
  'orgSwitcher.button': 'Organization: {name}. Switch organization',
  'orgSwitcher.none': 'none',
  'orgSwitcher.select': 'Select organization',
  'orgSwitcher.searchPlaceholder': 'Search organizations...',
  'orgSwitcher.search': 'Search organizations',
  'orgSwitcher.noneFound': 'No organizations found.',
  'orgSwitcher.list': 'Your organizations',
  'orgSwitcher.create': 'Create Organization',

  // The sync status chip
  'sync.notSaved': 'Not saved: {what}',
  'sync.waitingCount': {
    one: '{count} change waiting to sync',
    other: '{count} changes waiting to sync',
  },
  'sync.waiting': 'Changes waiting to sync',
  'sync.offline': 'Offline',
  'sync.sending': 'Sending your saved changes to the server.',
  'sync.offlinePending':
    'You are offline. Your changes are saved on this device and will sync when you are back online.',
  'sync.offlineIdle': 'You are offline. You can keep working with the records on this device.',

  // The page a role may not open
  'noAccess.title': "You don't have access to this page",
  'noAccess.asRole':
    "As {role} of {org}, you can't open this page. Ask a super admin of the organization if you need it.",
  'noAccess.chooseFirst': 'Choose an organization first.',
  'noAccess.back': 'Back to Dashboard',
  'noAccess.thisOrganization': 'this organization',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const shellMessages = defineMessages('shell', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
