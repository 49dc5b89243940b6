/** @jest-environment node */
import { FOREIGN_ACTION_BODY, INVALID_ACTION_BODY, guardServerAction, guardServerActionPayload, isServerActionRequest } from './server-action-guard';

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
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: 'http://atacado.localhost:3000' }))?.status).toBe(403);
  });

  it('without Origin, a foreign Referer gets 403; a malformed Origin too', () => {
    expect(guardServerAction('POST', h({ 'next-action': ID, referer: 'http://evil.example/page' }))?.status).toBe(403);
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: 'garbage' }))?.status).toBe(403);
    expect(guardServerAction('POST', h({ 'content-type': 'multipart/form-data; boundary=x', origin: 'http://evil.example' }))?.status).toBe(403);
  });

  it('an id that cannot be an action id gets 400', async () => {
    const res = guardServerAction('POST', h({ 'next-action': 'x', origin: `http://${HOST}` }))!;
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(INVALID_ACTION_BODY);
  });

  it('the same origin with a well-formed id passes (Next runs or refuses the action itself)', () => {
    expect(guardServerAction('POST', h({ 'next-action': ID, origin: `http://${HOST}` }))).toBeNull();
    expect(guardServerAction('POST', h({ 'next-action': ID, referer: `http://${HOST}/conta` }))).toBeNull();
    expect(guardServerAction('POST', h({ 'content-type': 'application/json', origin: 'http://evil.example' }))).toBeNull();
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

  it('a multipart action whose body is not a form is a 400', async () => {
    expect((await guardServerActionPayload(action('garbage', 'multipart/form-data; boundary=zzz')))?.status).toBe(400);
  });

  it('what the client sends goes through, and the body is still there for Next', async () => {
    const json = action('[{"cep":"05435000"},"$undefined"]', 'text/plain;charset=UTF-8');
    expect(await guardServerActionPayload(json)).toBeNull();
    expect(await json.text()).toBe('[{"cep":"05435000"},"$undefined"]');
    const form = new FormData();
    form.set('1_cep', '05435000');
    const multipart = new Request(`http://${HOST}/entrar`, { method: 'POST', body: form, headers: { 'next-action': ID } });
    expect(await guardServerActionPayload(multipart)).toBeNull();
    expect((await multipart.formData()).get('1_cep')).toBe('05435000');
  });

  it('leaves other requests alone', async () => {
    expect(await guardServerActionPayload(new Request(`http://${HOST}/api/entrega/cep`, { method: 'POST', body: 'x', headers: { 'content-type': 'application/json' } }))).toBeNull();
    expect(await guardServerActionPayload(action('a=b', 'application/x-www-form-urlencoded'))).toBeNull();
  });
});
