import {
  addBusinessDays,
  bankHolidays,
  clearingOf,
  earliestSlotStart,
  easterSunday,
  isBusinessDay,
  nextOpening,
  windowsWithinHours,
} from './delivery-slots';
import { schedulingDays, type DeliveryWindow } from './freight';

const SEG_A_SAB = [1, 2, 3, 4, 5, 6];
/** The Adega's 'Retirada na vinícola' windows (every day) and its Loja Centro de Bento (Mon–Sat 10h–19h). */
const VINICOLA: DeliveryWindow[] = [
  { inicio: '09:00', fim: '12:00' },
  { inicio: '13:30', fim: '18:00' },
];
const LOJA_CENTRO: DeliveryWindow[] = [{ inicio: '10:00', fim: '19:00', dias: SEG_A_SAB }];
/** The Empório's 'Entrega agendada' windows and its store (Mon–Sat 8h–20h, Sunday 8h–13h). */
const AGENDADA: DeliveryWindow[] = [
  { inicio: '08:00', fim: '12:00' },
  { inicio: '14:00', fim: '18:00', dias: SEG_A_SAB },
  { inicio: '18:00', fim: '21:00', dias: SEG_A_SAB },
];
const EMPORIO: DeliveryWindow[] = [
  { inicio: '08:00', fim: '20:00', dias: SEG_A_SAB },
  { inicio: '08:00', fim: '13:00', dias: [0] },
];

const firstStart = (days: ReturnType<typeof schedulingDays>) => days[0]?.janelas[0]?.data_de_entrega;

describe('pickup slots within the store’s opening hours', () => {
  it('cuts each window to the hours of its weekday: no Sunday, 09:00–12:00 becomes 10:00–12:00', () => {
    expect(windowsWithinHours(VINICOLA, LOJA_CENTRO)).toEqual([
      { inicio: '10:00', fim: '12:00', dias: SEG_A_SAB },
      { inicio: '13:30', fim: '18:00', dias: SEG_A_SAB },
    ]);
    // A store open all day every day keeps the windows; no hours given keeps them as they are.
    expect(windowsWithinHours(VINICOLA, [{ inicio: '09:00', fim: '18:00' }])).toEqual(VINICOLA);
    expect(windowsWithinHours(VINICOLA, null)).toEqual(VINICOLA);
    // A window across a closed gap gives two; a store never open gives none.
    expect(
      windowsWithinHours(
        [{ inicio: '08:00', fim: '18:00', dias: [2] }],
        [
          { inicio: '09:00', fim: '12:00' },
          { inicio: '14:00', fim: '17:00' },
        ],
      ),
    ).toEqual([
      { inicio: '09:00', fim: '12:00', dias: [2] },
      { inicio: '14:00', fim: '17:00', dias: [2] },
    ]);
    expect(windowsWithinHours(VINICOLA, [])).toEqual([]);
  });

  it('a Sunday 07:00 at Loja Centro: the first pickup is Monday 10:00, labelled "Retirar em …"', () => {
    const now = new Date('2026-11-29T07:00:00-03:00'); // Sunday
    const days = schedulingDays(windowsWithinHours(VINICOLA, LOJA_CENTRO), { now, prazoDias: 0, retirada: true });
    expect(days.map((d) => d.data)).not.toContain('2026-11-29');
    expect(days.flatMap((d) => d.janelas).every((j) => j.inicio >= '10:00' && j.fim <= '19:00')).toBe(true);
    expect(days[0]!.janelas[0]).toEqual({
      inicio: '10:00',
      fim: '12:00',
      data_de_entrega: '2026-11-30T10:00:00-03:00',
      rotulo: 'Retirar em seg., 30/11, das 10:00 às 12:00',
    });
  });
});

describe('the first slot waits for the payment to clear', () => {
  it('maps payment types: PIX, boleto, the rest at once', () => {
    expect(clearingOf('PIX')).toBe('PIX');
    expect(clearingOf('BOLETO')).toBe('BOLETO');
    for (const t of ['CARTAO_CREDITO', 'FATURADO', 'CARTAO_DEBITO', 'DINHEIRO', null, undefined])
      expect(clearingOf(t)).toBe('IMEDIATA');
  });

  it('the store’s next opening: now when open, else when it opens; no hours: now', () => {
    const open = new Date('2026-11-30T10:00:00-03:00');
    expect(nextOpening(open, EMPORIO)).toEqual(open);
    expect(nextOpening(new Date('2026-11-30T05:20:00-03:00'), EMPORIO)).toEqual(new Date('2026-11-30T08:00:00-03:00'));
    // Saturday 20:30 → Sunday 08:00; Sunday 13:30 → Monday 08:00.
    expect(nextOpening(new Date('2026-11-28T20:30:00-03:00'), EMPORIO)).toEqual(new Date('2026-11-29T08:00:00-03:00'));
    expect(nextOpening(new Date('2026-11-29T13:30:00-03:00'), EMPORIO)).toEqual(new Date('2026-11-30T08:00:00-03:00'));
    expect(nextOpening(open, null)).toEqual(open);
  });

  it('a PIX at 05:20 does not get the 08:00 slot: the store opens at 08:00, the lead counts from then', () => {
    const now = new Date('2026-11-30T05:20:00-03:00'); // Monday
    expect(earliestSlotStart('PIX', now, EMPORIO)).toEqual(new Date('2026-11-30T09:00:00-03:00'));
    const pix = schedulingDays(AGENDADA, { now, prazoDias: 0, earliest: earliestSlotStart('PIX', now, EMPORIO) });
    expect(firstStart(pix)).toBe('2026-11-30T14:00:00-03:00');
    // A card at the same minute: as before, the first slot one hour from now.
    const card = schedulingDays(AGENDADA, { now, prazoDias: 0, earliest: earliestSlotStart('IMEDIATA', now, EMPORIO) });
    expect(firstStart(card)).toBe('2026-11-30T08:00:00-03:00');
    // A PIX while the store is open: one hour from now, as for a card.
    const midday = new Date('2026-11-30T12:30:00-03:00');
    expect(earliestSlotStart('PIX', midday, EMPORIO)).toEqual(new Date('2026-11-30T13:30:00-03:00'));
  });

  it('a boleto on Friday: three business days (Mon, Tue, Wed), the first slot on Thursday after opening', () => {
    const now = new Date('2026-11-27T10:00:00-03:00'); // Friday
    const earliest = earliestSlotStart('BOLETO', now, EMPORIO);
    expect(earliest).toEqual(new Date('2026-12-03T09:00:00-03:00'));
    const days = schedulingDays(AGENDADA, { now, prazoDias: 0, earliest });
    expect(firstStart(days)).toBe('2026-12-03T14:00:00-03:00');
    // Seven days are still offered, counted from the first possible one.
    expect(days.at(-1)!.data).toBe('2026-12-09');
    // Not on its due date (Monday 30/11), nor any day before.
    expect(days.every((d) => d.data >= '2026-12-03')).toBe(true);
  });

  it('a boleto before Christmas skips the holiday: Thu 24/12 → 28, 29, 30 → Thursday 31/12', () => {
    const now = new Date('2026-12-24T10:00:00-03:00');
    expect(earliestSlotStart('BOLETO', now, EMPORIO)).toEqual(new Date('2026-12-31T09:00:00-03:00'));
    // A store without hours: from midnight after clearing, plus the lead.
    expect(earliestSlotStart('BOLETO', now, null)).toEqual(new Date('2026-12-31T01:00:00-03:00'));
  });
});

describe('São Paulo bank calendar', () => {
  it('Easter and the moveable bank holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const h = bankHolidays(2027);
    for (const d of ['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']) expect(h.has(d)).toBe(true);
  });

  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra
    expect(isBusinessDay('2027-01-25')).toBe(false); // São Paulo's anniversary
    expect(isBusinessDay('2027-07-09')).toBe(false); // State holiday
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2027-02-05', 3)).toBe('2027-02-12'); // over Carnival
  });
});
