/**
 * Recommendations from the supplier's own data. The seed's past orders buy "Pão francês"
 * with "Manteiga com sal 200 g" five times: the product page of the bread suggests the butter
 * first (another category, so neither a category match nor chance put it there); the cart view
 * goes with the cart and never suggests what is in it; a dismissed product is not suggested again
 * to that client; feedback only on one's own session and suggestion.
 */
import {
  RECOMMENDATION_MESSAGES,
  recommendationResponseSchema,
  type RecommendationResponse,
} from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const PAO = productId('emporio', 'Pão francês');
const MANTEIGA = productId('emporio', 'Manteiga com sal 200 g');
const ESPAGUETE = productId('emporio', 'Espaguete nº 8 500 g');
const MOLHO = productId('emporio', 'Molho de tomate tradicional 340 g');

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const path = (s: Session, q: string, idcliente = s.usuario.idcliente, f: string = E.idfornecedor) =>
  `/v4/sugestao/produtos/${f}/${idcliente}?${q}`;

async function suggest(s: Session, q: string): Promise<RecommendationResponse> {
  const r = await get<RecommendationResponse>(path(s, q), { headers: auth(s) });
  if (r.status !== 200) throw new Error(`sugestão ${r.status}: ${r.text}`);
  return recommendationResponseSchema.parse(r.body);
}

const feedback = (s: Session, body: unknown) =>
  send<{ sucesso: boolean }>('POST', '/v4/sugestao/feedback', body, auth(s));

describe('GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}', () => {
  it('product view: the product bought together most often comes first, for a co-purchase reason; deterministic', async () => {
    const s = await newCustomer('emporio', 'Cliente Sugestao Produto');
    const a = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    expect(a.sucesso).toBe(true);
    expect(a.sessao_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.produtos[0]).toMatchObject({ idproduto: MANTEIGA, motivo: 'COMPRADOS_JUNTOS' });
    // Manteiga is in another category than the bread: only the co-purchase put it first.
    expect(a.produtos[0]!.idsetor).not.toBe(
      (await get<{ idsetor: string }>(`/v2/app/token/fornecedor/${E.idfornecedor}/produto/${PAO}`)).body.idsetor,
    );
    expect(a.produtos.map((p) => p.idproduto)).not.toContain(PAO);
    expect(a.produtos.length).toBeGreaterThan(1);
    expect(a.produtos.length).toBeLessThanOrEqual(8);
    // Same data, same list (a new session each time).
    const b = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    expect(b.produtos.map((p) => p.idproduto)).toEqual(a.produtos.map((p) => p.idproduto));
    expect(b.sessao_id).not.toBe(a.sessao_id);
  });

  it('cart view: goes with the cart and never suggests what is in it', async () => {
    const s = await newCustomer('emporio', 'Cliente Sugestao Carrinho');
    await saveCart(s, { cartItens: [{ idproduto: ESPAGUETE, quantidade: 1 }] });
    const r = await suggest(s, 'visao=CARRINHO');
    expect(r.produtos[0]).toMatchObject({ idproduto: MOLHO, motivo: 'COMPRADOS_JUNTOS' });
    expect(r.produtos.map((p) => p.idproduto)).not.toContain(ESPAGUETE);
    await saveCart(s, {
      cartItens: [
        { idproduto: ESPAGUETE, quantidade: 1 },
        { idproduto: MOLHO, quantidade: 2 },
      ],
    });
    const after = await suggest(s, 'visao=CARRINHO');
    expect(after.produtos.map((p) => p.idproduto)).not.toContain(MOLHO);
  });

  it('home view: something to show even without history (the store’s most ordered products)', async () => {
    const s = await newCustomer('emporio', 'Cliente Sugestao Home');
    const r = await suggest(s, 'visao=HOME');
    expect(r.produtos.length).toBeGreaterThan(0);
    expect(r.produtos.every((p) => p.preco !== null && p.disponivel)).toBe(true);
  });

  it('access: another client 403, no session 401, another supplier’s session 403; bad view 400; product view needs the product', async () => {
    const s = await newCustomer('emporio', 'Cliente Sugestao Acesso');
    const other = await newCustomer('emporio', 'Outro Sugestao');
    expectApiError(await get(path(s, 'visao=HOME', other.usuario.idcliente), { headers: auth(s) }), 403);
    expectApiError(await get(path(s, 'visao=HOME')), 401);
    const atacado = await loginDemo('empresaAprovada');
    expectApiError(
      await get(path(atacado, 'visao=HOME'), { headers: auth(atacado) }),
      403,
      'Sessão de outro fornecedor',
    );
    expectApiError(await get(path(s, 'visao=OUTRA'), { headers: auth(s) }), 400, RECOMMENDATION_MESSAGES.visaoInvalida);
    expectApiError(await get(path(s, 'visao=PRODUTO'), { headers: auth(s) }), 400);
  });

  it('a supplier without enable-recommendation-system suggests nothing', async () => {
    const atacado = await loginDemo('empresaAprovada');
    const r = await get<RecommendationResponse>(
      path(atacado, 'visao=HOME', atacado.usuario.idcliente, DEMO_SUPPLIERS.atacado.idfornecedor),
      { headers: auth(atacado) },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      sucesso: false,
      produtos: [],
      sessao_id: null,
      mensagem: RECOMMENDATION_MESSAGES.desativado,
    });
  });
});

describe('without personalization cookies (X-Cookie-Personalization: false)', () => {
  it('suggests nothing, records no session, and refuses feedback', async () => {
    const s = await newCustomer('emporio', 'Cliente Sem Personalizacao');
    const off = { ...auth(s), 'X-Cookie-Personalization': 'false' };
    const r = await get<RecommendationResponse>(path(s, `visao=PRODUTO&idproduto=${PAO}`), { headers: off });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      sucesso: false,
      produtos: [],
      sessao_id: null,
      mensagem: RECOMMENDATION_MESSAGES.semPersonalizacao,
    });
    const on = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    expectApiError(
      await send(
        'POST',
        '/v4/sugestao/feedback',
        { acao: 'CLIQUE', visao: 'PRODUTO', item_id: MANTEIGA, sessao_id: on.sessao_id },
        off,
      ),
      403,
      RECOMMENDATION_MESSAGES.semPersonalizacao,
    );
  });
});

describe('POST /v4/sugestao/feedback', () => {
  it('records click and add; a dismissed product is no longer suggested to that client only', async () => {
    const s = await newCustomer('emporio', 'Cliente Feedback');
    const a = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    expect(a.produtos[0]!.idproduto).toBe(MANTEIGA);
    for (const acao of ['CLIQUE', 'ADICIONAR']) {
      const r = await feedback(s, { acao, visao: 'PRODUTO', item_id: MANTEIGA, sessao_id: a.sessao_id });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ sucesso: true });
    }
    expect((await suggest(s, `visao=PRODUTO&idproduto=${PAO}`)).produtos[0]!.idproduto).toBe(MANTEIGA);
    const d = await feedback(s, { acao: 'DISPENSAR', visao: 'PRODUTO', item_id: MANTEIGA, sessao_id: a.sessao_id });
    expect(d.status).toBe(200);
    const after = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    expect(after.produtos.map((p) => p.idproduto)).not.toContain(MANTEIGA);
    const other = await newCustomer('emporio', 'Outro Feedback');
    expect((await suggest(other, `visao=PRODUTO&idproduto=${PAO}`)).produtos[0]!.idproduto).toBe(MANTEIGA);
  });

  it('only on one’s own session (404) and a product it suggested (400); bad input 400; no session 401', async () => {
    const s = await newCustomer('emporio', 'Cliente Feedback Acesso');
    const a = await suggest(s, `visao=PRODUTO&idproduto=${PAO}`);
    const other = await newCustomer('emporio', 'Intruso Feedback');
    expectApiError(
      await feedback(other, { acao: 'CLIQUE', visao: 'PRODUTO', item_id: MANTEIGA, sessao_id: a.sessao_id }),
      404,
      RECOMMENDATION_MESSAGES.sessaoNaoEncontrada,
    );
    expectApiError(
      await feedback(s, { acao: 'CLIQUE', visao: 'PRODUTO', item_id: PAO, sessao_id: a.sessao_id }),
      400,
      RECOMMENDATION_MESSAGES.itemNaoSugerido,
    );
    expectApiError(
      await feedback(s, { acao: 'COMPRAR', visao: 'PRODUTO', item_id: MANTEIGA, sessao_id: a.sessao_id }),
      400,
      RECOMMENDATION_MESSAGES.acaoInvalida,
    );
    expectApiError(await feedback(s, { acao: 'CLIQUE', visao: 'PRODUTO', item_id: 'x', sessao_id: a.sessao_id }), 400);
    expectApiError(
      await send('POST', '/v4/sugestao/feedback', {
        acao: 'CLIQUE',
        visao: 'PRODUTO',
        item_id: MANTEIGA,
        sessao_id: a.sessao_id,
      }),
      401,
    );
  });
});
