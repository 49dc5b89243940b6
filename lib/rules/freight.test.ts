import {
  addDays,
  cartWeightKg,
  deliveryDateTime,
  findSlot,
  firstSlot,
  lineWeightKg,
  missingForFreeFreight,
  nearestStoreDistanceKm,
  perKmFreight,
  quoteFreight,
  ROAD_FACTOR,
  roadDistanceKm,
  schedulingDays,
  slotInstant,
  slotLabel,
  supplierToday,
  unavailableReason,
  weekdayOf,
  type DeliveryWindow,
} from './freight';
import { haversineMeters } from './geo';

/** Tuesday 24/11/2026, 10:30 in São Paulo (13:30 UTC). */
const NOW = new Date('2026-11-24T10:30:00-03:00');
const MANHA_TARDE: DeliveryWindow[] = [
  { inicio: '14:00', fim: '18:00' },
  { inicio: '08:00', fim: '12:00' },
  { inicio: '18:00', fim: '21:00' },
];

describe('calendar on the supplier clock (UTC−03:00, no DST)', () => {
  it("today is the São Paulo date, not UTC's", () => {
    expect(supplierToday(NOW)).toBe('2026-11-24');
    // 23:30 in São Paulo is already the next day in UTC.
    expect(supplierToday(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(supplierToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    // January (southern summer): still −03:00.
    expect(supplierToday(new Date('2027-01-15T02:59:00Z'))).toBe('2027-01-14');
  });

  it('adds days across months and years; weekdays', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('a slot instant and its data_de_entrega carry the −03:00 offset', () => {
    expect(slotInstant('2026-11-24', '08:00').toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(deliveryDateTime('2026-11-24', '08:00')).toBe('2026-11-24T08:00:00-03:00');
    expect(Date.parse(deliveryDateTime('2026-11-24', '08:00'))).toBe(slotInstant('2026-11-24', '08:00').getTime());
  });

  it("labels a slot in pt-BR: 'ter., 24/11, das 08:00 às 12:00'", () => {
    expect(slotLabel('2026-11-24', '08:00', '12:00')).toBe('ter., 24/11, das 08:00 às 12:00');
    expect(slotLabel('2026-11-28', '13:30', '18:00')).toBe('sáb., 28/11, das 13:30 às 18:00');
    expect(slotLabel('2026-11-29', '09:00', '11:00')).toBe('dom., 29/11, das 09:00 às 11:00');
    expect(slotLabel('2027-01-04', '07:00', '12:00')).toBe('seg., 04/01, das 07:00 às 12:00');
  });
});

describe('schedulingDays', () => {
  it('offers 7 days from today; slots starting within 60 minutes (or past) are skipped; windows sorted', () => {
    const days = schedulingDays(MANHA_TARDE, { now: NOW, prazoDias: 0 });
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.data)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    // 08:00 has passed; 14:00 starts in 3 h 30.
    expect(days[0]!.janelas.map((j) => j.inicio)).toEqual(['14:00', '18:00']);
    expect(days[1]!.janelas.map((j) => j.inicio)).toEqual(['08:00', '14:00', '18:00']);
    expect(firstSlot(days)).toEqual({
      inicio: '14:00',
      fim: '18:00',
      data_de_entrega: '2026-11-24T14:00:00-03:00',
      rotulo: 'ter., 24/11, das 14:00 às 18:00',
    });
  });

  it('exactly 60 minutes ahead is offered; 59 minutes is not', () => {
    const w = [{ inicio: '11:30', fim: '12:30' }];
    expect(firstSlot(schedulingDays(w, { now: NOW, prazoDias: 0 }))?.data_de_entrega).toBe('2026-11-24T11:30:00-03:00');
    const later = new Date(NOW.getTime() + 60_000);
    expect(firstSlot(schedulingDays(w, { now: later, prazoDias: 0 }))?.data_de_entrega).toBe(
      '2026-11-25T11:30:00-03:00',
    );
  });

  it('late at night the days roll over: today has nothing left, the 7th day is the last', () => {
    const night = new Date('2026-11-24T20:30:00-03:00');
    const days = schedulingDays(MANHA_TARDE, { now: night, prazoDias: 0 });
    expect(days.map((d) => d.data)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    // At 23:30 (02:30 UTC of the 25th) "today" is still the 24th.
    const late = new Date('2026-11-25T02:30:00Z');
    expect(schedulingDays(MANHA_TARDE, { now: late, prazoDias: 0 })[0]!.janelas[0]!.data_de_entrega).toBe(
      '2026-11-25T08:00:00-03:00',
    );
  });

  it('prazoDias shifts the first day', () => {
    const days = schedulingDays(MANHA_TARDE, { now: NOW, prazoDias: 1 });
    expect(days[0]!.data).toBe('2026-11-25');
    expect(days[0]!.janelas[0]!.inicio).toBe('08:00');
    expect(days.at(-1)!.data).toBe('2026-12-01');
    expect(schedulingDays(MANHA_TARDE, { now: NOW, prazoDias: 3 })[0]!.data).toBe('2026-11-27');
  });

  it('windows limited to weekdays; days without slots are left out', () => {
    const semana: DeliveryWindow[] = [{ inicio: '07:00', fim: '12:00', dias: [1, 2, 3, 4, 5] }];
    const days = schedulingDays(semana, { now: NOW, prazoDias: 0 });
    // Tue 24 (07:00 passed) → Wed..Fri, skip Sat/Sun, Mon 30.
    expect(days.map((d) => d.data)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    const domingo: DeliveryWindow[] = [
      { inicio: '08:00', fim: '12:00', dias: [0] },
      { inicio: '14:00', fim: '18:00', dias: [1, 2, 3, 4, 5, 6] },
    ];
    const d2 = schedulingDays(domingo, { now: NOW, prazoDias: 0 });
    expect(d2.find((d) => d.data === '2026-11-29')!.janelas.map((j) => j.inicio)).toEqual(['08:00']);
  });

  it('ignores malformed windows; no windows means no scheduling', () => {
    expect(
      schedulingDays(
        [
          { inicio: '12:00', fim: '08:00' },
          { inicio: '25:00', fim: '26:00' },
        ],
        { now: NOW, prazoDias: 0 },
      ),
    ).toEqual([]);
    expect(schedulingDays([], { now: NOW, prazoDias: 0 })).toEqual([]);
    expect(firstSlot([])).toBeNull();
  });

  it('findSlot matches a data_de_entrega as an instant', () => {
    const days = schedulingDays(MANHA_TARDE, { now: NOW, prazoDias: 0 });
    expect(findSlot(days, '2026-11-25T08:00:00-03:00')?.fim).toBe('12:00');
    expect(findSlot(days, '2026-11-25T11:00:00Z')?.fim).toBe('12:00');
    expect(findSlot(days, '2026-11-24T08:00:00-03:00')).toBeNull();
    expect(findSlot(days, 'amanhã')).toBeNull();
  });
});

describe('freight', () => {
  const fixo = { calculo: 'FIXO' as const, valor: 990, valorPorKm: 0, gratisAcimaDe: 20000 };
  const porKm = { calculo: 'POR_KM' as const, valor: 990, valorPorKm: 250, gratisAcimaDe: null };

  it('FIXO: the value, free from gratisAcimaDe on (valorSemDesconto keeps the price)', () => {
    expect(quoteFreight(fixo, { valorPedido: 15000, distanciaKm: null })).toEqual({
      valor: 990,
      valorSemDesconto: 990,
      regra: 'FIXO',
      faltaParaFreteGratis: 5000,
    });
    expect(quoteFreight(fixo, { valorPedido: 20000, distanciaKm: null })).toEqual({
      valor: 0,
      valorSemDesconto: 990,
      regra: 'GRATIS',
      faltaParaFreteGratis: 0,
    });
    expect(quoteFreight(fixo, { valorPedido: 19999, distanciaKm: null }).faltaParaFreteGratis).toBe(1);
  });

  it('unknown cart value (prices hidden) is never free and has no "falta"', () => {
    expect(quoteFreight(fixo, { valorPedido: null, distanciaKm: null })).toEqual({
      valor: 990,
      valorSemDesconto: 990,
      regra: 'FIXO',
      faltaParaFreteGratis: null,
    });
    expect(missingForFreeFreight(null, 5000)).toBeNull();
    expect(missingForFreeFreight(1000, 5000)).toBe(0);
  });

  it('POR_KM: base + per km × distance, rounded to the centavo', () => {
    expect(quoteFreight(porKm, { valorPedido: 9000, distanciaKm: 1.7 })).toEqual({
      valor: 1415,
      valorSemDesconto: 1415,
      regra: 'POR_KM',
      faltaParaFreteGratis: null,
    });
    expect(perKmFreight(990, 250, 0)).toBe(990);
    // 990 + 333 × 1.5 = 1489.5 → 1490; 990 + 111 × 2.3 = 1245.3 → 1245.
    expect(perKmFreight(990, 333, 1.5)).toBe(1490);
    expect(perKmFreight(990, 111, 2.3)).toBe(1245);
    expect(Number.isInteger(perKmFreight(990, 250, 4.9))).toBe(true);
    expect(quoteFreight({ ...porKm, gratisAcimaDe: 10000 }, { valorPedido: 12000, distanciaKm: 3 })).toEqual({
      valor: 0,
      valorSemDesconto: 1740,
      regra: 'GRATIS',
      faltaParaFreteGratis: 0,
    });
  });

  it('road distance is haversine × 1.3 with one decimal; the nearest store counts', () => {
    const loja = { lat: -23.5652, lng: -46.6839 };
    const casa = { lat: -23.5543, lng: -46.6893 };
    const km = (haversineMeters([loja.lng, loja.lat], [casa.lng, casa.lat]) / 1000) * ROAD_FACTOR;
    expect(roadDistanceKm(loja, casa)).toBe(Math.round(km * 10) / 10);
    expect(roadDistanceKm(loja, casa)).toBeCloseTo(1.7, 5);
    expect(roadDistanceKm(loja, loja)).toBe(0);
    const longe = { lat: -23.6, lng: -46.8 };
    expect(nearestStoreDistanceKm(casa, [longe, loja])).toBe(roadDistanceKm(loja, casa));
    expect(nearestStoreDistanceKm(casa, [])).toBeNull();
  });
});

describe('availability of a method', () => {
  const expressa = { calculo: 'POR_KM' as const, pedidoMinimo: 8000, pesoMaximoKg: 15, raioMaximoKm: 5 };
  const ok = { valorPedido: 9000, pesoKg: 10, distanciaKm: 2 };

  it('minimum order, maximum weight and radius', () => {
    expect(unavailableReason(expressa, ok)).toBeNull();
    expect(unavailableReason(expressa, { ...ok, valorPedido: 7999 })).toBe('PEDIDO_MINIMO');
    expect(unavailableReason(expressa, { ...ok, valorPedido: 8000 })).toBeNull();
    expect(unavailableReason(expressa, { ...ok, valorPedido: null })).toBe('PEDIDO_MINIMO');
    expect(unavailableReason(expressa, { ...ok, pesoKg: 15.001 })).toBe('PESO_MAXIMO');
    expect(unavailableReason(expressa, { ...ok, pesoKg: 15 })).toBeNull();
    expect(unavailableReason(expressa, { ...ok, distanciaKm: 5.1 })).toBe('FORA_DO_RAIO');
    expect(unavailableReason(expressa, { ...ok, distanciaKm: 5 })).toBeNull();
    expect(unavailableReason(expressa, { ...ok, distanciaKm: null })).toBe('FORA_DO_RAIO');
  });

  it('a fixed method without limits serves any cart anywhere', () => {
    const livre = { calculo: 'FIXO' as const, pedidoMinimo: null, pesoMaximoKg: null, raioMaximoKm: null };
    expect(unavailableReason(livre, { valorPedido: null, pesoKg: 999, distanciaKm: null })).toBeNull();
    expect(
      unavailableReason({ ...livre, pedidoMinimo: 0 }, { valorPedido: null, pesoKg: 0, distanciaKm: null }),
    ).toBeNull();
  });
});

describe('cart weight', () => {
  it('quantity × unit weight; products sold by weight weigh their quantity; 3 decimals', () => {
    expect(lineWeightKg({ quantidade: 1.5, unidade: 'kg', pesoKg: null })).toBe(1.5);
    expect(lineWeightKg({ quantidade: 1.5, unidade: 'KG ', pesoKg: 1 })).toBe(1.5);
    expect(lineWeightKg({ quantidade: 250, unidade: 'g', pesoKg: null })).toBe(0.25);
    expect(lineWeightKg({ quantidade: 3, unidade: 'un', pesoKg: 5.05 })).toBeCloseTo(15.15, 9);
    expect(lineWeightKg({ quantidade: 3, unidade: 'un', pesoKg: null })).toBe(0);
    expect(
      cartWeightKg([
        { quantidade: 3, unidade: 'un', pesoKg: 0.1 },
        { quantidade: 1.5, unidade: 'kg', pesoKg: null },
        { quantidade: 1, unidade: 'fardo', pesoKg: 30.6 },
      ]),
    ).toBe(32.4);
    expect(cartWeightKg([])).toBe(0);
  });
});
