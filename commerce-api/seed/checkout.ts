import { adegaCatalog } from './catalog-adega';
import { atacadoCatalog } from './catalog-atacado';
import { catalogEntries } from './catalog-builder';
import { emporioCatalog } from './catalog-emporio';
import {
  DEMO_ACCOUNTS,
  DEMO_CREDIT,
  DEMO_PAYEES,
  DEMO_STOCK,
  DEMO_SUPPLIERS,
  type DemoSupplierKey,
} from './demo-world';
import type { SeedModule } from './types';

const CATALOGS = { emporio: emporioCatalog, atacado: atacadoCatalog, adega: adegaCatalog } as const;

function productId(fornecedor: DemoSupplierKey, nome: string): string {
  const c = CATALOGS[fornecedor as keyof typeof CATALOGS];
  const e = c && catalogEntries(fornecedor, c.sectors, c.products).entries.find((x) => x.def[0] === nome);
  if (!e) throw new Error(`Produto com estoque desconhecido: ${nome}`);
  return e.idproduto;
}

/** Checkout (migration 0023): the suppliers as payees, a few products with stock, a credit limit. */
export const checkoutSeed: SeedModule = {
  nome: 'pedidos',
  async run(tx) {
    for (const [key, p] of Object.entries(DEMO_PAYEES) as [DemoSupplierKey, (typeof DEMO_PAYEES)[DemoSupplierKey]][]) {
      await tx.query(
        `UPDATE fornecedores SET chave_pix = $2, boleto_banco = $3, boleto_agencia = $4, boleto_conta = $5, boleto_carteira = $6
         WHERE idfornecedor = $1`,
        [
          DEMO_SUPPLIERS[key].idfornecedor,
          p.chave_pix,
          p.boleto.banco,
          p.boleto.agencia,
          p.boleto.conta,
          p.boleto.carteira,
        ],
      );
    }
    for (const s of DEMO_STOCK) {
      await tx.query('UPDATE produtos SET estoque = $2 WHERE idproduto = $1', [
        productId(s.fornecedor, s.produto),
        s.estoque,
      ]);
    }
    for (const c of DEMO_CREDIT) {
      await tx.query(
        'UPDATE cliente_fornecedor SET limite_credito_total = $3, limite_credito_disponivel = $3 WHERE idcliente = $1 AND idfornecedor = $2',
        [DEMO_ACCOUNTS[c.conta].idcliente, DEMO_SUPPLIERS[c.fornecedor].idfornecedor, c.limite],
      );
    }
  },
};
