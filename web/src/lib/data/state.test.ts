import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING, OFFLINE, nothingCachedYet } from './state';

describe('nothingCachedYet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is loading while the device says it is online: the server may still answer', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(nothingCachedYet()).toBe(LOADING);
  });

  it('is offline when the device says it has no connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(nothingCachedYet()).toBe(OFFLINE);
  });
});
