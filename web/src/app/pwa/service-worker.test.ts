import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  loadedAssetUrls,
  reloadToUpdate,
  useUpdateWaiting,
  watchForUpdates,
} from './service-worker';

/** A worker with the parts the page uses: its state, statechange and postMessage. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState };
}

function fakeRegistration() {
  return Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
  }) as unknown as ServiceWorkerRegistration & {
    waiting: ServiceWorker | null;
    installing: ServiceWorker | null;
  };
}

/** The page's navigator.serviceWorker: the worker controlling the page, and its events. */
function fakeContainer(controller: ServiceWorker | null) {
  return Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer;
}

function install(registration: ReturnType<typeof fakeRegistration>) {
  const worker = fakeWorker('installing');
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  (worker as { state: ServiceWorkerState }).state = 'installed';
  registration.waiting = worker;
  worker.dispatchEvent(new Event('statechange'));
  return worker;
}

describe('the service worker in the page', () => {
  it('does not offer a reload for the first install (nothing controls the page yet)', () => {
    const { result } = renderHook(() => useUpdateWaiting());
    const registration = fakeRegistration();
    watchForUpdates(registration, fakeContainer(null));
    act(() => void install(registration));
    expect(result.current).toBe(false);
  });

  it('offers a new version once it has installed, and switches to it only when asked', () => {
    const { result } = renderHook(() => useUpdateWaiting());
    const registration = fakeRegistration();
    const container = fakeContainer(fakeWorker('activated'));
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    expect(result.current).toBe(false);
    let waiting: ServiceWorker | undefined;
    act(() => {
      waiting = install(registration);
    });
    expect(result.current).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    reloadToUpdate();
    expect(waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    // The new worker takes control: one reload, however many times the event comes.
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tab where Reload was not pressed when another tab switched', () => {
    const registration = fakeRegistration();
    const container = fakeContainer(fakeWorker('activated'));
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    act(() => void install(registration));
    // Another tab pressed Reload: the new worker took every tab, this one included.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the very first worker takes control', () => {
    const registration = fakeRegistration();
    const container = fakeContainer(null);
    const reload = vi.fn();
    watchForUpdates(registration, container, reload);
    act(() => void install(registration));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('loadedAssetUrls', () => {
  it("names each of the app's code files the page loaded once, and nothing else", () => {
    const assets = 'https://village.test/app/assets/';
    expect(
      loadedAssetUrls(
        [
          { name: `${assets}start-a1.js` },
          { name: 'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen' },
          { name: `${assets}Report-b2.js` },
          { name: 'https://village.test/app/manifest.webmanifest' },
          { name: `${assets}start-a1.js` },
        ],
        assets,
      ),
    ).toEqual([`${assets}start-a1.js`, `${assets}Report-b2.js`]);
  });
});
