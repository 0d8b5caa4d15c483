import { defineMessages, type MessageBook } from '../../../lib/i18n/messages';

const en = {
  title: "You don't have access to this page",
  asRole:
    "As {role} of {org}, you can't open this page. Ask a super admin of the organization if you need it.",
  chooseFirst: 'Choose an organization first.',
  back: 'Back to Dashboard',
  thisOrganization: 'this organization',
};

/**
 * The page a role may not open. Its own small book: RequireRole (which every signed-in page
 * loads) shows it, and must not bring the organization screens' texts along. Typed, not
 * inferred: the Hindi chunk's type refers back to this book.
 */
export const noAccessMessages: MessageBook<typeof en> = defineMessages(
  'organizations.noAccess',
  en,
  {
    hi: () => import('./messages.hi').then((m) => m.hi),
  },
);
