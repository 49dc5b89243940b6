import {
  footerResponseSchema,
  paymentMethodsResponseSchema,
  serviceAreaResponseSchema,
  staticTextResponseSchema,
  supplierConfigResponseSchema,
  themeResponseSchema,
} from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;
const S = DEMO_SUPPLIERS.semTema;

describe('theme', () => {
  it.each([E.idfornecedor, E.slug, E.dominio, 'BOMPRECO.localhost:3000'])('resolves %s', async (ref) => {
    const r = await get(`/v2/configuracao/fornecedor/${ref}/tema`);
    expect(r.status).toBe(200);
    const t = themeResponseSchema.parse(r.body);
    expect(t.idfornecedor).toBe(E.idfornecedor);
    expect(t.tema.cor_primaria).toBe(E.cores.primaria);
    expect(t.tema.logo_url).toBe(`/superon/imagens/${E.idfornecedor}/logo.svg`);
    expect(t.tema.logo_alt).toBe(E.nome);
  });
  it('unthemed supplier answers superon_default', async () => {
    const t = themeResponseSchema.parse((await get(`/v2/configuracao/fornecedor/${S.slug}/tema`)).body);
    expect(t.tema.idtema).toBe('superon_default');
    expect(t.tema.cor_primaria).toBe('#436bac');
  });
  it('unknown supplier is 404', async () => {
    expectApiError(await get('/v2/configuracao/fornecedor/nao-existe/tema'), 404, 'Fornecedor não encontrado');
    expectApiError(await get(`/v2/configuracao/fornecedor/${'a'.repeat(300)}/tema`), 400);
  });
});

describe('footer, config, static text', () => {
  it('footer has columns and legal text', async () => {
    const f = footerResponseSchema.parse((await get(`/v2/app/config/fornecedor/${A.slug}/rodape`)).body);
    expect(f.rodape.colunas.length).toBeGreaterThanOrEqual(2);
    expect(f.rodape.empresa?.cnpj).toMatch(/^\d{14}$/);
    expect(f.rodape.aviso_legal).toBe('Venda exclusiva para pessoas jurídicas com cadastro aprovado.');
    expectApiError(await get('/v2/app/config/fornecedor/nao-existe/rodape'), 404, 'Fornecedor não encontrado');
  });

  it('configuration comes from X-idfornecedor', async () => {
    const r = await get('/v2/app/token/configuracao/fornecedor', { headers: { 'X-idfornecedor': G.idfornecedor } });
    expect(r.status).toBe(200);
    const c = supplierConfigResponseSchema.parse(r.body);
    expect(c.idfornecedor).toBe(G.idfornecedor);
    expect(c.config.dominio.dominio).toBe(G.dominio);
    expect(c.config.seo.title).toMatch(/^Adega Serra Gaúcha \|/);
    expect(c.tag).toEqual([...G.tags]);
    expectApiError(await get('/v2/app/token/configuracao/fornecedor'), 400, /X-idfornecedor/);
    expectApiError(
      await get('/v2/app/token/configuracao/fornecedor', { headers: { 'X-idfornecedor': 'x y' } }),
      400,
      /X-idfornecedor/,
    );
    expectApiError(
      await get('/v2/app/token/configuracao/fornecedor', { headers: { 'X-idfornecedor': 'nao-existe' } }),
      404,
      'Fornecedor não encontrado',
    );
  });

  it('static text has minimum order, hours and fee', async () => {
    const t = staticTextResponseSchema.parse((await get(`/v4/static-text/${E.slug}`)).body);
    expect(t.pedido_minimo).toBe(5000);
    expect(t.taxa_conveniencia).toBe(290);
    expect(t.horario_atendimento).toMatch(/Segunda/);
    expect(t.textos.map((x) => x.chave)).toEqual(['pedido_minimo', 'horario_atendimento', 'taxa_conveniencia']);
  });
});

describe('payment methods and service area', () => {
  it('lists payment methods; the wholesaler has FATURADO with a price variance', async () => {
    const p = paymentMethodsResponseSchema.parse(
      (
        await get(
          `/v2/app/token/fornecedor/${A.idfornecedor}/formas-pagamento?idcliente=00000000-0000-0000-0000-000000000000`,
        )
      ).body,
    );
    const fat = p.formasPagamento.find((f) => f.tipo === 'FATURADO');
    expect(fat?.variacao_preco_bp).toBeGreaterThan(0);
    expect(p.formasPagamento.find((f) => f.tipo === 'PIX')?.variacao_preco_bp).toBeLessThan(0);
    expectApiError(await get('/v2/app/token/fornecedor/nao-existe/formas-pagamento'), 404, 'Fornecedor não encontrado');
  });

  it('card methods carry their instalment terms: the Empório charges 1,99% a.m. from R$ 10,00, the Adega none from R$ 20,00', async () => {
    const card = async (id: string) =>
      paymentMethodsResponseSchema
        .parse(
          (await get(`/v2/app/token/fornecedor/${id}/formas-pagamento?idcliente=00000000-0000-0000-0000-000000000000`))
            .body,
        )
        .formasPagamento.find((f) => f.tipo === 'CARTAO_CREDITO');
    expect(await card(E.idfornecedor)).toMatchObject({ max_parcelas: 6, parcela_minima: 1000, juros_mensal_bp: 199 });
    expect(await card(G.idfornecedor)).toMatchObject({ max_parcelas: 10, parcela_minima: 2000, juros_mensal_bp: 0 });
  });

  it('service area by header or query, with rings and stores', async () => {
    const byHeader = serviceAreaResponseSchema.parse(
      (await get('/v2/app/token/fornecedor/areaatendimento', { headers: { 'X-idfornecedor': A.slug } })).body,
    );
    expect(byHeader.areas[0]?.coordenadas.length).toBe(2); // outer ring + hole
    expect(byHeader.lojas[0]?.descricao_endereco_loja).toMatch(/São Paulo/);
    const byQuery = serviceAreaResponseSchema.parse(
      (await get(`/v2/app/token/fornecedor/areaatendimento?idfornecedor=${G.slug}`)).body,
    );
    expect(byQuery.areas.every((a) => a.tipo === 'COLETA')).toBe(true);
    expect(byQuery.lojas.length).toBe(2);
    expectApiError(await get('/v2/app/token/fornecedor/areaatendimento'), 400, /X-idfornecedor/);
  });
});
