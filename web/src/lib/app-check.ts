import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * Starts App Check with reCAPTCHA Enterprise: Firestore and the callables then send a token with
 * each request, which they refuse without once enforcement is on (docs/deploy.md). Cannot run
 * here: the provider needs Google's reCAPTCHA servers.
 */
export function startAppCheck(app: FirebaseApp, siteKey: string) {
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
