import { afterEach, describe, expect, it } from 'vitest';
import { timed } from './udise-timing';

const NAME = 'village:udise-test-part';
const measures = () => performance.getEntriesByName(NAME, 'measure');

describe('timed', () => {
  afterEach(() => performance.clearMeasures(NAME));

  it('passes the result on and measures the part under its name', async () => {
    await expect(timed(NAME, Promise.resolve(42))).resolves.toBe(42);
    expect(measures()).toHaveLength(1);
    expect(measures()[0]!.duration).toBeGreaterThanOrEqual(0);
  });

  it('measures a part that failed too, and passes its failure on', async () => {
    await expect(timed(NAME, Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(measures()).toHaveLength(1);
  });
});
