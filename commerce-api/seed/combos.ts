import { createHash } from 'node:crypto';

import type { Queryable } from '../src/db/types';
import { imageUrl } from '../src/domain/catalog';
import { insertHistoricalOrder, nextOrderNumber, type NewLine } from '../src/domain/order/store';
import { DEMO_CO_PURCHASES, DEMO_COMBOS, DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { stableUuid } from './util';

type Product = { idproduto: string; nome: string; slug: string; unidade: string; preco: number };

async function productByName(tx: Queryable, idfornecedor: string, nome: string): Promise<Product> {
  const [p] = await tx.query<Product>(
    'SELECT idproduto, nome, slug, unidade, preco FROM produtos WHERE idfornecedor = $1 AND nome = $2',
    [idfornecedor, nome],
  );
  if (!p) throw new Error(`Produto de demonstração desconhecido: ${nome}`);
  return p;
}

async function one<T>(tx: Queryable, sql: string, params: unknown[]): Promise<T> {
  const [r] = await tx.query<T>(sql, params);
  if (!r) throw new Error(`Seed de combos: ${sql}`);
  return r;
}

/** Promotional combos and their products. */
async function seedCombos(tx: Queryable): Promise<void> {
  let ordem = 0;
  for (const c of Object.values(DEMO_COMBOS)) {
    const idf = DEMO_SUPPLIERS[c.fornecedor].idfornecedor;
    await tx.query(
      `INSERT INTO combos_promocionais (idcombopromocional_cabecalho, idfornecedor, idcliente, nome, slug, descricao, regra, valor, max_por_pedido, fim, ordem)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        c.idcombopromocional_cabecalho,
        idf,
        c.idcliente,
        c.nome,
        c.slug,
        c.descricao,
        c.regra,
        c.valor,
        c.max_por_pedido,
        'fim' in c ? c.fim : null,
        ordem++,
      ],
    );
    for (const [nome, quantidade] of c.produtos) {
      const p = await productByName(tx, idf, nome);
      await tx.query(
        'INSERT INTO combos_promocionais_produtos (idcombopromocional_cabecalho, idproduto, quantidade) VALUES ($1, $2, $3)',
        [c.idcombopromocional_cabecalho, p.idproduto, quantidade],
      );
    }
  }
}

/** Delivered orders of three other customers: the co-purchase signal of the recommendations. */
async function seedCoPurchases(tx: Queryable): Promise<void> {
  const idf = DEMO_SUPPLIERS[DEMO_CO_PURCHASES.fornecedor].idfornecedor;
  const buyers = [1, 2, 3].map((n) => ({
    idcliente: stableUuid(`comprador-sugestoes:${n}`),
    nome: `Cliente Empório ${n}`,
    email: `cliente${n}.emporio@demo.com.br`,
  }));
  for (const b of buyers) {
    await tx.query(
      `INSERT INTO clientes (idcliente, nome, email, tipo_documento, criado_em) VALUES ($1, $2, $3, 'EMAIL', '2025-01-01T00:00:00Z')`,
      [b.idcliente, b.nome, b.email],
    );
    await tx.query(
      `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES ($1, $2, true, '2025-01-01T00:00:00Z')`,
      [b.idcliente, idf],
    );
  }
  const entrega = await one<{ idformaentrega: string; descricao: string }>(
    tx,
    `SELECT idformaentrega, descricao FROM formas_entrega WHERE idfornecedor = $1 ORDER BY ordem LIMIT 1`,
    [idf],
  );
  const pagto = await one<{ idformapagto: string; descricao: string; tipo: 'PIX' }>(
    tx,
    'SELECT idformapagto, descricao, tipo FROM formas_pagamento WHERE idfornecedor = $1 ORDER BY idformapagto LIMIT 1',
    [idf],
  );
  let n = 0;
  for (const nomes of DEMO_CO_PURCHASES.pedidos) {
    const buyer = buyers[n % buyers.length]!;
    const lines: NewLine[] = [];
    for (const nome of nomes) {
      const p = await productByName(tx, idf, nome);
      lines.push({
        idproduto: p.idproduto,
        nome: p.nome,
        slug: p.slug,
        unidade: p.unidade,
        imagem: imageUrl(idf, p.idproduto, 1),
        quantidade: 1,
        preco: p.preco,
        preco_lista: p.preco,
        origem_preco: 'NORMAL',
        embalar_para_presente: false,
        preco_embalagem: null,
        total: p.preco,
      });
    }
    const total = lines.reduce((s, l) => s + l.total!, 0);
    const numpedido = await nextOrderNumber(tx);
    const criado = new Date(Date.UTC(2025, 5, 2 + n * 3, 13));
    await insertHistoricalOrder(
      tx,
      {
        numpedido,
        idfornecedor: idf,
        idcliente: buyer.idcliente,
        idprincipal: null,
        idrepresentante: null,
        idapikeys: null,
        emitido_por: null,
        status: 'ENTREGUE',
        orcamento: false,
        canal_venda: 'WEB',
        tipo_entrega: 'DELIVERY',
        idformaentrega: entrega.idformaentrega,
        forma_entrega_descricao: entrega.descricao,
        data_de_entrega: null,
        rotulo_entrega: null,
        endereco_entrega: null,
        loja_retira: null,
        endereco_faturamento: null,
        total_produtos: total,
        valor_desconto: 0,
        taxa_entrega: 0,
        taxa_conveniencia: 0,
        total_pedido: total,
        idcupom: null,
        codigo_cupom: null,
        anotacoes: null,
        num_pedido_cliente: null,
        idtipoassinatura: null,
        assinatura_descricao: null,
        caracteristicas: [],
        impressao: createHash('sha256').update(`seed:sugestoes:${n}`).digest('hex'),
      },
      lines,
      {
        idformapagto: pagto.idformapagto,
        tipo: pagto.tipo,
        descricao: pagto.descricao,
        status: 'PAGO',
        valor: total,
        pix: null,
        boleto: null,
        cartao: null,
        vencimentoFatura: null,
      },
    );
    await tx.query('UPDATE pedidos SET criado_em = $2, atualizado_em = $2 WHERE numpedido = $1', [numpedido, criado]);
    n++;
  }
}

/** Promotional combos, and past orders for the recommendations. */
export const combosSeed: SeedModule = {
  nome: 'combos-sugestoes',
  run: async (tx) => {
    await seedCombos(tx);
    await seedCoPurchases(tx);
  },
};
