// The Google popup's resolver, loaded on the click. Named, not a dynamic import of firebase/auth
// itself, which would keep every export of Firebase Auth in the bundle (see auth-observer.ts).
export { browserPopupRedirectResolver } from 'firebase/auth';
