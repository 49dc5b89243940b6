import type { Queryable } from '../src/db/types';
import { insertList } from '../src/domain/shopping-list/lists';
import {
  DEMO_ACCOUNTS,
  DEMO_REPRESENTATIVE,
  DEMO_SUPPLIERS,
  type DemoAccountKey,
  type DemoSupplierKey,
} from './demo-world';
import type { SeedModule } from './types';

type DemoList = {
  idlista: string;
  conta: DemoAccountKey;
  fornecedor: DemoSupplierKey;
  nome: string;
  autor: 'CLIENTE' | 'FORNECEDOR' | 'REPRESENTANTE';
  produtos: readonly (readonly [nome: string, quantidade: number])[];
};

/** Suggested lists (by the supplier, by the representative) and one own list of the demo accounts. */
export const DEMO_SHOPPING_LISTS = [
  {
    idlista: '7d2e3f40-5b6c-4d7e-8f90-a1b2c3d4e501',
    conta: 'empresaAprovada',
    fornecedor: 'atacado',
    nome: 'Reposição da mercearia',
    autor: 'FORNECEDOR',
    produtos: [
      ['Arroz branco tipo 1 fardo 6 x 5 kg', 2],
      ['Feijão carioca fardo 10 x 1 kg', 3],
      ['Óleo de soja caixa 20 x 900 ml', 1],
    ],
  },
  {
    idlista: '7d2e3f40-5b6c-4d7e-8f90-a1b2c3d4e502',
    conta: 'empresaAprovada',
    fornecedor: 'atacado',
    nome: 'Sugestão do representante: padaria',
    autor: 'REPRESENTANTE',
    produtos: [
      ['Farinha de trigo tipo 1 saco 25 kg', 2],
      ['Açúcar refinado fardo 10 x 1 kg', 2],
      ['Margarina com sal balde 15 kg', 1],
    ],
  },
  {
    idlista: '7d2e3f40-5b6c-4d7e-8f90-a1b2c3d4e503',
    conta: 'empresaAprovada',
    fornecedor: 'atacado',
    nome: 'Compra do mês',
    autor: 'CLIENTE',
    produtos: [
      ['Feijão preto fardo 10 x 1 kg', 2],
      ['Fubá mimoso fardo 10 x 1 kg', 1],
    ],
  },
  {
    idlista: '7d2e3f40-5b6c-4d7e-8f90-a1b2c3d4e504',
    conta: 'consumidor',
    fornecedor: 'emporio',
    nome: 'Feira da semana',
    autor: 'FORNECEDOR',
    produtos: [
      ['Banana prata', 1],
      ['Laranja pera', 2],
      ['Maçã fuji', 1],
    ],
  },
] as const satisfies readonly DemoList[];

export const shoppingListsSeed: SeedModule = {
  nome: 'listas-de-compras',
  async run(tx: Queryable) {
    for (const l of DEMO_SHOPPING_LISTS as readonly DemoList[]) {
      const f = DEMO_SUPPLIERS[l.fornecedor];
      const produtos = [];
      for (const [nome, quantidade] of l.produtos) {
        const [p] = await tx.query<{ idproduto: string }>(
          'SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND nome = $2',
          [f.idfornecedor, nome],
        );
        if (!p) throw new Error(`Produto de demonstração desconhecido: ${nome}`);
        produtos.push({ idproduto: p.idproduto, quantidade });
      }
      const conta = DEMO_ACCOUNTS[l.conta];
      const autor =
        l.autor === 'CLIENTE'
          ? { tipo: l.autor, nome: conta.nome, idrepresentante: null }
          : l.autor === 'REPRESENTANTE'
            ? { tipo: l.autor, nome: DEMO_REPRESENTATIVE.nome, idrepresentante: DEMO_REPRESENTATIVE.idusuario }
            : { tipo: l.autor, nome: f.nome, idrepresentante: null };
      const type = l.autor === 'CLIENTE' ? 'FROM_CLIENT' : 'TO_CLIENT';
      await insertList(tx, f, { nome: l.nome, idclient: conta.idcliente, type, produtos }, autor, l.idlista);
    }
  },
};
