import { describe, expect, it } from 'vitest';
import { emulatorHostsFrom, firebaseConfigFrom } from './firebase-config';

describe('firebase config', () => {
  it('defaults to the demo project, which needs no credentials', () => {
    expect(firebaseConfigFrom({}).projectId).toBe('demo-village-education');
    expect(firebaseConfigFrom({ VITE_FIREBASE_PROJECT_ID: 'village-prod' }).projectId).toBe(
      'village-prod',
    );
  });

  it('uses the emulators for a demo project, on the page host', () => {
    expect(emulatorHostsFrom({}, 'localhost')).toEqual({
      auth: 'http://localhost:9099',
      firestore: { host: 'localhost', port: 8080 },
      functions: { host: 'localhost', port: 5001 },
    });
  });

  it('talks to the real project unless told to use emulators', () => {
    const real = { VITE_FIREBASE_PROJECT_ID: 'village-prod' };
    expect(emulatorHostsFrom(real, 'example.org')).toBeUndefined();
    expect(emulatorHostsFrom({ ...real, VITE_USE_EMULATORS: 'true' }, 'example.org')?.auth).toBe(
      'http://example.org:9099',
    );
    expect(emulatorHostsFrom({ VITE_USE_EMULATORS: 'false' }, 'localhost')).toBeUndefined();
  });
});
