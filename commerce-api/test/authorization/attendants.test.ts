/**
 * Authorization matrix, attendant/supplier (decision 0037): the Empório's attendant against the
 * Atacado's customers. Every attendant call is refused for another supplier, and for a customer who
 * is not the attendant's supplier's; an attendant's token opens no customer call; a customer's
 * token opens no attendant call. The Atacado's attendant reads its customer's cart and chat (2xx).
 */
import { DEMO_ATTENDANTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
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
const E = DEMO_SUPPLIERS.emporio;
const PRODUTO = 'Feijão carioca fardo 10 x 1 kg';
const cases = callsOf('attendant/supplier');
const attendantCalls = cases.filter((c) => c.entry.guard === 'attendant');
const customerCalls = cases.filter((c) => c.entry.guard === 'customer');
let ofEmporio: string;
let ofAtacado: string;
let atacadoOnly: Fresh;
let victim: Victim;
let outsider: Victim;

beforeAll(async () => {
  const [e, a, own, out] = await Promise.all([
    staffLogin('atendente', DEMO_ATTENDANTS.emporio.email, E.idfornecedor),
    staffLogin('atendente', DEMO_ATTENDANTS.atacado.email, A.idfornecedor),
    loginAs('empresaAprovada'),
    freshCustomer('atacado', 'Cliente Só do Atacado'),
  ]);
  ofEmporio = e;
  ofAtacado = a;
  atacadoOnly = out;
  victim = await victimOf(own, 'atacado', PRODUTO);
  outsider = await victimOf(atacadoOnly, 'atacado', PRODUTO);
}, 60_000);

describe('authorization matrix: attendant/supplier', () => {
  it('lists the calls of the relation', () => {
    expect(attendantCalls.length).toBeGreaterThanOrEqual(6);
  });

  it("an attendant is refused every attendant call on another supplier's customers", async () => {
    const problems = await attack(
      attendantCalls,
      [{ caller: { token: ofEmporio, label: 'atendente do Empório' }, mode: 'own' }],
      () => victim,
      () => marksOf('empresaAprovada'),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("an attendant naming its own supplier is refused a customer who is not that supplier's", async () => {
    const problems = await attack(
      attendantCalls.filter((c) => c.endpoint.path.includes('{idcliente}') || c.endpoint.path.includes('{sala}')),
      [{ caller: { token: ofEmporio, label: 'atendente do Empório' }, mode: 'own' }],
      () => ({ ...outsider, idfornecedor: E.idfornecedor, idproduto: outsider.idproduto }),
      () => freshMarks(atacadoOnly),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("an attendant's token opens no customer call, and a customer's token no attendant call", async () => {
    const problems = await attack(
      customerCalls,
      [
        { caller: { token: ofAtacado, label: 'atendente' }, mode: 'own' },
        { caller: { token: ofAtacado, label: 'atendente' }, mode: 'acting' },
      ],
      () => victim,
      () => marksOf('empresaAprovada'),
    );
    problems.push(
      ...(await attack(
        attendantCalls,
        [{ caller: { token: atacadoOnly.token, label: 'cliente' }, mode: 'own' }],
        () => victim,
        () => marksOf('empresaAprovada'),
      )),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it("the supplier's own attendant reads its customer's cart and chat", async () => {
    expect(
      await reads(attendantCalls, { token: ofAtacado, label: 'atendente do Atacado' }, 'own', () => victim),
    ).toEqual([]);
  }, 60_000);
});
