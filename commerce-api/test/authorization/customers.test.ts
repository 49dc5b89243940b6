/**
 * Authorization matrix, customer/customer (decision 0037): two customers of one supplier. Every
 * call of the table that names a customer or works on the session's own account is sent by the
 * other customer with the victim's ids (its own token, and the composite `<token>~<victim>`): each
 * must be refused (401/403/404) without the victim's data; the victim's own reads answer 2xx.
 */
import { ALL_ENDPOINTS } from '../../../lib/contract/endpoints';
import { DEMO_ACCOUNTS, DEMO_SUBSCRIPTION } from '../../seed/demo-world';
import type { Login } from '../identity-helpers';
import { CLASSIFICATION, entryKey, SUBSCRIBER, type Victim } from './classification';
import {
  attack,
  build,
  callsOf,
  fillCart,
  loginAs,
  marksOf,
  reads,
  run,
  spareSessionId,
  victimOf,
  type Case,
} from './matrix';

const cases = callsOf('customer/customer');
let victim: Login;
let attacker: Login;
let subscriber: Login;
let v: Victim;
let sub: Victim;

beforeAll(async () => {
  [victim, attacker, subscriber] = await Promise.all([
    loginAs('empresaAprovada'),
    loginAs('lanchonete'),
    loginAs(DEMO_SUBSCRIPTION.demo.conta, SUBSCRIBER.idfornecedor),
  ]);
  v = await victimOf(victim, 'atacado', 'Feijão carioca fardo 10 x 1 kg');
  await fillCart(attacker, v.idfornecedor, v.idproduto);
  v.idsessao = await spareSessionId('empresaAprovada', victim);
  // The copy's destination is a list of the attacker: copying the victim's list into it is the theft.
  v.idlistadestino = (await victimOf(attacker, 'atacado', 'Feijão carioca fardo 10 x 1 kg')).idlista;
  sub = {
    idcliente: subscriber.usuario.idcliente,
    idfornecedor: SUBSCRIBER.idfornecedor,
    idproduto: v.idproduto,
    idassinatura: SUBSCRIBER.idassinatura,
  };
  expect(v.numpedido).toBeDefined();
  expect(v.idfatura).toBeDefined();
  expect(v.idendereco).toBeDefined();
}, 60_000);

const victimFor = (c: Case) => (c.entry.owner === 'subscriber' ? sub : v);
const marksFor = (c: Case) =>
  c.entry.owner === 'subscriber' ? marksOf(DEMO_SUBSCRIPTION.demo.conta) : marksOf('empresaAprovada');

describe('authorization matrix: customer/customer', () => {
  it('lists the calls of the relation', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it("another customer of the supplier is refused every call on the victim's data", async () => {
    const own = cases.filter((c) => c.entry.guard !== 'session');
    const problems = await attack(
      own,
      [{ caller: { token: attacker.token, label: 'outro cliente' }, mode: 'own' }],
      victimFor,
      marksFor,
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('another customer cannot act for the victim through the composite token', async () => {
    const problems = await attack(
      cases,
      [{ caller: { token: attacker.token, label: 'outro cliente' }, mode: 'acting' }],
      victimFor,
      marksFor,
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("a visitor (no session) is refused every call on the victim's data", async () => {
    const own = cases.filter((c) => c.entry.guard !== 'session');
    const problems = await attack(
      own,
      [{ caller: { token: 'token', label: 'visitante' }, mode: 'own' }],
      victimFor,
      marksFor,
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('the victim reads its own data (2xx)', async () => {
    const mine = cases.filter((c) => c.entry.owner !== 'subscriber' && c.entry.guard !== 'linked');
    expect(await reads(mine, { token: victim.token, label: 'vítima' }, 'own', victimFor)).toEqual([]);
    const subs = cases.filter((c) => c.entry.owner === 'subscriber');
    expect(await reads(subs, { token: subscriber.token, label: 'assinante' }, 'own', victimFor)).toEqual([]);
  }, 60_000);

  it("public calls that take an idcliente answer nothing of that customer's to another", async () => {
    const open = ALL_ENDPOINTS.filter(
      (e) =>
        CLASSIFICATION[entryKey(e)]?.guard === 'public' &&
        e.method === 'GET' &&
        /idclient/.test(JSON.stringify(Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {}))),
    );
    expect(open.length).toBeGreaterThan(3);
    const marks = marksOf('empresaAprovada').slice(1);
    const problems: string[] = [];
    for (const e of open) {
      const c = { key: entryKey(e), endpoint: e, entry: CLASSIFICATION[entryKey(e)]! };
      let b;
      try {
        b = build(c, { token: attacker.token, label: 'outro cliente' }, v, 'own');
      } catch {
        continue; // a path param the table does not fill (a slug, a combo): covered by its own tests
      }
      const r = await run(b);
      if (r.status >= 500 || marks.some((m) => r.text.includes(m)))
        problems.push(`${c.key}: ${r.status} ${r.text.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });

  it('uses demo accounts of one supplier', () => {
    expect(DEMO_ACCOUNTS.empresaAprovada.fornecedor).toBe(DEMO_ACCOUNTS.lanchonete.fornecedor);
  });
});
