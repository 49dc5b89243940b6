/**
 * Order notification emails (decision 0050) against the real API and database: one email per
 * (order, kind) queued with the status change, its content (PIX code, boleto line and link, DANFE
 * link, BRL, the supplier's legal identity, links on the supplier's own host), no duplicate on a
 * retried change, the kinds a customer turned off, and the signed one-use unsubscribe link.
 */
import { NOTIFICATION_MESSAGES, type NotificationPreferences } from '../../../lib/contract/notification';
import { formatBRL } from '../../../lib/rules/money';
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, send } from '../identity-helpers';
import { addAddress, METHODS, orderBody, payment, placeOk, startOrderWorld, type World } from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');

type Mail = { id: number; para: string; assunto: string; corpo: string; corpo_html: string | null; tipo: string };

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('notificacoes');
}, 200_000);
afterAll(async () => {
  await world?.close();
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const emailOf = async (s: Session) =>
  (await world.sql<{ email: string }>('SELECT email FROM clientes WHERE idcliente = $1', [s.usuario.idcliente]))[0]!
    .email;

/** Every outbox message to the customer about order n (any kind). */
async function mailsOf(s: Session, n: number): Promise<Mail[]> {
  const r = await get<{ mensagens: Mail[] }>(`/admin/email-outbox?para=${encodeURIComponent(await emailOf(s))}`, {
    headers: ADMIN,
  });
  expect(r.status).toBe(200);
  return r.body.mensagens.filter((m) => m.assunto.includes(`nº ${n}`)).reverse();
}
const kinds = (ms: Mail[]) => ms.map((m) => m.tipo);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const tokenOf = (m: Mail) =>
  new URL(hrefs(m.corpo_html!).find((h) => h.includes('/notificacoes/descadastrar'))!).searchParams.get('token')!;

const adminStatus = (n: number, status: string) => send('POST', `/admin/pedidos/${n}/status`, { status }, ADMIN);
const confirmPayment = (n: number) => send('POST', `/admin/pedidos/${n}/pagamento/confirmar`, undefined, ADMIN);

async function shopper() {
  const s = await newCustomer('emporio', 'Joana Notificada');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  return { s, idendereco };
}
async function order(s: Session, idendereco: string | null, tipo: 'PIX' | 'BOLETO' | 'CARTAO_DEBITO', q = 2) {
  const cart = await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: q }] });
  return placeOk(
    s,
    idendereco
      ? orderBody(cart, {
          idformapagto: payment('emporio', tipo),
          idformaentrega: METHODS.emporio.agendada,
          idendereco,
        })
      : orderBody(cart, {
          idformapagto: payment('emporio', tipo),
          idformaentrega: METHODS.emporio.retirada,
          loja: { nome: 'Empório Bom Preço Pinheiros' },
        }),
  );
}

describe('one email per event, queued with the status change', () => {
  it("the demo's seeded order history emails nobody", async () => {
    const [seeded] = await world.sql<{ n: number }>('SELECT count(*)::int AS n FROM pedidos');
    expect(seeded!.n).toBeGreaterThan(0);
    expect(await world.sql('SELECT numpedido, tipo FROM pedido_notificacoes')).toEqual([]);
    expect(await world.sql(`SELECT id FROM email_outbox WHERE corpo_html IS NOT NULL`)).toEqual([]);
  });

  it('PIX delivery: received (code and value), payment approved, out for delivery, delivered (DANFE link); a retried change queues nothing', async () => {
    const { s, idendereco } = await shopper();
    const r = await order(s, idendereco, 'PIX');
    const n = r.numpedido;
    let ms = await mailsOf(s, n);
    expect(kinds(ms)).toEqual(['pedido-recebido']);
    const [recebido] = ms;
    expect(recebido!.assunto).toBe(`Recebemos seu pedido nº ${n}`);
    const pix = r.pedido.pagamento.pix!.copiaECola;
    const valor = formatBRL(r.pedido.totalPedido!);
    for (const part of [recebido!.corpo, recebido!.corpo_html!]) {
      expect(part).toContain(pix.replace(/&/g, part === recebido!.corpo ? '&' : '&amp;'));
      expect(part).toContain(valor);
      // The footer: the supplier's name and legal identity (decision 0038).
      expect(part).toContain('Empório Bom Preço');
      expect(part).toMatch(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    }
    // Every link on the Empório's own host, never the shared host or another supplier's.
    const links = hrefs(recebido!.corpo_html!);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const h of links) expect(new URL(h).hostname).toBe(E.dominio);
    expect(links).toContainEqual(expect.stringMatching(new RegExp(`/conta/pedidos/${n}$`)));

    // The payment confirmed: one "Pagamento aprovado"; the order back in ENVIADO sends no second "received".
    expect((await confirmPayment(n)).status).toBe(200);
    expect((await confirmPayment(n)).status).toBe(409);
    ms = await mailsOf(s, n);
    expect(kinds(ms)).toEqual(['pedido-recebido', 'pagamento-aprovado']);
    expect(ms[1]!.assunto).toBe(`Pagamento aprovado — pedido nº ${n}`);
    expect(ms[1]!.corpo).toContain(valor);

    // The NF-e issued (the buyer opens the DANFE), then the order goes out and is delivered.
    const danfe = await fetch(`${process.env.API_BASE_URL}/v4/danfe/${n}/${E.idfornecedor}`, { headers: auth(s) });
    expect(danfe.status).toBe(200);
    for (const st of ['SEPARANDO', 'EMENTREGA', 'ENTREGUE']) expect((await adminStatus(n, st)).status).toBe(200);
    ms = await mailsOf(s, n);
    expect(kinds(ms)).toEqual(['pedido-recebido', 'pagamento-aprovado', 'pedido-pronto', 'pedido-entregue']);
    expect(ms[2]!.assunto).toBe(`Pedido saiu para entrega — pedido nº ${n}`);
    expect(ms[3]!.assunto).toBe(`Pedido entregue — pedido nº ${n}`);
    expect(hrefs(ms[3]!.corpo_html!)).toContain(
      hrefs(ms[3]!.corpo_html!).find((h) => new URL(h).pathname === `/api/pedidos/${n}/danfe`),
    );
    expect(ms[3]!.corpo).toMatch(
      new RegExp(`https?://${E.dominio.replace('.', '\\.')}(:\\d+)?/api/pedidos/${n}/danfe`),
    );

    // The same change applied again (the back office retries after a lost answer): no second email.
    await world.sql(`UPDATE pedidos SET status = 'EMENTREGA' WHERE numpedido = $1`, [n]);
    expect((await adminStatus(n, 'ENTREGUE')).status).toBe(200);
    expect(kinds(await mailsOf(s, n))).toEqual([
      'pedido-recebido',
      'pagamento-aprovado',
      'pedido-pronto',
      'pedido-entregue',
    ]);
  });

  it('boleto: the line to pay and a link to the boleto on the supplier host', async () => {
    const { s, idendereco } = await shopper();
    const r = await order(s, idendereco, 'BOLETO', 3);
    const [m, ...rest] = await mailsOf(s, r.numpedido);
    expect(rest).toEqual([]);
    expect(m!.tipo).toBe('pedido-recebido');
    expect(m!.corpo).toContain(r.pedido.pagamento.boleto!.linhaDigitavelFormatada);
    expect(m!.corpo).toContain(formatBRL(r.pedido.totalPedido!));
    const boleto = hrefs(m!.corpo_html!).find((h) => h.endsWith(`/submissao/${r.numpedido}/boleto`));
    expect(boleto && new URL(boleto).hostname).toBe(E.dominio);
  });

  it('pickup: "Pedido pronto para retirada" with the store; the delivery with no invoice has no DANFE link', async () => {
    const { s } = await shopper();
    const r = await order(s, null, 'CARTAO_DEBITO');
    const n = r.numpedido;
    for (const st of ['SEPARANDO', 'PRONTO_RETIRADA', 'ENTREGUE']) expect((await adminStatus(n, st)).status).toBe(200);
    const ms = await mailsOf(s, n);
    expect(kinds(ms)).toEqual(['pedido-recebido', 'pedido-pronto', 'pedido-entregue']);
    expect(ms[1]!.assunto).toBe(`Pedido pronto para retirada — pedido nº ${n}`);
    expect(ms[1]!.corpo).toContain('Empório Bom Preço Pinheiros');
    expect(ms[2]!.corpo).not.toContain('/danfe');
  });
});

describe('opting out per kind', () => {
  it('the own account reads and saves its kinds; a kind turned off is not queued, the others are', async () => {
    const { s, idendereco } = await shopper();
    const initial = await get<NotificationPreferences>('/v4/usuario/notificacoes-email', { headers: bearer(s.token) });
    expect(initial.status).toBe(200);
    expect(initial.body.preferencias.every((p) => p.ativa)).toBe(true);
    const saved = await send<NotificationPreferences>(
      'PUT',
      '/v4/usuario/notificacoes-email',
      { ativas: ['pagamento-aprovado', 'pedido-pronto', 'pedido-entregue'] },
      bearer(s.token),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.preferencias.find((p) => p.tipo === 'pedido-recebido')!.ativa).toBe(false);
    const r = await order(s, idendereco, 'PIX');
    expect(await mailsOf(s, r.numpedido)).toEqual([]);
    expect((await confirmPayment(r.numpedido)).status).toBe(200);
    expect(kinds(await mailsOf(s, r.numpedido))).toEqual(['pagamento-aprovado']);
  });

  it('saves concurrent changes of the same account one after the other: each answers 200 and the last one stands', async () => {
    // Two saves crossing each other (one deleting a row the other inserts, in opposite order) deadlocked on
    // PostgreSQL and answered 500 to one of them.
    const { s } = await shopper();
    const all = ['pedido-recebido', 'pagamento-aprovado', 'pedido-pronto', 'pedido-entregue'];
    const bodies = [[], ['pedido-entregue'], ['pedido-recebido'], all, ['pedido-recebido', 'pedido-entregue'], []];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        bodies.map((ativas) => send('PUT', '/v4/usuario/notificacoes-email', { ativas }, bearer(s.token))),
      );
      expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
    }
    const last = await send<NotificationPreferences>(
      'PUT',
      '/v4/usuario/notificacoes-email',
      { ativas: ['pedido-pronto'] },
      bearer(s.token),
    );
    expect(last.body.preferencias.filter((p) => p.ativa).map((p) => p.tipo)).toEqual(['pedido-pronto']);
  });

  it('refuses an unknown kind with a pt-BR 400 and a call without a session with 401', async () => {
    const { s } = await shopper();
    const bad = await send('PUT', '/v4/usuario/notificacoes-email', { ativas: ['spam'] }, bearer(s.token));
    expectApiError(bad, 400);
    expect(bad.text).toContain('Tipo de notificação inválido');
    expect((await get('/v4/usuario/notificacoes-email')).status).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  it('works once, cannot be forged nor moved to another customer or order', async () => {
    const a = await shopper();
    const b = await shopper();
    const ra = await order(a.s, a.idendereco, 'PIX');
    const rb = await order(b.s, b.idendereco, 'PIX');
    const tokenA = tokenOf((await mailsOf(a.s, ra.numpedido))[0]!);
    const tokenB = tokenOf((await mailsOf(b.s, rb.numpedido))[0]!);
    const unsubscribe = (token: string) => send('POST', '/v4/notificacoes-email/descadastrar', { token });

    // A's token with B's order number, a changed signature, the kind swapped: all refused.
    const [, kind, mac] = tokenA.split('.');
    for (const forged of [
      `${rb.numpedido}.${kind}.${mac}`,
      `${ra.numpedido}.${kind}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${ra.numpedido}.pedido-entregue.${mac}`,
      'qualquer-coisa',
    ]) {
      const r = await unsubscribe(forged);
      expectApiError(r, 400, NOTIFICATION_MESSAGES.linkInvalido);
    }

    const ok = await unsubscribe(tokenA);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ tipo: 'pedido-recebido' });
    expectApiError(await unsubscribe(tokenA), 409, NOTIFICATION_MESSAGES.linkUsado);

    // A has the kind off; B is untouched.
    const prefsA = await get<NotificationPreferences>('/v4/usuario/notificacoes-email', { headers: bearer(a.s.token) });
    const prefsB = await get<NotificationPreferences>('/v4/usuario/notificacoes-email', { headers: bearer(b.s.token) });
    expect(prefsA.body.preferencias.find((p) => p.tipo === 'pedido-recebido')!.ativa).toBe(false);
    expect(prefsB.body.preferencias.every((p) => p.ativa)).toBe(true);
    expect(tokenB).not.toBe(tokenA);
  });
});
