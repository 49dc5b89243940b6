/**
 * Client characteristics (spec 7 "Suppliers and configuration"): GET
 * /v4/caracteristica-cliente/todas/{idfornecedor} lists what the supplier asks; the answers go
 * with the user (`caracteristicas`) at registration and in the account's data, the required
 * ones checked (400 in pt-BR, nothing created or changed), and come back with the user.
 */
import { clientCharacteristicsResponseSchema, clientConfigResponseSchema } from '../../../lib/contract';
import { clientCharacteristicRows } from '../../seed/client-characteristics';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, login, randomCpf, send, uniqueEmail } from '../identity-helpers';

const A = DEMO_SUPPLIERS.atacado;
const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const [SEGMENTO, FUNCIONARIOS] = clientCharacteristicRows('atacado');
const register = (body: Record<string, unknown>) => send('POST', `/v1/app/token~${EMPTY}/usuario`, body);
const person = (extra: Record<string, unknown> = {}) => ({
  nome: 'Bar do Zé',
  email: uniqueEmail('caracteristica'),
  cpf: randomCpf(),
  senha: 'senha123',
  idfornecedor: A.slug,
  tokenOrigin: 'commerce',
  ...extra,
});
const config = (token: string, idfornecedor: string) =>
  get(`/v2/app/${token}/get-configuracoes-cliente`, { headers: { 'X-idfornecedor': idfornecedor } });

describe('GET /v4/caracteristica-cliente/todas/{idfornecedor}', () => {
  it("lists the Atacado's characteristics in its order (by id or slug); a supplier without any answers []", async () => {
    for (const ref of [A.idfornecedor, A.slug]) {
      const r = await get(`/v4/caracteristica-cliente/todas/${ref}`);
      expect(r.status).toBe(200);
      const { caracteristicas } = clientCharacteristicsResponseSchema.parse(r.body);
      expect(caracteristicas).toEqual([
        expect.objectContaining({
          idcaracteristica: SEGMENTO!.idcaracteristica,
          nome: 'Segmento do negócio',
          tipo: 'OPCOES',
          obrigatoria: true,
        }),
        expect.objectContaining({
          idcaracteristica: FUNCIONARIOS!.idcaracteristica,
          nome: 'Número de funcionários',
          tipo: 'NUMERO',
          obrigatoria: false,
          opcoes: [],
        }),
      ]);
      expect(caracteristicas[0]!.opcoes).toContain('Restaurante');
    }
    const none = await get(`/v4/caracteristica-cliente/todas/${E.slug}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ caracteristicas: [] });
    expectApiError(await get('/v4/caracteristica-cliente/todas/nao-existe'), 404);
  });
});

describe('registration with the characteristics', () => {
  it('refuses a registration without the required one (400, its field named) and creates nothing', async () => {
    const body = person({ caracteristicas: [{ idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor: '12' }] });
    const r = await register(body);
    expectApiError(r, 400, 'Preencha: Segmento do negócio');
    expect(r.body).toMatchObject({
      codigo: 'CARACTERISTICA_OBRIGATORIA',
      campos: { [SEGMENTO!.idcaracteristica]: 'Preencha: Segmento do negócio' },
    });
    // Blank counts as none; nothing at all, too.
    expectApiError(
      await register({ ...body, caracteristicas: [{ idcaracteristica: SEGMENTO!.idcaracteristica, valor: '   ' }] }),
      400,
      'Preencha: Segmento do negócio',
    );
    expectApiError(await register({ ...body, caracteristicas: undefined }), 400, 'Preencha: Segmento do negócio');
    // Nothing was created: the login is unknown and the same email and CPF register afterwards.
    expect((await login(String(body.cpf), 'senha123', A.idfornecedor)).status).toBe(401);
    const ok = await register({
      ...body,
      caracteristicas: [{ idcaracteristica: SEGMENTO!.idcaracteristica, valor: 'Bar ou lanchonete' }],
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an option not offered, a number that is not one, an unknown id and a repeated answer', async () => {
    const seg = (valor: string) => ({ idcaracteristica: SEGMENTO!.idcaracteristica, valor });
    const fun = (valor: string) => ({ idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor });
    const cases: [unknown[], string][] = [
      [[seg('Açougue')], 'Valor inválido para: Segmento do negócio'],
      [[seg('Padaria'), fun('doze')], 'Valor inválido para: Número de funcionários'],
      [[seg('Padaria'), fun('-3')], 'Valor inválido para: Número de funcionários'],
      [[seg('Padaria'), fun('12345678901')], 'Valor inválido para: Número de funcionários'],
      [[seg('Padaria'), seg('Hotel')], 'Valor inválido para: Segmento do negócio'],
      [
        [seg('Padaria'), { idcaracteristica: '11111111-1111-4111-8111-111111111111', valor: 'x' }],
        'Característica do cliente desconhecida.',
      ],
    ];
    for (const [caracteristicas, mensagem] of cases) {
      expectApiError(await register(person({ caracteristicas })), 400, mensagem);
    }
    // Not even a UUID, or too long: the contract's 400, never a 500.
    expect((await register(person({ caracteristicas: [{ idcaracteristica: 'x', valor: 'y' }] }))).status).toBe(400);
    expect((await register(person({ caracteristicas: [seg('a'.repeat(201))] }))).status).toBe(400);
    // The Emporio asks nothing: an answer to the Atacado's characteristic is unknown there.
    expectApiError(
      await register(person({ idfornecedor: E.slug, caracteristicas: [seg('Padaria')] })),
      400,
      'Característica do cliente desconhecida.',
    );
  });

  it('keeps the answers (a number written with a dot) and gives them back with the user', async () => {
    const body = person({
      caracteristicas: [
        { idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor: ' 1.200 ' },
        { idcaracteristica: SEGMENTO!.idcaracteristica, valor: 'Hotel' },
      ],
    });
    const r = await register(body);
    expect(r.status).toBe(200);
    const expected = [
      { idcaracteristica: SEGMENTO!.idcaracteristica, nome: 'Segmento do negócio', valor: 'Hotel' },
      { idcaracteristica: FUNCIONARIOS!.idcaracteristica, nome: 'Número de funcionários', valor: '1200' },
    ];
    expect((r.body as { usuario: { caracteristicas: unknown } }).usuario.caracteristicas).toEqual(expected);
    const s = (await login(String(body.email), 'senha123', A.idfornecedor)).body;
    expect(s.usuario.caracteristicas).toEqual(expected);
    const c = clientConfigResponseSchema.parse((await config(s.token, A.idfornecedor)).body);
    expect(c.usuario.caracteristicas).toEqual(expected);
  });
});

describe('account data: PUT /v1/app/usuario/{id} with caracteristicas', () => {
  it('changes the answers, refuses a required one left blank (nothing changed), clears an optional one', async () => {
    const body = person({ caracteristicas: [{ idcaracteristica: SEGMENTO!.idcaracteristica, valor: 'Padaria' }] });
    expect((await register(body)).status).toBe(200);
    const s = (await login(String(body.email), 'senha123', A.idfornecedor)).body;
    const put = (dadosUsuario: Record<string, unknown>) =>
      send('PUT', `/v1/app/usuario/${s.usuario.idcliente}`, { dadosUsuario }, { ...bearer(s.token) });
    const answers = async () =>
      clientConfigResponseSchema.parse((await config(s.token, A.idfornecedor)).body).usuario.caracteristicas;

    const changed = await put({
      nome: 'Padaria do Zé',
      caracteristicas: [
        { idcaracteristica: SEGMENTO!.idcaracteristica, valor: 'Mercado ou mercearia' },
        { idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor: '8' },
      ],
    });
    expect(changed.status).toBe(200);
    expect(await answers()).toEqual([
      expect.objectContaining({ nome: 'Segmento do negócio', valor: 'Mercado ou mercearia' }),
      expect.objectContaining({ nome: 'Número de funcionários', valor: '8' }),
    ]);

    const refused = await put({
      nome: 'Não Deve Mudar',
      caracteristicas: [
        { idcaracteristica: SEGMENTO!.idcaracteristica, valor: '' },
        { idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor: '9' },
      ],
    });
    expectApiError(refused, 400, 'Preencha: Segmento do negócio');
    const c = clientConfigResponseSchema.parse((await config(s.token, A.idfornecedor)).body).usuario;
    expect(c.nome).toBe('Padaria do Zé');
    expect(c.caracteristicas).toEqual([
      expect.objectContaining({ valor: 'Mercado ou mercearia' }),
      expect.objectContaining({ valor: '8' }),
    ]);

    // The optional one blank: its answer is gone. Without `caracteristicas` the answers stay.
    expect(
      (
        await put({
          caracteristicas: [
            { idcaracteristica: SEGMENTO!.idcaracteristica, valor: 'Restaurante' },
            { idcaracteristica: FUNCIONARIOS!.idcaracteristica, valor: '' },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await put({ nome: 'Restaurante do Zé' })).status).toBe(200);
    expect(await answers()).toEqual([expect.objectContaining({ nome: 'Segmento do negócio', valor: 'Restaurante' })]);
  });
});
