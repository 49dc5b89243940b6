/**
 * Slots a store can keep (lib/rules/delivery-slots.ts): pickup slots within the chosen store's
 * opening hours, labelled 'Retirar em …'; the first slot after the payment method clears (PIX
 * from the store's next opening, boleto after 3 business days); express methods flagged. The
 * world's API runs on a fixed clock (order-world.ts side channel), so each expectation is a date.
 */
import { ORDER_MESSAGES } from '../../../lib/contract';
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { storeRows } from '../../seed/suppliers';
import { getCart, newCustomer, productId, saveCart } from '../cart-helpers';
import { expectApiError } from '../helpers';
import {
  addAddress,
  deliveryMethods,
  METHODS,
  orderBody,
  payment,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const G = DEMO_SUPPLIERS.adega;
const AZEITE = productId('emporio', 'Azeite de oliva extravirgem 500 ml');
const MERLOT = productId('adega', 'Merlot Terroir 2018');
const [VINICOLA, LOJA_CENTRO] = storeRows('adega') as [
  ReturnType<typeof storeRows>[number],
  ReturnType<typeof storeRows>[number],
];

/** Monday 30/11/2026, 05:20 in São Paulo: the Empório opens at 08:00. */
const MONDAY_0520 = '2026-11-30T05:20:00-03:00';
/** Sunday 29/11/2026, 07:00: Loja Centro de Bento is closed on Sundays. */
const SUNDAY_0700 = '2026-11-29T07:00:00-03:00';

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('slots');
}, 120_000);
afterAll(async () => {
  await world?.setClock(null).catch(() => undefined);
  await world?.close();
});

async function emporioShopper() {
  const s = await newCustomer('emporio', 'Cliente Horário');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 3 }] });
  return { s, idendereco, cart };
}

const firstOf = (m: { agendamento: { janelas: { data_de_entrega: string; rotulo: string }[] }[] } | undefined) =>
  m?.agendamento[0]?.janelas[0];

describe('the first slot waits for the payment to clear (Empório, delivered, Monday 05:20)', () => {
  beforeEach(() => world.setClock(MONDAY_0520));

  it('PIX: from the store’s opening (08:00) plus an hour, so 14:00; on delivery: 08:00 as before; boleto: Friday after 3 business days', async () => {
    const { s, idendereco } = await emporioShopper();
    const first = async (tipo: string) => {
      const r = await deliveryMethods(s, E.idfornecedor, {
        tipoEntrega: 'DELIVERY',
        idendereco,
        idformapagamento: payment('emporio', tipo),
      });
      return firstOf(r.formasEntrega.find((m) => m.idformaentrega === METHODS.emporio.agendada));
    };
    expect((await first('PIX'))?.data_de_entrega).toBe('2026-11-30T14:00:00-03:00');
    expect((await first('CARTAO_DEBITO'))?.data_de_entrega).toBe('2026-11-30T08:00:00-03:00');
    expect((await first('CARTAO_CREDITO'))?.data_de_entrega).toBe('2026-11-30T08:00:00-03:00');
    // Boleto: Tue, Wed, Thu are the 3 business days; Friday 04/12 from 09:00 → 14:00.
    expect(await first('BOLETO')).toMatchObject({
      data_de_entrega: '2026-12-04T14:00:00-03:00',
      rotulo: 'sex., 04/12, das 14:00 às 18:00',
    });
  });

  it('the submit refuses a slot before the clearing (409, pt-BR, the first slot allowed), keeps the cart, and takes the first allowed one', async () => {
    const { s, idendereco, cart } = await emporioShopper();
    const body = (tipo: string, data_de_entrega: string | null) =>
      orderBody(cart, {
        idformapagto: payment('emporio', tipo),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
        data_de_entrega,
      });
    // The boleto's due date (Thursday 03/12) is not a slot it can have.
    const boleto = await submitRaw(s, body('BOLETO', '2026-12-03T08:00:00-03:00'));
    const m = ORDER_MESSAGES.horarioAntesDoPagamento('BOLETO', 'sex., 04/12, das 14:00 às 18:00');
    expectApiError(boleto, 409, m);
    expect(boleto.body).toMatchObject({
      codigo: 'HORARIO_ANTES_DO_PAGAMENTO',
      campos: { 'formaEntrega.data_de_entrega': m },
    });
    expect(m).toBe(
      'O boleto leva até 3 dias úteis para ser confirmado, e o horário escolhido começa antes disso. Escolha um horário a partir de sex., 04/12, das 14:00 às 18:00.',
    );
    const pix = await submitRaw(s, body('PIX', '2026-11-30T08:00:00-03:00'));
    expectApiError(pix, 409, ORDER_MESSAGES.horarioAntesDoPagamento('PIX', 'seg., 30/11, das 14:00 às 18:00'));
    // Nothing lost: the cart is still there.
    expect((await getCart(s)).produtosSelecionados.map((p) => p.quantidade)).toEqual([3]);

    const ok = await placeOk(s, body('BOLETO', '2026-12-04T14:00:00-03:00'));
    expect(ok.pedido.formaEntrega).toMatchObject({
      data_de_entrega: '2026-12-04T14:00:00-03:00',
      rotulo: 'sex., 04/12, das 14:00 às 18:00',
    });
    // Without a slot, a PIX order gets the first one it allows.
    const again = await emporioShopper();
    const p = await placeOk(
      again.s,
      orderBody(again.cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco: again.idendereco,
      }),
    );
    expect(p.pedido.formaEntrega.data_de_entrega).toBe('2026-11-30T14:00:00-03:00');
  });

  it('an express method says so (expressa), a scheduled one does not', async () => {
    const { s, idendereco } = await emporioShopper();
    const r = await deliveryMethods(s, E.idfornecedor, { tipoEntrega: 'DELIVERY', idendereco });
    expect(r.formasEntrega.map((m) => [m.idformaentrega, m.expressa])).toEqual([
      [METHODS.emporio.agendada, false],
      [METHODS.emporio.expressa, true],
    ]);
  });
});

describe('pickup slots within the chosen store’s hours (Adega, Sunday 07:00)', () => {
  beforeEach(() => world.setClock(SUNDAY_0700));

  it('Loja Centro (Mon–Sat 10h–19h): no Sunday, nothing before 10:00, labelled "Retirar em …"; the vinícola opens on Sundays', async () => {
    const s = await newCustomer('adega', 'Cliente Retirada');
    const cart = await saveCart(s, { cartItens: [{ idproduto: MERLOT, quantidade: 2 }] }, {}, 'adega');
    const at = async (idloja: string, tipo?: string) =>
      (
        await deliveryMethods(s, G.idfornecedor, {
          tipoEntrega: 'RETIRADA',
          idloja,
          ...(tipo ? { idformapagamento: payment('adega', tipo) } : {}),
        })
      ).formasEntrega[0]!;

    const centro = await at(LOJA_CENTRO.idloja);
    const slots = centro.agendamento.flatMap((d) => d.janelas.map((j) => ({ ...j, data: d.data })));
    expect(slots.length).toBeGreaterThan(0);
    for (const j of slots) {
      expect(new Date(`${j.data}T12:00:00-03:00`).getUTCDay()).not.toBe(0);
      expect(j.inicio >= '10:00' && j.fim <= '19:00').toBe(true);
      expect(j.rotulo).toMatch(
        /^Retirar em (seg|ter|qua|qui|sex|sáb)\., \d{2}\/\d{2}, das \d{2}:\d{2} às \d{2}:\d{2}$/,
      );
    }
    expect(firstOf(centro)).toEqual({
      inicio: '10:00',
      fim: '12:00',
      data_de_entrega: '2026-11-30T10:00:00-03:00',
      rotulo: 'Retirar em seg., 30/11, das 10:00 às 12:00',
    });
    // The vinícola is open every day from 9h: Sunday 09:00 stands there.
    expect(firstOf(await at(VINICOLA.idloja))?.data_de_entrega).toBe('2026-11-29T09:00:00-03:00');
    // A PIX on a Sunday at Loja Centro: checked when it opens on Monday (10:00), so from 11:00 → 13:30.
    expect(firstOf(await at(LOJA_CENTRO.idloja, 'PIX'))?.data_de_entrega).toBe('2026-11-30T13:30:00-03:00');

    const body = (data_de_entrega: string | null) =>
      orderBody(cart, {
        idformapagto: payment('adega', 'PIX'),
        idformaentrega: METHODS.adega.retirada,
        loja: { idloja: LOJA_CENTRO.idloja, nome: LOJA_CENTRO.nome },
        data_de_entrega,
      });
    // Sunday 09:00 at a store closed on Sundays: not a slot.
    expectApiError(await submitRaw(s, body('2026-11-29T09:00:00-03:00')), 409, ORDER_MESSAGES.horarioIndisponivel);
    const r = await placeOk(s, body(null));
    expect(r.pedido.formaEntrega).toMatchObject({
      data_de_entrega: '2026-11-30T13:30:00-03:00',
      rotulo: 'Retirar em seg., 30/11, das 13:30 às 18:00',
    });
  });
});
