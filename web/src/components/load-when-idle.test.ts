import { describe, expect, it } from 'vitest';
import { createIdleLoader } from './load-when-idle';

/** A host whose idle moments and link the test steps through by hand. */
function fakeHost() {
  const idle: (() => void)[] = [];
  const onlineWaiters: (() => void)[] = [];
  const host = {
    isOnline: true,
    whenIdle: (run: () => void) => idle.push(run),
    online: () => host.isOnline,
    whenOnline: (run: () => void) => onlineWaiters.push(run),
    /** Runs the next idle moment, then lets the load it started settle. */
    async idle() {
      const run = idle.shift();
      expect(run, 'an idle moment was asked for').toBeDefined();
      run!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    pendingIdle: () => idle.length,
    reconnect() {
      host.isOnline = true;
      for (const run of onlineWaiters.splice(0)) run();
    },
  };
  return host;
}

describe('createIdleLoader', () => {
  it('loads one part per idle moment, in the order the parts were added', async () => {
    const host = fakeHost();
    const loader = createIdleLoader(host);
    const loaded: string[] = [];
    loader.add(async () => loaded.push('calendar'));
    loader.add(async () => loaded.push('dialog'));
    expect(loaded).toEqual([]);
    await host.idle();
    expect(loaded).toEqual(['calendar']);
    await host.idle();
    expect(loaded).toEqual(['calendar', 'dialog']);
    await host.idle(); // finds the queue empty and stops asking
    expect(host.pendingIdle()).toBe(0);

    loader.add(async () => loaded.push('menu'));
    await host.idle();
    expect(loaded).toEqual(['calendar', 'dialog', 'menu']);
  });

  it('says once, as the first part starts in an idle moment, that the idle loads began', async () => {
    const host = fakeHost();
    let told = 0;
    const loader = createIdleLoader({ ...host, firstLoadStarts: () => (told += 1) });
    loader.add(async () => undefined);
    loader.add(async () => undefined);
    expect(told).toBe(0);
    await host.idle();
    expect(told).toBe(1);
    await host.idle();
    expect(told).toBe(1);
  });

  it('waits for the link while offline, and tries a part that failed offline again', async () => {
    const host = fakeHost();
    const loader = createIdleLoader(host);
    let attempts = 0;
    loader.add(async () => {
      attempts += 1;
      if (!host.isOnline) throw new TypeError('Failed to fetch');
    });
    host.isOnline = false;
    await host.idle();
    expect(attempts).toBe(0);
    expect(host.pendingIdle()).toBe(0);

    host.reconnect();
    await host.idle();
    expect(attempts).toBe(1);
  });

  it('gives up on a part that keeps failing while online (removed by a deploy)', async () => {
    const host = fakeHost();
    const loader = createIdleLoader(host);
    let attempts = 0;
    loader.add(async () => {
      attempts += 1;
      throw new Error('404');
    });
    for (let moment = 0; moment < 3; moment += 1) await host.idle();
    expect(attempts).toBe(3);
    await host.idle();
    expect(host.pendingIdle()).toBe(0);
    expect(attempts).toBe(3);
  });
});
