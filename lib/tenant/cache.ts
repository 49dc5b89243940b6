import type { TenantLookup } from './resolve';
import type { ResolvedSupplier } from './supplier';

type Entry = { value: ResolvedSupplier | null; expires: number };

export type TenantCacheOptions = {
  /** Lifetime of a found supplier (ms). */
  ttlMs?: number;
  /** Lifetime of a miss (ms). */
  negativeTtlMs?: number;
  /** Maximum number of keys kept; the oldest are evicted first. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * Module-level resolution cache used by the middleware: keyed by host (`host:<host>`) and by
 * UUID/slug (`id:<value>`). Errors are never cached; concurrent misses share one lookup.
 */
export class TenantCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<ResolvedSupplier | null>>();
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TenantCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.negativeTtlMs = options.negativeTtlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.inflight.clear();
  }

  private read(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private write(key: string, value: ResolvedSupplier | null): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + (value ? this.ttlMs : this.negativeTtlMs) });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private remember(key: string, value: ResolvedSupplier | null): void {
    this.write(key, value);
    if (value) {
      // A found supplier answers later lookups by its other identities too.
      this.write(`id:${value.slug.toLowerCase()}`, value);
      this.write(`id:${value.id}`, value);
    }
  }

  async get(key: string, load: () => Promise<ResolvedSupplier | null>): Promise<ResolvedSupplier | null> {
    const hit = this.read(key);
    if (hit) return hit.value;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.remember(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}

/** Wraps a lookup with the cache. */
export function cachedLookup(lookup: TenantLookup, cache: TenantCache): TenantLookup {
  return {
    byHost: (host) => cache.get(`host:${host.toLowerCase()}`, () => lookup.byHost(host)),
    byIdOrSlug: (idOrSlug) => cache.get(`id:${idOrSlug.toLowerCase()}`, () => lookup.byIdOrSlug(idOrSlug)),
  };
}
