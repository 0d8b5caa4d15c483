// What AuthProvider loads after the first render to follow the session, as a module of its own.
// Named imports, not a dynamic import of firebase/auth itself: the bundler cannot tell which exports
// a dynamically imported module's users take, so it would keep all of Firebase Auth (phone and
// multi-factor sign-in, reCAPTCHA, every OAuth provider: about 13 KB gzipped) on every page.
export { onIdTokenChanged } from 'firebase/auth';
export { auth } from '../firebase';
