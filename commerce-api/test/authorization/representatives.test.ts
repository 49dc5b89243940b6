/**
 * Authorization matrix, representative/client (decision 0037): the demo representative of the
 * Atacado, a client of its portfolio and a customer of the Atacado outside it. The representative
 * acting for the outsider (composite token) or naming its ids is refused every call; a customer is
 * refused the representative's calls; acting for its own client, the representative reads the
 * client's data (2xx).
 */
import { DEMO_REPRESENTATIVE, DEMO_SUPPLIERS } from '../../seed/demo-world';
import type { Victim } from './classification';
import {
  attack,
  callsOf,
  freshCustomer,
  freshMarks,
  loginAs,
  marksOf,
  reads,
  staffLogin,
  victimOf,
  type Fresh,
} from './matrix';

const A = DEMO_SUPPLIERS.atacado;
const PRODUTO = 'Feijão carioca fardo 10 x 1 kg';
const cases = callsOf('representative/client');
const repCalls = cases.filter((c) => c.entry.guard === 'representative');
const clientCalls = cases.filter((c) => c.entry.guard !== 'representative');
let rep: string;
let outsider: Fresh;
let ofOwn: Victim;
let ofOutsider: Victim;

beforeAll(async () => {
  const [token, own, out] = await Promise.all([
    staffLogin('representante', DEMO_REPRESENTATIVE.email, A.idfornecedor),
    loginAs('empresaAprovada'),
    freshCustomer('atacado', 'Cliente Fora da Carteira'),
  ]);
  rep = token;
  outsider = out;
  ofOwn = { ...(await victimOf(own, 'atacado', PRODUTO)), idrepresentante: DEMO_REPRESENTATIVE.idusuario };
  ofOutsider = { ...(await victimOf(outsider, 'atacado', PRODUTO)), idrepresentante: DEMO_REPRESENTATIVE.idusuario };
}, 60_000);

describe('authorization matrix: representative/client', () => {
  it('lists the calls of the relation', () => {
    expect(repCalls.length).toBe(3);
  });

  it('the representative cannot act for a customer outside its portfolio, nor name its data', async () => {
    const problems = await attack(
      clientCalls,
      [{ caller: { token: rep, label: 'representante' }, mode: 'acting' }],
      () => ofOutsider,
      () => freshMarks(outsider),
    );
    problems.push(
      ...(await attack(
        [
          ...clientCalls.filter((c) => c.entry.guard !== 'session'),
          ...repCalls.filter((c) => c.endpoint.method !== 'GET'),
        ],
        [{ caller: { token: rep, label: 'representante' }, mode: 'own' }],
        () => ofOutsider,
        () => freshMarks(outsider),
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("a customer is refused the representative's calls", async () => {
    const problems = await attack(
      repCalls,
      [{ caller: { token: outsider.token, label: 'cliente' }, mode: 'own' }],
      () => ofOwn,
      () => marksOf('empresaAprovada'),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("acting for its own client, the representative reads the client's data; its own calls answer", async () => {
    expect(await reads(clientCalls, { token: rep, label: 'representante' }, 'acting', () => ofOwn)).toEqual([]);
    expect(await reads(repCalls, { token: rep, label: 'representante' }, 'own', () => ofOwn)).toEqual([]);
  }, 60_000);
});
