/**
 * Authorization matrix, supplier/supplier (decision 0037): a customer of the Empório and a customer
 * of the Atacado. Every call of the relation is sent by the Empório's customer, from its Empório
 * session, with the Atacado customer's ids and the Atacado's id (its own token, and the composite
 * token): each is refused without the victim's data.
 */
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { productId } from '../cart-helpers';
import type { Victim } from './classification';
import { attack, callsOf, fillCart, freshCustomer, loginAs, marksOf, victimOf, type Fresh } from './matrix';

const cases = callsOf('supplier/supplier');
let s1: Fresh;
let v: Victim;

beforeAll(async () => {
  const [mine, victim] = await Promise.all([
    freshCustomer('emporio', 'Cliente do Empório'),
    loginAs('empresaAprovada'),
  ]);
  s1 = mine;
  v = await victimOf(victim, 'atacado', 'Feijão carioca fardo 10 x 1 kg');
  await fillCart(s1, DEMO_SUPPLIERS.emporio.idfornecedor, productId('emporio', 'Arroz branco tipo 1 5 kg'));
}, 60_000);

describe('authorization matrix: supplier/supplier', () => {
  it('lists the calls of the relation', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it("a customer of another supplier is refused every call on the supplier's customer", async () => {
    const problems = await attack(
      cases.filter((c) => c.entry.guard !== 'session'),
      [{ caller: { token: s1.token, label: 'cliente do Empório' }, mode: 'own' }],
      () => v,
      () => marksOf('empresaAprovada'),
    );
    problems.push(
      ...(await attack(
        cases,
        [{ caller: { token: s1.token, label: 'cliente do Empório' }, mode: 'acting' }],
        () => v,
        () => marksOf('empresaAprovada'),
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);
});
