/** @jest-environment node */
import { NextRequest } from 'next/server';

import { fakeLookup, SETTINGS } from '@/test-support/tenant-fixtures';

import { createTenantHandler } from './handler';
import { traceIdOf, TRACEPARENT_HEADER } from './trace-context';

const handle = createTenantHandler({ lookup: fakeLookup(), settings: () => SETTINGS });
const NEW_TRACE = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

/** The trace context the page is rendered with (a request header the middleware passes on). */
async function pageTrace(headers: Record<string, string> = {}): Promise<string | null> {
  const req = new NextRequest(new URL('/busca?q=arroz', 'http://127.0.0.1:3000'), {
    headers: { host: 'emporio.localhost:3000', ...headers },
  });
  const res = await handle(req);
  expect(res.headers.get('x-middleware-rewrite')).toContain('/emporio-bom-preco/busca');
  return res.headers.get(`x-middleware-request-${TRACEPARENT_HEADER}`);
}

describe('trace context of a page', () => {
  it('every page gets one, a new trace per request', async () => {
    const a = await pageTrace();
    const b = await pageTrace();
    expect(a).toMatch(NEW_TRACE);
    expect(b).toMatch(NEW_TRACE);
    expect(traceIdOf(a!)).not.toBe(traceIdOf(b!));
  });

  it("a well-formed traceparent from a proxy in front is kept: the page joins the proxy's trace", async () => {
    const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(await pageTrace({ [TRACEPARENT_HEADER]: incoming })).toBe(incoming);
    expect(traceIdOf(incoming)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it.each([
    'pagina-0001',
    '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
    '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01${'x'.repeat(200)}`,
    '../../etc/passwd',
  ])('a traceparent that is not well formed (%j) is replaced, never passed on to the API', async (bad) => {
    const trace = await pageTrace({ [TRACEPARENT_HEADER]: bad });
    expect(trace).not.toBe(bad);
    expect(trace).toMatch(NEW_TRACE);
  });
});
