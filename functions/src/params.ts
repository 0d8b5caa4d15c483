// Deployment parameters (firebase-functions params). On the emulators they come from
// functions/.env.<projectId> (committed for demo-village-education) or functions/.env.local;
// on a real project from `firebase deploy`'s prompt or functions/.env.<projectId>, and the
// password from Secret Manager (`npx firebase functions:secrets:set SMTP_PASS`).
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_FUNCTIONS_REGION } from '@village/model/constants';
import type { SmtpConfig } from './mail';

/**
 * The region of every function (functions/src/options.ts). Firestore triggers must run where the
 * database is: its location, or for a multi-region its home region (nam5: us-central1, eur3:
 * europe-west1). The web build's VITE_FUNCTIONS_REGION must name the same region.
 */
export const FUNCTIONS_REGION = defineString('FUNCTIONS_REGION', {
  default: DEFAULT_FUNCTIONS_REGION,
  description: "Region of the functions: the Firestore database's region",
});

/**
 * Callables refuse requests without a valid App Check token: only our web app may call them. On
 * by default; off on the emulators (.env.demo-village-education), where no App Check backend
 * answers and `npm start` must work offline.
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callable requests without a valid App Check token',
});

/**
 * SMTP server for invitation emails. Set: the functions send them, and write no mail/{id}
 * document. Empty: they go to the mail outbox instead, for the Trigger Email extension.
 */
export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '',
  description:
    'SMTP server for invitation emails (empty: they are written to the mail outbox for the Trigger Email extension instead)',
});
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 587, description: 'SMTP port' });
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', {
  default: false,
  description: 'Connect with TLS from the start (port 465); otherwise STARTTLS when offered',
});
export const SMTP_USER = defineString('SMTP_USER', {
  default: '',
  description: 'SMTP user name (empty: no authentication)',
});
export const SMTP_PASS = defineSecret('SMTP_PASS');
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Village Education <no-reply@village-education.example>',
  description: 'Sender of invitation emails',
});
/** The web app's address, ending in its base path; invitation links start with it. */
export const APP_URL = defineString('APP_URL', {
  default: 'http://127.0.0.1:5000/village-education/',
  description:
    "The web app's URL including its base path, e.g. https://example.web.app/village-education/",
});

/** The SMTP settings, or undefined when no SMTP host is configured. */
export function smtpConfig(): SmtpConfig | undefined {
  const host = SMTP_HOST.value().trim();
  if (!host) return undefined;
  const user = SMTP_USER.value().trim();
  return {
    host,
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value(),
    user,
    pass: user ? SMTP_PASS.value() : '',
    from: MAIL_FROM.value(),
  };
}
