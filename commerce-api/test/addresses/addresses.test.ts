import {
  ADDRESS_MESSAGES,
  addressListResponseSchema,
  addressSchema,
  billingAddressResponseSchema,
  EMPTY_ID,
  IDENTITY_MESSAGES,
  type Address,
} from '../../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { login, loginDemo, randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;

type Who = { token: string; idcliente: string };

/** A fresh customer on emporio (tests mutate addresses; demo accounts stay untouched). */
async function newCustomer(nome: string): Promise<Who> {
  const cpf = randomCpf();
  const reg = await send<{ usuario: { idcliente: string } }>('POST', `/v1/app/token~${EMPTY_ID}/usuario`, {
    nome,
    email: uniqueEmail('endereco'),
    cpf,
    senha: 'segredo1',
    idfornecedor: E.slug,
    tokenOrigin: 'commerce',
  });
  expect(reg.status).toBe(200);
  const l = await login(cpf, 'segredo1', E.idfornecedor);
  expect(l.status).toBe(200);
  return { token: l.body.token, idcliente: l.body.usuario.idcliente };
}

const seg = (w: Who) => `${w.token}~${w.idcliente}`;
const list = async (w: Who) => {
  const r = await get(`/v1/app/${seg(w)}/enderecos`);
  expect(r.status).toBe(200);
  return addressListResponseSchema.parse(r.body);
};
const create = (w: Who, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send<Address>('POST', `/v1/app/${seg(w)}/enderecos`, body, headers);
const update = (w: Who, body: Record<string, unknown>) => send<Address>('POST', `/v1/app/${seg(w)}/enderecosput`, body);
const remove = (w: Who, id: string) => send('POST', `/v1/app/${seg(w)}/cliente/enderecos/${id}/excluir`);

const H = DEMO_CEPS.harmonia;
const base = {
  apelido: 'Casa',
  rua: H.rua,
  numero: '120',
  bairro: H.bairro,
  cidade: H.cidade,
  uf: 'sp',
  cep: '05435-000',
  complemento: 'Apto 32',
  coords: { lat: H.lat, lng: H.lng },
  idfornecedor: E.idfornecedor,
};

describe('addresses: CRUD with ownership', () => {
  let A: Who;
  let B: Who;
  beforeAll(async () => {
    [A, B] = await Promise.all([newCustomer('Cliente Endereço A'), newCustomer('Cliente Endereço B')]);
  });

  it('a new customer has no addresses', async () => {
    expect(await list(A)).toEqual({ enderecos: [], enderecoCnpjInvalido: false });
  });

  it('creates: cep without dash, apelido = descricao, pais Brasil, first is primary; list reflects it', async () => {
    const r = await create(A, base);
    expect(r.status).toBe(200);
    const a = addressSchema.parse(r.body);
    expect(a).toMatchObject({
      cep: '05435000',
      uf: 'SP',
      apelido: 'Casa',
      descricao: 'Casa',
      pais: 'Brasil',
      primario: true,
      lat: H.lat,
      lng: H.lng,
      idfornecedor: E.idfornecedor,
      enderecoCnpjInvalido: false,
    });
    expect(a.textoendereco).toBe('Rua Harmonia, 120, Apto 32 – Vila Madalena, São Paulo – SP, 05435-000');
    const l = await list(A);
    expect(l.enderecos.map((e) => e.idendereco)).toEqual([a.idendereco]);
  });

  it('without coords the CEP is geocoded from the embedded table', async () => {
    const c = DEMO_CEPS.clelia;
    const r = await create(A, {
      descricao: 'Trabalho',
      rua: c.rua,
      numero: 's/n',
      bairro: c.bairro,
      cidade: c.cidade,
      uf: c.uf,
      cep: c.cep,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ lat: c.lat, lng: c.lng, primario: false, cep: c.cep, idfornecedor: null });
  });

  it('primario moves: exactly one primary per client, listed first', async () => {
    const r = await create(A, { ...base, apelido: 'Nova principal', primario: true });
    expect(r.status).toBe(200);
    const l = await list(A);
    expect(l.enderecos.filter((e) => e.primario).map((e) => e.idendereco)).toEqual([r.body.idendereco]);
    expect(l.enderecos[0]!.idendereco).toBe(r.body.idendereco);
    // Via update as well.
    const other = l.enderecos.find((e) => !e.primario)!;
    const u = await update(A, { ...other, primario: true });
    expect(u.status).toBe(200);
    const l2 = await list(A);
    expect(l2.enderecos.filter((e) => e.primario).map((e) => e.idendereco)).toEqual([other.idendereco]);
  });

  it('updates own address (cep masked in, digits out); 400 with the field message when invalid', async () => {
    const [first] = (await list(A)).enderecos;
    const u = await update(A, { ...first, numero: '999', cep: '05435-000', pontoref: 'Perto da praça' });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({
      idendereco: first!.idendereco,
      numero: '999',
      cep: '05435000',
      pontoref: 'Perto da praça',
    });
    expectApiError(await update(A, { ...first, cep: '0543-000' }), 400, ADDRESS_MESSAGES.cepInvalido);
    const semRua = await update(A, { ...first, rua: '   ' });
    expectApiError(semRua, 400, 'Informe a rua');
    expect((semRua.body as unknown as { campos: Record<string, string> }).campos.rua).toBe('Informe a rua');
    expectApiError(await update(A, { ...first, uf: 'XX' }), 400, 'UF inválida');
  });

  it('validates creation per field with pt-BR messages', async () => {
    const r = await create(A, { cep: '123', uf: 'ZZ' });
    expectApiError(r, 400);
    const campos = (r.body as unknown as { campos: Record<string, string> }).campos;
    expect(campos).toMatchObject({
      rua: 'Informe a rua',
      numero: 'Informe o número',
      bairro: 'Informe o bairro',
      cidade: 'Informe a cidade',
      uf: 'UF inválida',
      cep: ADDRESS_MESSAGES.cepInvalido,
    });
    expectApiError(await create(A, { ...base, coords: { lat: 95, lng: 0 } }), 400, /Latitude inválida/);
    expectApiError(await create(A, { ...base, coords: { lat: -23.5, lng: 'x' } }), 400, /Longitude inválida/);
    expectApiError(await create(A, { ...base, coords: undefined, lat: -23.5 }), 400, /latitude e longitude/);
  });

  it('B can neither read, change nor delete A’s addresses (404), and does not see them', async () => {
    const [a] = (await list(A)).enderecos;
    expect((await list(B)).enderecos).toEqual([]);
    expectApiError(await update(B, { ...a, numero: '1' }), 404, ADDRESS_MESSAGES.enderecoNaoEncontrado);
    expectApiError(await remove(B, a!.idendereco), 404, ADDRESS_MESSAGES.enderecoNaoEncontrado);
    expectApiError(
      await get(`/v2/app/${seg(B)}/fornecedor?idendereco=${a!.idendereco}`),
      404,
      ADDRESS_MESSAGES.enderecoNaoEncontrado,
    );
    // B's session cannot borrow A's id in the composite segment either.
    expectApiError(await get(`/v1/app/${B.token}~${A.idcliente}/enderecos`), 403);
    // A's address is unchanged.
    expect((await list(A)).enderecos.find((e) => e.idendereco === a!.idendereco)?.numero).toBe(a!.numero);
  });

  it('deletes own address; deleting the primary promotes the oldest remaining one', async () => {
    const before = (await list(A)).enderecos;
    const prim = before.find((e) => e.primario)!;
    const r = await remove(A, prim.idendereco);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sucesso: true, mensagem: ADDRESS_MESSAGES.enderecoExcluido });
    const after = (await list(A)).enderecos;
    expect(after.map((e) => e.idendereco)).not.toContain(prim.idendereco);
    expect(after.filter((e) => e.primario)).toHaveLength(1);
    expectApiError(await remove(A, prim.idendereco), 404, ADDRESS_MESSAGES.enderecoNaoEncontrado);
    expectApiError(await remove(A, 'nao-e-uuid'), 400, /idendereco/);
  });

  it('works with the plain session token (no composite) and Bearer', async () => {
    const r = await get(`/v1/app/${A.token}/enderecos`);
    expect(r.status).toBe(200);
    const b = await get('/v1/app/token/enderecos', { headers: { Authorization: `Bearer ${A.token}` } });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(r.body);
  });
});

describe('addresses: authentication', () => {
  it('anonymous and unknown sessions get 401', async () => {
    const msg = IDENTITY_MESSAGES.sessaoExpirada;
    expectApiError(await get('/v1/app/token/enderecos'), 401, msg);
    expectApiError(await get(`/v1/app/token~${EMPTY_ID}/enderecos`), 401, msg);
    expectApiError(await get('/v1/app/sessao-que-nao-existe/enderecos'), 401, msg);
    expectApiError(await send('POST', '/v1/app/token/enderecos', base), 401, msg);
    expectApiError(
      await send('POST', '/v1/app/token/enderecosput', {
        ...base,
        idendereco: DEMO_ADDRESSES.consumidorCasa.idendereco,
      }),
      401,
      msg,
    );
    expectApiError(
      await send('POST', `/v1/app/token/cliente/enderecos/${DEMO_ADDRESSES.consumidorCasa.idendereco}/excluir`),
      401,
      msg,
    );
    expectApiError(await get(`/v2/app/token/enderecos/${DEMO_ACCOUNTS.consumidor.idcliente}/faturamento`), 401, msg);
  });
});

describe('addresses: demo accounts', () => {
  it('Maria has her seeded addresses, primary first', async () => {
    const m = await loginDemo('consumidor');
    const l = await list({ token: m.token, idcliente: m.usuario.idcliente });
    expect(l.enderecos.map((e) => e.idendereco)).toEqual([
      DEMO_ADDRESSES.consumidorCasa.idendereco,
      DEMO_ADDRESSES.consumidorTrabalho.idendereco,
    ]);
    expect(l.enderecoCnpjInvalido).toBe(false);
  });

  it('enderecoCnpjInvalido: a CNPJ whose address is outside its tax-office city/state is flagged', async () => {
    const c = await loginDemo('empresaAprovada');
    const l = await list({ token: c.token, idcliente: c.usuario.idcliente });
    // Tax office: Belo Horizonte (MG); the shop is in São Paulo (SP).
    expect(l.enderecoCnpjInvalido).toBe(true);
    expect(l.enderecos[0]).toMatchObject({
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
      enderecoCnpjInvalido: true,
    });
    // An address in the tax-office city is not flagged.
    const ok = await create(
      { token: c.token, idcliente: c.usuario.idcliente },
      {
        descricao: 'Filial BH',
        rua: 'Avenida Afonso Pena',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'belo horizonte',
        uf: 'MG',
        cep: '30130-005',
        coords: { lat: -19.9245, lng: -43.9352 },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.enderecoCnpjInvalido).toBe(false);
    expect((await remove({ token: c.token, idcliente: c.usuario.idcliente }, ok.body.idendereco)).status).toBe(200);
  });
});

describe('billing address', () => {
  it('answers the saved billing address with descricao copied to apelido', async () => {
    const m = await loginDemo('consumidor');
    const r = await get(`/v2/app/${m.token}~${m.usuario.idcliente}/enderecos/${m.usuario.idcliente}/faturamento`);
    expect(r.status).toBe(200);
    const { endereco } = billingAddressResponseSchema.parse(r.body);
    expect(endereco).toMatchObject({
      descricao: 'Faturamento',
      apelido: 'Faturamento',
      cep: DEMO_CEPS.harmonia.cep,
      origem: 'CADASTRO',
    });
  });

  it('the approved company has its tax-office address as billing address', async () => {
    const c = await loginDemo('empresaAprovada');
    const r = await get(`/v2/app/${c.token}/enderecos/${c.usuario.idcliente}/faturamento`);
    expect(r.status).toBe(200);
    expect(billingAddressResponseSchema.parse(r.body).endereco).toMatchObject({
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30130005',
      cod_erp: 'ERP-1001',
    });
  });

  it('another client’s billing address is 404; a client without one is 404', async () => {
    const m = await loginDemo('consumidor');
    expectApiError(
      await get(`/v2/app/${m.token}/enderecos/${DEMO_ACCOUNTS.empresaAprovada.idcliente}/faturamento`),
      404,
      ADDRESS_MESSAGES.faturamentoNaoEncontrado,
    );
    const fresh = await newCustomer('Sem Faturamento');
    expectApiError(
      await get(`/v2/app/${seg(fresh)}/enderecos/${fresh.idcliente}/faturamento`),
      404,
      ADDRESS_MESSAGES.faturamentoNaoEncontrado,
    );
  });
});

describe('billing address: saving (PUT …/enderecos/{idcliente}/faturamento)', () => {
  const billing = {
    descricao: 'Escritório',
    rua: DEMO_CEPS.paulista.rua,
    numero: '1000',
    bairro: DEMO_CEPS.paulista.bairro,
    cidade: DEMO_CEPS.paulista.cidade,
    uf: 'sp',
    cep: '01310-100',
    complemento: 'Sala 5',
  };
  const path = (w: Who) => `/v2/app/${seg(w)}/enderecos/${w.idcliente}/faturamento`;

  it('creates, then replaces, the own billing address (cep digits, apelido = descricao, pais Brasil, origem CADASTRO)', async () => {
    const w = await newCustomer('Faturamento Novo');
    const r = await send('PUT', path(w), billing);
    expect(r.status).toBe(200);
    const { endereco } = billingAddressResponseSchema.parse(r.body);
    expect(endereco).toMatchObject({
      descricao: 'Escritório',
      apelido: 'Escritório',
      cep: '01310100',
      uf: 'SP',
      pais: 'Brasil',
      origem: 'CADASTRO',
      complemento: 'Sala 5',
    });
    expect(endereco.textoendereco).toBe('Avenida Paulista, 1000, Sala 5 – Bela Vista, São Paulo – SP, 01310-100');
    const again = await send('PUT', path(w), {
      ...billing,
      apelido: 'Matriz',
      descricao: undefined,
      numero: '2000',
      complemento: '',
    });
    expect(again.status).toBe(200);
    const g = await get(path(w));
    expect(billingAddressResponseSchema.parse(g.body).endereco).toMatchObject({
      idendereco: endereco.idendereco,
      descricao: 'Matriz',
      apelido: 'Matriz',
      numero: '2000',
      complemento: null,
    });
    // The delivery addresses are untouched.
    expect((await list(w)).enderecos).toEqual([]);
  });

  it('400 with pt-BR field messages; another client’s id is 404 and leaves it unchanged; anonymous 401', async () => {
    const w = await newCustomer('Faturamento Inválido');
    const bad = await send('PUT', path(w), { ...billing, rua: ' ', cep: '123', uf: 'XX' });
    expectApiError(bad, 400);
    expect((bad.body as unknown as { campos: Record<string, string> }).campos).toMatchObject({
      rua: 'Informe a rua',
      cep: ADDRESS_MESSAGES.cepInvalido,
      uf: 'UF inválida',
    });
    expectApiError(await get(path(w)), 404, ADDRESS_MESSAGES.faturamentoNaoEncontrado);
    const m = DEMO_ACCOUNTS.consumidor;
    expectApiError(
      await send('PUT', `/v2/app/${seg(w)}/enderecos/${m.idcliente}/faturamento`, billing),
      404,
      ADDRESS_MESSAGES.faturamentoNaoEncontrado,
    );
    const maria = await loginDemo('consumidor');
    const hers = await get(`/v2/app/${maria.token}/enderecos/${m.idcliente}/faturamento`);
    expect(billingAddressResponseSchema.parse(hers.body).endereco).toMatchObject({
      descricao: 'Faturamento',
      cep: DEMO_CEPS.harmonia.cep,
    });
    expectApiError(
      await send('PUT', `/v2/app/token/enderecos/${m.idcliente}/faturamento`, billing),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
  });
});

describe('supplier address rules: uses-single-address', () => {
  const S = DEMO_SUPPLIERS.semTema;
  const c = DEMO_CEPS.clelia;
  const second = {
    descricao: 'Trabalho',
    rua: c.rua,
    numero: '2000',
    bairro: c.bairro,
    cidade: c.cidade,
    uf: c.uf,
    cep: c.cep,
  };

  it('the demo supplier semTema carries the tag; emporio does not', () => {
    expect(S.tags).toContain('uses-single-address');
    expect(E.tags).not.toContain('uses-single-address');
  });

  it('a second address created on the supplier (body idfornecedor) replaces the first in place: one address, same id, primary', async () => {
    const w = await newCustomer('Endereço Único');
    const first = await create(w, { ...base, idfornecedor: S.slug });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ primario: true, idfornecedor: S.idfornecedor });
    const r = await create(w, { ...second, idfornecedor: S.idfornecedor });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      idendereco: first.body.idendereco,
      descricao: 'Trabalho',
      cep: c.cep,
      primario: true,
      lat: c.lat,
      lng: c.lng,
    });
    const l = await list(w);
    expect(l.enderecos).toHaveLength(1);
    expect(l.enderecos[0]).toMatchObject({ idendereco: first.body.idendereco, apelido: 'Trabalho', numero: '2000' });
  });

  it('the X-idfornecedor header applies the rule too; the list made on that supplier answers only the first', async () => {
    const w = await newCustomer('Endereço Único Cabeçalho');
    // On emporio (no rule) the client saves two addresses.
    expect((await create(w, { ...base, idfornecedor: E.idfornecedor })).status).toBe(200);
    expect((await create(w, second, { 'X-idfornecedor': E.idfornecedor })).status).toBe(200);
    expect((await list(w)).enderecos).toHaveLength(2);
    const onSingle = await get(`/v1/app/${seg(w)}/enderecos`, { headers: { 'X-idfornecedor': S.idfornecedor } });
    const single = addressListResponseSchema.parse(onSingle.body);
    expect(single.enderecos).toHaveLength(1);
    expect(single.enderecos[0]).toMatchObject({ apelido: 'Casa', primario: true });
    // Creating on the single-address supplier replaces that first (primary) address only.
    const r = await create(w, { ...second, descricao: 'Depósito', numero: '1' }, { 'X-idfornecedor': S.slug });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      idendereco: single.enderecos[0]!.idendereco,
      descricao: 'Depósito',
      primario: true,
    });
    const all = (await list(w)).enderecos;
    expect(all.map((e) => e.apelido)).toEqual(['Depósito', 'Trabalho']);
  });

  it('without the tag (emporio, atacado) a second address is added; validation still answers 400 under the rule', async () => {
    const w = await newCustomer('Endereço Múltiplo');
    expect((await create(w, { ...base, idfornecedor: DEMO_SUPPLIERS.atacado.idfornecedor })).status).toBe(200);
    expect((await create(w, { ...second, idfornecedor: E.slug })).status).toBe(200);
    expect((await list(w)).enderecos).toHaveLength(2);
    expectApiError(await create(w, { ...second, rua: '', idfornecedor: S.slug }), 400, 'Informe a rua');
    expect((await list(w)).enderecos).toHaveLength(2);
  });
});
