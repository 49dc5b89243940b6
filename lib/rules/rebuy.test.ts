import { addAllTargets, rankRebuy, rebuyQuantity, type RebuyHistory } from './rebuy';

const h = (idproduto: string, pedidos: number, ultimaCompraEm: string, quantidadeUltimoPedido = 1): RebuyHistory => ({
  idproduto,
  pedidos,
  ultimaCompraEm,
  quantidadeUltimoPedido,
});

describe('rebuy ranking', () => {
  it('puts the product in more orders first, then the most recent purchase, then the id', () => {
    const ranked = rankRebuy(
      [
        h('c-uma-vez-recente', 1, '2026-11-27T10:00:00.000Z'),
        h('b-tres-vezes-antiga', 3, '2026-10-01T10:00:00.000Z'),
        h('a-tres-vezes-recente', 3, '2026-11-20T10:00:00.000Z'),
        h('e-duas-vezes', 2, '2026-11-01T10:00:00.000Z'),
        h('d-duas-vezes', 2, '2026-11-01T10:00:00.000Z'),
      ],
      10,
    );
    expect(ranked.map((r) => r.idproduto)).toEqual([
      'a-tres-vezes-recente',
      'b-tres-vezes-antiga',
      'd-duas-vezes',
      'e-duas-vezes',
      'c-uma-vez-recente',
    ]);
  });

  it('keeps only the first `limit` and never changes what it was given', () => {
    const rows = [
      h('x', 1, '2026-11-01T00:00:00Z'),
      h('y', 2, '2026-11-01T00:00:00Z'),
      h('z', 3, '2026-11-01T00:00:00Z'),
    ];
    const copy = rows.map((r) => ({ ...r }));
    expect(rankRebuy(rows, 2).map((r) => r.idproduto)).toEqual(['z', 'y']);
    expect(rankRebuy(rows, 0)).toEqual([]);
    expect(rows).toEqual(copy);
  });

  it('compares instants, not text (an offset that sorts differently as a string)', () => {
    const ranked = rankRebuy(
      [h('mais-tarde', 1, '2026-11-01T23:00:00-03:00'), h('mais-cedo', 1, '2026-11-02T01:00:00.000Z')],
      2,
    );
    // 23:00 at -03:00 is 02:00Z of the 2nd: later than 01:00Z.
    expect(ranked.map((r) => r.idproduto)).toEqual(['mais-tarde', 'mais-cedo']);
  });
});

describe('rebuy quantity', () => {
  it("is the last order's quantity when the rules still allow it", () => {
    expect(rebuyQuantity(12, { granularidade: 1, min_por_pedido: 1 })).toBe(12);
    expect(rebuyQuantity(1.5, { granularidade: 0.5, min_por_pedido: 0.5 })).toBe(1.5);
  });

  it('is snapped by the rules of today: multiple, minimum, maximum', () => {
    // Now sold by the box of 12: 10 becomes 12.
    expect(rebuyQuantity(10, { granularidade: 12, min_por_pedido: 12 })).toBe(12);
    // A minimum raised to 6.
    expect(rebuyQuantity(2, { granularidade: 1, min_por_pedido: 6 })).toBe(6);
    // A maximum lowered to 5.
    expect(rebuyQuantity(20, { granularidade: 1, min_por_pedido: 1, maxporpedido: 5 })).toBe(5);
  });

  it('is 0 when the rules cannot sell any quantity (maximum under the minimum)', () => {
    expect(rebuyQuantity(3, { granularidade: 1, min_por_pedido: 6, maxporpedido: 4 })).toBe(0);
  });
});

describe('"Adicionar todos ao carrinho"', () => {
  const items = [
    { idproduto: 'arroz', quantidade: 12 },
    { idproduto: 'feijao', quantidade: 6 },
    { idproduto: 'cafe', quantidade: 2 },
    { idproduto: 'indisponivel', quantidade: 0 },
  ];

  it('sets each product to its quantity, raising one that is below it and leaving one at or above it', () => {
    const cart: Record<string, number> = { feijao: 2, cafe: 5 };
    const targets = addAllTargets(items, (id) => cart[id] ?? 0);
    expect(targets.map((t) => [t.item.idproduto, t.quantidade])).toEqual([
      ['arroz', 12],
      ['feijao', 6],
    ]);
  });

  it('pressed twice, changes nothing the second time', () => {
    const cart: Record<string, number> = {};
    for (const t of addAllTargets(items, (id) => cart[id] ?? 0)) cart[t.item.idproduto] = t.quantidade;
    expect(addAllTargets(items, (id) => cart[id] ?? 0)).toEqual([]);
    expect(cart).toEqual({ arroz: 12, feijao: 6, cafe: 2 });
  });
});
