import { sanitizePageHtml } from '../../lib/shared/sanitize-html';
import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid } from './util';

/** Order characteristics of a demo supplier (migration 0022), in order. */
type CharacteristicSeed = {
  nome: string;
  tipo: 'TEXTO' | 'OPCOES' | 'SIM_NAO';
  obrigatoria: boolean;
  opcoes: string[];
  ajuda: string | null;
};

/** The two answers of a yes/no characteristic. */
export const YES_NO = ['Sim', 'Não'];

const CHARACTERISTICS: Partial<Record<DemoSupplierKey, CharacteristicSeed[]>> = {
  emporio: [
    {
      nome: 'Se faltar algum produto',
      tipo: 'OPCOES',
      obrigatoria: true,
      opcoes: ['Substituir por similar', 'Entrar em contato comigo', 'Não substituir'],
      ajuda: null,
    },
  ],
  atacado: [
    { nome: 'Recebimento com doca?', tipo: 'SIM_NAO', obrigatoria: false, opcoes: YES_NO, ajuda: null },
    { nome: 'Centro de custo', tipo: 'TEXTO', obrigatoria: false, opcoes: [], ajuda: 'Aparece na nota fiscal' },
  ],
};

/** Order instructions (custom content ORDER_INSTRUCTIONS) of the demo suppliers; the Adega has none. */
const INSTRUCTIONS: Partial<Record<DemoSupplierKey, { titulo: string; html: string }>> = {
  emporio: {
    titulo: 'Como funciona a entrega',
    html:
      '<ul>' +
      '<li>Escolha o dia e a janela de horário: entregamos dentro da janela escolhida.</li>' +
      '<li>Frutas, verduras e itens vendidos por quilo podem variar um pouco de peso; a diferença é ajustada na entrega.</li>' +
      '<li>Se faltar algum produto, seguimos a sua escolha: substituir por similar, falar com você ou não substituir.</li>' +
      '<li>Deixe alguém no endereço durante a janela para receber e conferir as compras.</li>' +
      '</ul>',
  },
  atacado: {
    titulo: 'Recebimento das entregas',
    html:
      '<p>Recebimento de segunda a sexta, das 7h às 17h.</p>' +
      '<ul>' +
      '<li>Tenha em mãos o CNPJ da empresa: a mercadoria só é entregue com a nota fiscal conferida.</li>' +
      '<li>Confira volumes e avarias na hora e anote qualquer problema no canhoto.</li>' +
      '<li>Entregas com caminhão: informe se o local tem doca e se há restrição de horário ou de altura.</li>' +
      '</ul>',
  },
};

/** The seeded characteristics of a supplier, with their ids (`caracteristica:<slug>:<i>`). */
export function orderCharacteristicRows(key: DemoSupplierKey) {
  const d = DEMO_SUPPLIERS[key];
  return (CHARACTERISTICS[key] ?? []).map((c, i) => ({
    idcaracteristica: stableUuid(`caracteristica:${d.slug}:${i}`),
    idfornecedor: d.idfornecedor,
    ...c,
    ordem: i,
  }));
}

/** The seeded order instructions of a supplier (sanitised), or null. */
export function orderInstructionsOf(key: DemoSupplierKey): { titulo: string; conteudo: string } | null {
  const i = INSTRUCTIONS[key];
  return i ? { titulo: i.titulo, conteudo: sanitizePageHtml(i.html) } : null;
}

/** Order characteristics and order instructions (migration 0022). */
export const orderContentSeed: SeedModule = {
  nome: 'conteudo-pedido',
  async run(tx) {
    const keys = Object.keys(DEMO_SUPPLIERS) as DemoSupplierKey[];
    await insertRows(tx, 'caracteristicas_pedido', keys.flatMap(orderCharacteristicRows), { opcoes: 'text[]' });
    await insertRows(
      tx,
      'custom_content',
      keys.flatMap((k) => {
        const i = orderInstructionsOf(k);
        return i
          ? [
              {
                idfornecedor: DEMO_SUPPLIERS[k].idfornecedor,
                content_type: 'ORDER_INSTRUCTIONS',
                titulo: i.titulo,
                conteudo: i.conteudo,
              },
            ]
          : [];
      }),
    );
  },
};
