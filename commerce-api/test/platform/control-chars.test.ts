import { CONTROL_CHARS_MESSAGE, EMPTY_ID } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { loginDemo, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;

/** NUL and control characters gave 500 ERRO_INTERNO from PostgreSQL; now a pt-BR 400 everywhere. */
describe('NUL and control characters are a 400, never a 500', () => {
  it.each([
    [`/v2/app/token/listaprodutos/${E.slug}?tagsPesquisa=%00`, /tagsPesquisa/],
    [`/v2/app/token/listaprodutos/${E.slug}?sk=arroz%00`, /sk/],
    [`/v2/app/fornecedor/${E.idfornecedor}/produto-by-tags?tagsPesquisa=%00`, /tagsPesquisa/],
    [`/v1/app/token/listaprodutosf/${E.slug}?tagsPesquisa=%00`, /tagsPesquisa/],
    [`/v1/app/token/cliente?email=%00`, /email/],
    [`/v2/app/token/listaprodutos/${E.slug}?sk=a%0Db`, /sk/],
    [`/v2/app/token/listaprodutos/${E.slug}?sk=a%C2%85b`, /sk/],
    [`/v2/app/token/listaprodutos/${E.slug}?x%00y=1`, /nome de parâmetro/],
  ])('GET %s', async (path, field) => {
    const r = await get(path, { headers: { 'X-idfornecedor': E.idfornecedor } });
    expectApiError(r, 400, field);
    expect((r.body as { mensagem: string }).mensagem).toContain(CONTROL_CHARS_MESSAGE);
  });

  it('in a path segment', async () => {
    expectApiError(await get(`/v2/app/token/fornecedor/${E.slug}/produto/abc%00def`), 400, CONTROL_CHARS_MESSAGE);
    expectApiError(await get(`/v2/configuracao/fornecedor/%01/tema`), 400, CONTROL_CHARS_MESSAGE);
  });

  it('in any JSON text field of an address call, keys included; newlines and tabs are text', async () => {
    const who = await loginDemo('consumidor');
    const seg = `${who.token}~${who.usuario.idcliente}`;
    const address = {
      apelido: 'Casa',
      rua: 'Rua Girassol',
      numero: '120',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05435-000',
      coords: { lat: -23.55, lng: -46.69 },
      idfornecedor: E.idfornecedor,
    };
    for (const [body, campo] of [
      [{ ...address, rua: 'Rua\u0000Girassol' }, 'rua'],
      [{ ...address, complemento: '\u001b[31m' }, 'complemento'],
      [{ ...address, coords: { lat: -23.55, lng: -46.69, 'x\u0000': 1 } }, 'coords.x\u0000'],
    ] as const) {
      const r = await send('POST', `/v1/app/${seg}/enderecos`, body);
      expectApiError(r, 400, CONTROL_CHARS_MESSAGE);
      expect((r.body as { campos: Record<string, string> }).campos[campo]).toBe(CONTROL_CHARS_MESSAGE);
    }
    const ok = await send('POST', `/v2/app/token~${EMPTY_ID}/usuario`, { nome: 'A\tB\nC' });
    expect(ok.status).not.toBe(500);
  });
});
