import 'server-only';

import type { CallFailure } from './request';

const PRIVATE = 'private, no-store';

/**
 * A document of the API (PDF, XML, CSV, XLSX) passed on to the browser as a download: its body
 * streamed, its Content-Type, as an attachment named as the API names it (else `fallbackName`).
 */
export function fileResponse(api: Response, fallbackName: string): Response {
  const headers = new Headers({ 'cache-control': PRIVATE, 'x-content-type-options': 'nosniff' });
  headers.set('content-type', api.headers.get('content-type') ?? 'application/octet-stream');
  // Always a download (the API may answer a PDF inline), under the API's file name when it gives one.
  const named = /filename="?([^";]+)"?/i.exec(api.headers.get('content-disposition') ?? '')?.[1];
  const name = named && /^[\w.-]{1,120}$/.test(named) ? named : fallbackName;
  headers.set('content-disposition', `attachment; filename="${name}"`);
  const length = api.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(api.body, { status: 200, headers });
}

/** A refused download: back to `page` (303) with the refusal's key, for the page to say why. */
export function refusedDownload(
  request: Request,
  page: string,
  failure: Pick<CallFailure, 'mensagem'>,
  keyOf: (mensagem: string) => string,
): Response {
  const to = new URL(page, request.url);
  to.searchParams.set('erro', keyOf(failure.mensagem));
  return new Response(null, { status: 303, headers: { location: to.pathname + to.search, 'cache-control': PRIVATE } });
}
