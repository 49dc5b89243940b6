/**
 * Authorization matrix, principal/linked (decisions 0028 and 0037): a principal P with an accepted
 * linked user L, a pending invitee I (invited, not accepted) and a stranger S, all customers of one
 * supplier. Every call of the relation is sent by the wrong one with the other's ids (its own
 * token, and the composite `<token>~<idcliente>`): a linked user never acts as its principal, a
 * principal never acts for a pending invitee, a stranger never for another's linked user. The
 * principal acting for L reads L's data (2xx) and switches into it.
 */
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { get } from '../helpers';
import { ADMIN, bearer, send } from '../identity-helpers';
import type { Victim } from './classification';
import { attack, callsOf, fillCart, freshCustomer, freshMarks, reads, victimOf, type Case, type Fresh } from './matrix';

const E = DEMO_SUPPLIERS.emporio;
const PRODUTO = 'Arroz branco tipo 1 5 kg';
const cases = callsOf('principal/linked');
let P: Fresh, L: Fresh, I: Fresh, S: Fresh;
let ofP: Victim, ofL: Victim, ofI: Victim;

async function invite(from: Fresh, to: Fresh): Promise<string> {
  const r = await send(
    'POST',
    `/v1/app/usuario/${from.usuario.idcliente}/${E.idfornecedor}`,
    { email: to.email },
    bearer(from.token),
  );
  if (r.status !== 200) throw new Error(`convite ${r.status}: ${r.text}`);
  const got = await send<{ convites: { idconvite: string }[] }>(
    'POST',
    `/v1/app/${to.token}/usuario/${to.usuario.idcliente}/convites-vinculo`,
    {},
  );
  const idconvite = got.body.convites?.[0]?.idconvite;
  if (!idconvite) throw new Error(`convite não recebido: ${got.text}`);
  return idconvite;
}

beforeAll(async () => {
  [P, L, I, S] = await Promise.all([
    freshCustomer('emporio', 'Principal Matriz'),
    freshCustomer('emporio', 'Vinculado Matriz'),
    freshCustomer('emporio', 'Convidada Pendente'),
    freshCustomer('emporio', 'Estranho Matriz'),
  ]);
  const idconviteL = await invite(P, L);
  const ok = await send(
    'POST',
    `/v1/app/${L.token}/usuario/${L.usuario.idcliente}/convites-vinculo/${idconviteL}/aceitar`,
    {},
  );
  if (ok.status !== 200) throw new Error(`aceite ${ok.status}: ${ok.text}`);
  const idconviteI = await invite(P, I);
  [ofP, ofL, ofI] = await Promise.all([
    victimOf(P, 'emporio', PRODUTO),
    victimOf(L, 'emporio', PRODUTO),
    victimOf(I, 'emporio', PRODUTO),
  ]);
  ofI.idconvite = idconviteI;
  // With products in the cart, the freight reads the address named (it must be the caller's own).
  await Promise.all([P, L, S].map((s) => fillCart(s, E.idfornecedor, ofP.idproduto)));
  expect((await get('/admin/email-outbox?tipo=convite-vinculado', { headers: ADMIN })).status).toBe(200);
}, 60_000);

/** The calls on a link name the principal (idcliente) and the linked user (idvinculado). */
const link = (principal: Fresh, linked: Fresh, v: Victim): Victim => ({
  ...v,
  idcliente: principal.usuario.idcliente,
  idvinculado: linked.usuario.idcliente,
});

describe('authorization matrix: principal/linked', () => {
  it('lists the calls of the relation', () => {
    expect(cases.some((c) => c.entry.guard === 'linked')).toBe(true);
  });

  it('a linked user, logged in on its own, cannot act as its principal', async () => {
    const victim = (c: Case) => (c.entry.guard === 'linked' ? link(P, L, ofP) : ofP);
    const problems = await attack(
      cases.filter((c) => c.entry.guard !== 'session' && !c.entry.linkedReadsPrincipal),
      [{ caller: { token: L.token, label: 'vinculado' }, mode: 'own' }],
      victim,
      () => [P.email, P.cpf],
    );
    problems.push(
      ...(await attack(
        cases,
        [{ caller: { token: L.token, label: 'vinculado' }, mode: 'acting' }],
        () => ofP,
        () => [P.email, P.cpf],
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('a principal cannot act for an account it only invited (pending invitation)', async () => {
    const victim = (c: Case) => (c.entry.guard === 'linked' ? link(P, I, ofI) : ofI);
    const problems = await attack(
      cases.filter((c) => c.entry.guard !== 'session'),
      [{ caller: { token: P.token, label: 'principal' }, mode: 'own' }],
      victim,
      () => freshMarks(I),
    );
    problems.push(
      ...(await attack(
        cases,
        [{ caller: { token: P.token, label: 'principal' }, mode: 'acting' }],
        () => ofI,
        () => freshMarks(I),
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("a stranger cannot act for another principal's linked user, nor switch into it", async () => {
    const victim = (c: Case) => (c.entry.guard === 'linked' ? link(S, L, ofL) : ofL);
    const problems = await attack(
      cases.filter((c) => c.entry.guard !== 'session'),
      [{ caller: { token: S.token, label: 'estranho' }, mode: 'own' }],
      victim,
      () => freshMarks(L),
    );
    problems.push(
      ...(await attack(
        cases,
        [{ caller: { token: S.token, label: 'estranho' }, mode: 'acting' }],
        () => ofL,
        () => freshMarks(L),
      )),
      // Naming the real principal does not help either.
      ...(await attack(
        cases.filter((c) => c.entry.guard === 'linked'),
        [{ caller: { token: S.token, label: 'estranho' }, mode: 'own' }],
        () => link(P, L, ofL),
        () => freshMarks(L),
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("the principal acting for its accepted linked user reads the linked user's data and switches into it", async () => {
    const victim = (c: Case) => (c.entry.guard === 'linked' ? link(P, L, ofL) : ofL);
    const acting = cases.filter((c) => c.entry.guard !== 'linked');
    expect(await reads(acting, { token: P.token, label: 'principal' }, 'acting', victim)).toEqual([]);
    const switching = cases.filter((c) => c.entry.guard === 'linked');
    expect(await reads(switching, { token: P.token, label: 'principal' }, 'own', victim)).toEqual([]);
  }, 60_000);
});
