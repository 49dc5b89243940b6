/** @jest-environment node */
import {
  FOREIGN_ACTION_BODY,
  guardServerAction,
  guardServerActionPayload,
  INVALID_ACTION_BODY,
  isServerActionRequest,
  MAX_ACTION_BODY_BYTES,
  TOO_LARGE_ACTION_BODY,
} from './server-action-guard';

const ID = '7f209ce1725377ed862f4fed2dcebe4a029c4d86ec';
const HOST = 'emporio.localhost:3000';
const h = (o: Record<string, string>) => new Headers({ 'x-forwarded-host': HOST, host: HOST, ...o });

describe('isServerActionRequest', () => {
  it('a POST with Next-Action, or a multipart POST (no-JavaScript action)', () => {
    expect(isServerActionRequest('POST', h({ 'next-action': ID }))).toBe(true);
    expect(isServerActionRequest('POST', h({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isServerActionRequest('POST', h({ 'content-type': 'application/json' }))).toBe(false);
    expect(isServerActionRequest('GET', h({ 'next-action': ID }))).toBe(false);
  });
});

describe('guardServerAction', () => {
  it('a foreign Origin gets 403 with a pt-BR body', async () => {
    const res = guardServerAction('POST', h({ 'next-action': ID, origin: 'http://evil.example' }))!;
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(FOREIGN_ACTION_BODY);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('another of our own hosts is still another origin', () => {
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: 'http://atacado.localhost:3000' }))?.status).toBe(
      403,
    );
  });

  it('without Origin, a foreign Referer gets 403; a malformed Origin too', () => {
    expect(guardServerAction('POST', h({ 'next-action': ID, referer: 'http://evil.example/page' }))?.status).toBe(403);
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: 'garbage' }))?.status).toBe(403);
    expect(
      guardServerAction('POST', h({ 'content-type': 'multipart/form-data; boundary=x', origin: 'http://evil.example' }))
        ?.status,
    ).toBe(403);
  });

  it('an id that cannot be an action id gets 400', async () => {
    const res = guardServerAction('POST', h({ 'next-action': 'x', origin: `http://${HOST}` }))!;
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(INVALID_ACTION_BODY);
  });

  it('the same origin with a well-formed id passes (Next runs or refuses the action itself)', () => {
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: `http://${HOST}` }))).toBeNull();
    expect(guardServerAction('POST', h({ 'next-action': ID, referer: `http://${HOST}/conta` }))).toBeNull();
    expect(
      guardServerAction('POST', h({ 'content-type': 'application/json', origin: 'http://evil.example' })),
    ).toBeNull();
  });
});

describe('guardServerActionPayload', () => {
  const action = (body: BodyInit, contentType: string, method = 'POST') =>
    new Request(`http://${HOST}/entrar`, { method, body, headers: { 'next-action': ID, 'content-type': contentType } });

  it('a fetch action whose arguments are not JSON is a 400', async () => {
    for (const body of ['garbage', '{"x":', '']) {
      const res = (await guardServerActionPayload(action(body, 'text/plain;charset=UTF-8')))!;
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(INVALID_ACTION_BODY);
    }
  });

  it("arguments React's reply decoder throws on are a 400 (Next answered a 500; found by the fuzz)", async () => {
    const refused = [
      'null',
      '"x"',
      '{"a":1}',
      JSON.stringify(Array.from({ length: 1001 }, () => 'x')),
      '[' + '['.repeat(5_000) + ']'.repeat(5_000) + ']',
      ...['$@1', '$Q1', '$W1', '$h1', '$B1', '$K1', '$R1', '$i1', '$A1', '$1', '$0', '$', '$Z', '$n1e309', '$nabc'].map(
        (ref) => JSON.stringify([{ a: [ref] }]),
      ),
    ];
    for (const body of refused) {
      const res = await guardServerActionPayload(action(body, 'text/plain;charset=UTF-8'));
      expect([body.slice(0, 40), res?.status]).toEqual([body.slice(0, 40), 400]);
    }
    for (const zero of [null, 'garbage', '["$Q1"]', '["$B1"]']) {
      const form = new FormData();
      if (zero !== null) form.set('0', zero);
      form.set('1_cep', '05435000');
      const multipart = new Request(`http://${HOST}/entrar`, {
        method: 'POST',
        body: form,
        headers: { 'next-action': ID },
      });
      expect([zero, (await guardServerActionPayload(multipart))?.status]).toEqual([zero, 400]);
    }
  });

  it("the client's inline values and a useActionState form's FormData pass", async () => {
    const inline = JSON.stringify([
      '$$5,00',
      '$undefined',
      '$NaN',
      '$Infinity',
      '$-Infinity',
      '$-0',
      '$T',
      '$D2026-11-23T00:00:00.000Z',
      '$n123',
      { a: ['x'] },
    ]);
    expect(await guardServerActionPayload(action(inline, 'text/plain;charset=UTF-8'))).toBeNull();
    expect(
      await guardServerActionPayload(
        action(JSON.stringify(Array.from({ length: 1000 }, () => 'x')), 'text/plain;charset=UTF-8'),
      ),
    ).toBeNull();
    const form = new FormData();
    form.set('0', '[null,"$K1"]');
    form.set('1_cep', '05435000');
    expect(
      await guardServerActionPayload(
        new Request(`http://${HOST}/entrar`, { method: 'POST', body: form, headers: { 'next-action': ID } }),
      ),
    ).toBeNull();
    // A no-JavaScript form post carries no argument list.
    const plainForm = new FormData();
    plainForm.set(`$ACTION_ID_${ID}`, '');
    plainForm.set('cep', '05435000');
    expect(
      await guardServerActionPayload(new Request(`http://${HOST}/entrar`, { method: 'POST', body: plainForm })),
    ).toBeNull();
  });

  it("a body over Next's 1 MB action cap is a 413 (Next threw a 500; found by the fuzz)", async () => {
    const big = JSON.stringify(['é'.repeat(MAX_ACTION_BODY_BYTES / 2)]);
    for (const contentType of ['text/plain;charset=UTF-8', 'multipart/form-data; boundary=zzz']) {
      const res = (await guardServerActionPayload(action(big, contentType)))!;
      expect(res.status).toBe(413);
      expect(await res.text()).toBe(TOO_LARGE_ACTION_BODY);
    }
    const declared = new Request(`http://${HOST}/entrar`, {
      method: 'POST',
      body: '[]',
      headers: { 'next-action': ID, 'content-type': 'text/plain', 'content-length': String(MAX_ACTION_BODY_BYTES + 1) },
    });
    expect((await guardServerActionPayload(declared))?.status).toBe(413);
    expect(
      await guardServerActionPayload(action(JSON.stringify(['x'.repeat(MAX_ACTION_BODY_BYTES - 10)]), 'text/plain')),
    ).toBeNull();
  });

  it('a multipart action whose body is not a form is a 400', async () => {
    expect((await guardServerActionPayload(action('garbage', 'multipart/form-data; boundary=zzz')))?.status).toBe(400);
  });

  it('what the client sends goes through, and the body is still there for Next', async () => {
    const json = action('[{"cep":"05435000"},"$undefined"]', 'text/plain;charset=UTF-8');
    expect(await guardServerActionPayload(json)).toBeNull();
    expect(await json.text()).toBe('[{"cep":"05435000"},"$undefined"]');
    const form = new FormData();
    // encodeReply([formData]): the argument list in '0', the FormData's fields prefixed '1_'.
    form.set('0', '["$K1"]');
    form.set('1_cep', '05435000');
    const multipart = new Request(`http://${HOST}/entrar`, {
      method: 'POST',
      body: form,
      headers: { 'next-action': ID },
    });
    expect(await guardServerActionPayload(multipart)).toBeNull();
    expect((await multipart.formData()).get('1_cep')).toBe('05435000');
  });

  it('leaves other requests alone', async () => {
    expect(
      await guardServerActionPayload(
        new Request(`http://${HOST}/api/entrega/cep`, {
          method: 'POST',
          body: 'x',
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ).toBeNull();
    expect(await guardServerActionPayload(action('a=b', 'application/x-www-form-urlencoded'))).toBeNull();
  });
});
