import { defineMessages, type MessagesOf } from '../../lib/i18n/messages';

/** The pages outside the app: 404, the terms and the privacy policy. */
const en = {
  notFound: 'Oops! Page not found',
  legalUpdated: 'Village Education · last updated November 2026',

  'terms.title': 'Terms of Service',
  'terms.who.heading': 'Who may use Village Education',
  'terms.who.body':
    'Village Education is for the staff of schools and education organisations who keep the records of their students. You may create an account for yourself only, and you must keep your password to yourself.',
  'terms.records.heading': "Your organization's records",
  'terms.records.body':
    'The records you enter belong to your organization. Enter only what your organization needs to educate and look after its students, keep them accurate, and remove what is no longer needed. Records of children need the consent of a parent or guardian where the law asks for it.',
  'terms.roles.heading': 'Roles',
  'terms.roles.body':
    "An organization's super admins decide who may see and change its records. Do not try to reach records your role does not allow; every attempt is refused and may be reviewed.",
  'terms.availability.heading': 'Availability',
  'terms.availability.body':
    'The app keeps working offline and sends your changes when the connection returns. We work to keep it available but cannot promise it never fails; keep paper records your organization is required to keep.',

  'privacy.title': 'Privacy Policy',
  'privacy.kept.heading': 'What we keep',
  'privacy.kept.body':
    "For your account: your name, email address and, if you sign in with Google, your profile photo. For students, what your organization enters: name, date of birth, gender, education, school, address and location, and the parent or guardian's name, phone number and occupation.",
  'privacy.who.heading': 'Who can see it',
  'privacy.who.body':
    "Student records are visible only to the staff of their own organization (super admins and organization users). End users see the organization's figures, never a student's name, address, contact or location. This is enforced by the server, not only by the screens.",
  'privacy.device.heading': 'On this device',
  'privacy.device.body':
    "So that the app works offline, the records you open are kept on this device. When you sign out on a shared phone, choose to remove this device's saved data.",
  'privacy.email.heading': 'Email',
  'privacy.email.body':
    'We send email only to verify your address, to reset your password, and to deliver an invitation a super admin sent you. We do not sell or share personal data.',
};

export type MiscKey = keyof typeof en;

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const miscMessages = defineMessages('misc', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
