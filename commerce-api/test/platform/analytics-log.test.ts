/**
 * POST /v4/log/google-analytics/{idfornecedor} keeps a GA4 event only for a supplier with
 * enable-google-analytics-ga4-version-tag-events and a shopper who allowed performance cookies.
 */
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError } from '../helpers';
import { send } from '../identity-helpers';

const event = { evento: 'view_item', parametros: { currency: 'BRL', value: 18.9, items: 1, item_ids: 'p1' } };
const log = (f: string, headers: Record<string, string> = {}) =>
  send<{ registrado: boolean }>('POST', `/v4/log/google-analytics/${f}`, event, headers);

describe('POST /v4/log/google-analytics/{idfornecedor}', () => {
  it('kept for a supplier with the GA4 tag', async () => {
    const r = await log(DEMO_SUPPLIERS.emporio.slug, { 'X-Cookie-Performance': 'true' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ registrado: true });
  });

  it('dropped without the performance cookie, or for a supplier without the tag', async () => {
    expect((await log(DEMO_SUPPLIERS.emporio.idfornecedor, { 'X-Cookie-Performance': 'false' })).body).toEqual({
      registrado: false,
    });
    expect((await log(DEMO_SUPPLIERS.adega.slug)).body).toEqual({ registrado: false });
  });

  it('unknown supplier 404; bad event 400', async () => {
    expectApiError(await log('nao-existe'), 404);
    expectApiError(await send('POST', `/v4/log/google-analytics/${DEMO_SUPPLIERS.emporio.slug}`, { evento: '' }), 400);
  });
});
