/// <reference types="google.maps" />
import { vi, type Mock } from 'vitest';

// @googlemaps/jest-mocks builds its mocks with a global `jest` when its module is evaluated:
// vitest's `vi` stands in for it, set before the (dynamic, hence later) import below.
(globalThis as unknown as { jest: unknown }).jest = vi;
const mocks = await import('@googlemaps/jest-mocks');

export const { mockInstances } = mocks;

/** Spies on the constructors whose options the tests read (the mocks do not keep them). */
export interface GoogleMapsSpies {
  createMap: Mock<(...args: ConstructorParameters<typeof google.maps.Map>) => void>;
  createInfoWindow: Mock<(...args: ConstructorParameters<typeof google.maps.InfoWindow>) => void>;
}

/** A fresh `google.maps` mock for one test, as if the script had loaded. */
export function installGoogleMapsMocks(): GoogleMapsSpies {
  mocks.initialize();
  // jest-mocks 2.22 has no google.maps.Settings, which the library reads once loaded.
  google.maps.Settings = { getInstance: () => ({}) } as unknown as typeof google.maps.Settings;
  const spies: GoogleMapsSpies = { createMap: vi.fn(), createInfoWindow: vi.fn() };
  const MockMap = google.maps.Map;
  google.maps.Map = class extends MockMap {
    constructor(...args: ConstructorParameters<typeof google.maps.Map>) {
      spies.createMap(...args);
      super(...args);
    }
  };
  const MockInfoWindow = google.maps.InfoWindow;
  google.maps.InfoWindow = class extends MockInfoWindow {
    constructor(...args: ConstructorParameters<typeof google.maps.InfoWindow>) {
      spies.createInfoWindow(...args);
      super(...args);
    }
  };
  return spies;
}
