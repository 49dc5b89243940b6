import fs from 'node:fs';
import path from 'node:path';

import {
  buyerMayCancel,
  canTransition,
  findTransition,
  isFinalStatus,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from './order-status';

const DOC = path.join(__dirname, '../../docs/order-status.md');

/** The rows of the doc's transition table: `| \`DE\` | \`PARA\` | a, b | ENTREGA | quando |`. */
function docRows(): string[][] {
  const text = fs.readFileSync(DOC, 'utf8');
  const start = text.indexOf('| De | Para | Quem | Entrega | Quando |');
  expect(start).toBeGreaterThan(-1);
  const lines = text.slice(start).split('\n').slice(2);
  const rows: string[][] = [];
  for (const l of lines) {
    if (!l.startsWith('|')) break;
    rows.push(
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

describe('order state machine', () => {
  it('docs/order-status.md has exactly the code table', () => {
    const fromCode = ORDER_TRANSITIONS.map((x) => [
      `\`${x.de}\``,
      `\`${x.para}\``,
      x.atores.join(', '),
      x.entrega ?? '—',
      x.quando,
    ]);
    expect(docRows()).toEqual(fromCode);
  });

  it('no transition twice, none to itself, none out of a final status, every status reachable', () => {
    const keys = ORDER_TRANSITIONS.map((x) => `${x.de}>${x.para}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ORDER_TRANSITIONS.filter((x) => x.de === x.para)).toEqual([]);
    expect(ORDER_TRANSITIONS.filter((x) => isFinalStatus(x.de))).toEqual([]);
    for (const x of ORDER_TRANSITIONS) for (const a of x.atores) expect(ORDER_ACTORS).toContain(a);
    // From the three starting statuses every status can be reached.
    const seen = new Set<OrderStatus>(['ORCAMENTO_NOVO', 'AGUARDANDOPAGAMENTO', 'ENVIADO']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const x of ORDER_TRANSITIONS) {
        if (seen.has(x.de) && !seen.has(x.para)) {
          seen.add(x.para);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('pickup and delivery paths are apart', () => {
    expect(canTransition('SEPARANDO', 'EMENTREGA', 'fornecedor', 'DELIVERY')).toBe(true);
    expect(canTransition('SEPARANDO', 'EMENTREGA', 'fornecedor', 'RETIRADA')).toBe(false);
    expect(canTransition('SEPARANDO', 'PRONTO_RETIRADA', 'fornecedor', 'RETIRADA')).toBe(true);
    expect(canTransition('SEPARANDO', 'PRONTO_RETIRADA', 'fornecedor', 'DELIVERY')).toBe(false);
    expect(nextStatuses('SEPARANDO', 'fornecedor', 'DELIVERY')).toEqual(['PAGO', 'EMENTREGA', 'CANCELADO']);
    expect(canTransition('SEPARANDO', 'PAGO', 'fornecedor', 'RETIRADA')).toBe(false);
    expect(nextStatuses('SEPARANDO', 'fornecedor', 'RETIRADA')).toEqual(['PRONTO_RETIRADA', 'CANCELADO']);
  });

  it('the buyer cancels only before preparation and payment', () => {
    const window = ORDER_STATUSES.filter(buyerMayCancel);
    expect(window).toEqual(['ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'AGUARDANDOPAGAMENTO']);
    for (const s of ['PAGO', 'SEPARANDO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO'] as const) {
      expect(canTransition(s, 'CANCELADO', 'cliente', 'DELIVERY')).toBe(false);
    }
  });

  it('who does what: the buyer accepts a quote, the supplier prices it, the system moves payments', () => {
    expect(canTransition('ORCAMENTO_PRECIFICADO', 'ENVIADO', 'cliente', 'DELIVERY')).toBe(true);
    expect(canTransition('ORCAMENTO_PRECIFICADO', 'ENVIADO', 'fornecedor', 'DELIVERY')).toBe(false);
    expect(canTransition('ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'cliente', 'DELIVERY')).toBe(false);
    expect(canTransition('ENVIADO', 'AGUARDANDOPAGAMENTO', 'fornecedor', 'DELIVERY')).toBe(false);
    expect(canTransition('ENVIADO', 'AGUARDANDOPAGAMENTO', 'sistema', 'RETIRADA')).toBe(true);
    expect(canTransition('AGUARDANDOPAGAMENTO', 'ENVIADO', 'cliente', 'DELIVERY')).toBe(false);
    expect(canTransition('AGUARDANDOPAGAMENTO', 'ENVIADO', 'fornecedor', 'DELIVERY')).toBe(false);
    expect(findTransition('ENTREGUE', 'CANCELADO')).toBeNull();
    // The buyer never moves an order forward except by accepting a quote.
    const buyer = ORDER_TRANSITIONS.filter((x) => x.atores.includes('cliente') && x.para !== 'CANCELADO');
    expect(buyer.map((x) => `${x.de}>${x.para}`)).toEqual(['ORCAMENTO_PRECIFICADO>ENVIADO']);
  });

  it('"Pronto para entrega" (PAGO, spec 4: ready for delivery) only ever follows "Em separação"', () => {
    expect(ORDER_STATUS_LABELS.PAGO).toBe('Pronto para entrega');
    expect(ORDER_TRANSITIONS.filter((x) => x.para === 'PAGO').map((x) => x.de)).toEqual(['SEPARANDO']);
    // A paid-up-front order goes back to the supplier's queue once paid, then is prepared.
    expect(nextStatuses('AGUARDANDOPAGAMENTO', 'sistema', 'DELIVERY')).toEqual(['ENVIADO', 'CANCELADO']);
    expect(findTransition('PAGO', 'SEPARANDO')).toBeNull();
  });

  it('the system (the expiry job) cancels only an order awaiting payment and a priced quote', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'CANCELADO', 'sistema', 'DELIVERY'))).toEqual([
      'ORCAMENTO_PRECIFICADO',
      'AGUARDANDOPAGAMENTO',
    ]);
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'CANCELADO', 'sistema', 'RETIRADA'))).toEqual([
      'ORCAMENTO_PRECIFICADO',
      'AGUARDANDOPAGAMENTO',
    ]);
  });
});
