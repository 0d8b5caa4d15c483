import { defineMessages, type MessagesOf } from '../../../lib/i18n/messages';

/**
 * The account menu's texts and the sign-out dialog's: in the signed-in layout's chunk, never on
 * the sign-in pages.
 */
const en = {
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
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const accountMessages = defineMessages('auth.account', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
