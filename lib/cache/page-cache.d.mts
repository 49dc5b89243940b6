import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const PUBLIC_PAGE_HEADER: 'x-vitrine-pagina-publica';
export declare const CACHE_STATUS_HEADER: 'x-vitrine-cache';
export declare function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export type PageCache = {
  enabled: boolean;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  stats(): { entries: number; bytes: number };
};
export declare function createPageCache(options?: {
  ttlMs?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
}): PageCache;
