import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid } from './util';

/** Client characteristics of a demo supplier (migration 0046), in order. */
type ClientCharacteristicSeed = {
  nome: string;
  tipo: 'TEXTO' | 'NUMERO' | 'OPCOES' | 'SIM_NAO';
  obrigatoria: boolean;
  opcoes: string[];
  ajuda: string | null;
};

/** The Atacado sells to businesses: it asks what the business is and how big. */
const CLIENT_CHARACTERISTICS: Partial<Record<DemoSupplierKey, ClientCharacteristicSeed[]>> = {
  atacado: [
    {
      nome: 'Segmento do negócio',
      tipo: 'OPCOES',
      obrigatoria: true,
      opcoes: ['Restaurante', 'Bar ou lanchonete', 'Padaria', 'Mercado ou mercearia', 'Hotel', 'Outro'],
      ajuda: null,
    },
    {
      nome: 'Número de funcionários',
      tipo: 'NUMERO',
      obrigatoria: false,
      opcoes: [],
      ajuda: 'Ajuda a sugerir embalagens do tamanho certo',
    },
  ],
};

/** The seeded client characteristics of a supplier, with their ids (`caracteristica-cliente:<slug>:<i>`). */
export function clientCharacteristicRows(key: DemoSupplierKey) {
  const d = DEMO_SUPPLIERS[key];
  return (CLIENT_CHARACTERISTICS[key] ?? []).map((c, i) => ({
    idcaracteristica: stableUuid(`caracteristica-cliente:${d.slug}:${i}`),
    idfornecedor: d.idfornecedor,
    ...c,
    ordem: i,
  }));
}

/** Client characteristics (spec 7 "Suppliers and configuration", migration 0046). */
export const clientCharacteristicsSeed: SeedModule = {
  nome: 'caracteristicas-cliente',
  async run(tx) {
    const keys = Object.keys(DEMO_SUPPLIERS) as DemoSupplierKey[];
    await insertRows(tx, 'caracteristicas_cliente', keys.flatMap(clientCharacteristicRows), { opcoes: 'text[]' });
  },
};

/**
 * Answers to a demo supplier's required client characteristics (the Atacado's 'Segmento do
 * negócio'), for the tests and benchmarks that register customers there.
 */
export function requiredClientAnswers(key: DemoSupplierKey): { idcaracteristica: string; valor: string }[] {
  return clientCharacteristicRows(key)
    .filter((c) => c.obrigatoria)
    .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0] ?? '1' }));
}
