/** @jest-environment node */
import { ADEGA, EMPORIO, fakeLookup } from '@/test-support/tenant-fixtures';

import { cachedLookup, TenantCache } from './cache';

describe('TenantCache', () => {
  it('serves a known host without a second lookup', async () => {
    const raw = fakeLookup();
    const lookup = cachedLookup(raw, new TenantCache());
    await expect(lookup.byHost('emporio.localhost')).resolves.toEqual(EMPORIO);
    await expect(lookup.byHost('emporio.localhost')).resolves.toEqual(EMPORIO);
    expect(raw.calls).toEqual(['host:emporio.localhost']);
  });

  it('indexes a found supplier by slug and UUID', async () => {
    const raw = fakeLookup();
    const lookup = cachedLookup(raw, new TenantCache());
    await lookup.byIdOrSlug('adega-serra');
    await expect(lookup.byIdOrSlug(ADEGA.id)).resolves.toEqual(ADEGA);
    await expect(lookup.byIdOrSlug('ADEGA-SERRA')).resolves.toEqual(ADEGA);
    expect(raw.calls).toEqual(['id:adega-serra']);
  });

  it('caches misses briefly and hits for the TTL', async () => {
    let now = 0;
    const raw = fakeLookup();
    const lookup = cachedLookup(raw, new TenantCache({ ttlMs: 60_000, negativeTtlMs: 10_000, now: () => now }));
    await lookup.byHost('nada.localhost');
    await lookup.byHost('emporio.localhost');
    now = 9_000;
    await lookup.byHost('nada.localhost');
    await lookup.byHost('emporio.localhost');
    expect(raw.calls).toEqual(['host:nada.localhost', 'host:emporio.localhost']);
    now = 10_001;
    await lookup.byHost('nada.localhost');
    expect(raw.calls).toHaveLength(3);
    now = 60_001;
    await lookup.byHost('emporio.localhost');
    expect(raw.calls).toHaveLength(4);
  });

  it('never caches errors and shares concurrent lookups', async () => {
    let calls = 0;
    const cache = new TenantCache();
    const failing = () => {
      calls++;
      return Promise.reject(new Error('down'));
    };
    await expect(cache.get('host:a', failing)).rejects.toThrow('down');
    await expect(cache.get('host:a', failing)).rejects.toThrow('down');
    expect(calls).toBe(2);

    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<typeof EMPORIO>((r) => setTimeout(() => r(EMPORIO), 5));
    };
    await Promise.all([cache.get('host:b', slow), cache.get('host:b', slow), cache.get('host:b', slow)]);
    expect(loads).toBe(1);
  });

  it('is bounded', async () => {
    const cache = new TenantCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.get(`host:h${i}`, async () => null);
    expect(cache.size).toBe(3);
  });
});
