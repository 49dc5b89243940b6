import { createHash } from 'node:crypto';

import type { Queryable } from '../src/db/types';
import { imageUrl } from '../src/domain/catalog';
import { insertInvoice } from '../src/domain/invoice/faturas';
import { insertHistoricalOrder, nextOrderNumber, type NewLine } from '../src/domain/order/store';
import { boletoCharge } from '../src/domain/payment/boleto';
import { INVOICE_DAYS } from '../src/domain/payment/credit';
import { addDays, localDate } from '../src/domain/payment/dates';
import { readPayee } from '../src/domain/payment/payee';
import { startSubscription } from '../src/domain/subscription/subscriptions';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESSES,
  DEMO_FISCAL,
  DEMO_INVOICES,
  DEMO_SUBSCRIPTION,
  DEMO_SUPPLIERS,
  type DemoSupplierKey,
} from './demo-world';
import type { SeedModule } from './types';

const DAY_MS = 86_400_000;

type Product = { idproduto: string; nome: string; slug: string; unidade: string; preco: number };

async function product(tx: Queryable, idfornecedor: string, nome: string): Promise<Product> {
  const [p] = await tx.query<Product>(
    'SELECT idproduto, nome, slug, unidade, preco FROM produtos WHERE idfornecedor = $1 AND nome = $2',
    [idfornecedor, nome],
  );
  if (!p) throw new Error(`Produto de demonstração desconhecido: ${nome}`);
  return p;
}

async function lines(
  tx: Queryable,
  idfornecedor: string,
  itens: readonly { produto: string; quantidade: number }[],
): Promise<NewLine[]> {
  const out: NewLine[] = [];
  for (const i of itens) {
    const p = await product(tx, idfornecedor, i.produto);
    out.push({
      idproduto: p.idproduto,
      nome: p.nome,
      slug: p.slug,
      unidade: p.unidade,
      imagem: imageUrl(idfornecedor, p.idproduto, 1),
      quantidade: i.quantidade,
      preco: p.preco,
      preco_lista: p.preco,
      origem_preco: 'preco',
      embalar_para_presente: false,
      preco_embalagem: null,
      total: p.preco * i.quantidade,
    });
  }
  return out;
}

async function method<T>(tx: Queryable, sql: string, params: unknown[]): Promise<T> {
  const [m] = await tx.query<T>(sql, params);
  if (!m) throw new Error(`Seed pós-venda: ${sql}`);
  return m;
}

const fingerprint = (s: string) => createHash('sha256').update(`seed:${s}`).digest('hex');

type Step = [status: string, ator: 'cliente' | 'fornecedor' | 'sistema', hoursAfter: number, nota?: string];

/** The order's timeline (pedido_status_historico) as it happened, instead of the placement's single entry. */
async function timeline(tx: Queryable, numpedido: number, criado: Date, steps: readonly Step[]): Promise<void> {
  await tx.query('DELETE FROM pedido_status_historico WHERE numpedido = $1', [numpedido]);
  for (const [status, ator, hours, nota] of steps) {
    await tx.query(
      'INSERT INTO pedido_status_historico (numpedido, status, ator, nota, criado_em) VALUES ($1, $2, $3, $4, $5)',
      [numpedido, status, ator, nota ?? null, new Date(criado.getTime() + hours * 3_600_000)],
    );
  }
}

/**
 * After the sale (migration 0025): the suppliers as NF-e issuers; the approved company's
 * past orders on terms at the Atacado with their titles (overdue, to pay, paid), the open ones
 * taken from its credit; the consumer's monthly wine club at the Adega with its first order.
 * Dates are relative to the day the seed runs; title statuses are computed when read.
 */
export const afterSaleSeed: SeedModule = {
  nome: 'pos-venda',
  async run(tx) {
    const now = new Date();
    for (const [key, e] of Object.entries(DEMO_FISCAL) as [DemoSupplierKey, (typeof DEMO_FISCAL)[DemoSupplierKey]][]) {
      await tx.query(
        `INSERT INTO emitentes_fiscais (idfornecedor, crt, cod_municipio, telefone) VALUES ($1, 1, $2, $3)`,
        [DEMO_SUPPLIERS[key].idfornecedor, e.cod_municipio, e.telefone],
      );
    }

    // Titles of the approved company at the Atacado.
    const inv = DEMO_INVOICES;
    const idf = DEMO_SUPPLIERS[inv.fornecedor].idfornecedor;
    const idcliente = DEMO_ACCOUNTS[inv.conta].idcliente;
    const pagto = await method<{ idformapagto: string; descricao: string }>(
      tx,
      `SELECT idformapagto, descricao FROM formas_pagamento WHERE idfornecedor = $1 AND tipo = 'FATURADO'`,
      [idf],
    );
    const entrega = await method<{ idformaentrega: string; descricao: string }>(
      tx,
      `SELECT idformaentrega, descricao FROM formas_entrega WHERE idfornecedor = $1 AND tipo_entrega = 'DELIVERY' ORDER BY ordem LIMIT 1`,
      [idf],
    );
    const addr = await method<{
      idendereco: string;
      textoendereco: string | null;
      rua: string;
      numero: string;
      bairro: string;
      cidade: string;
      uf: string;
      cep: string;
      lat: number;
      lng: number;
    }>(
      tx,
      'SELECT idendereco, textoendereco, rua, numero, bairro, cidade, uf, cep, lat, lng FROM enderecos WHERE idendereco = $1',
      [DEMO_ADDRESSES.empresaAprovadaLoja.idendereco],
    );
    const payee = await readPayee(tx, idf);
    let open = 0;
    for (const t of inv.titulos) {
      const criado = new Date(now.getTime() - t.diasAtras * DAY_MS);
      const emissao = localDate(criado);
      const vencimento = addDays(emissao, INVOICE_DAYS);
      const itens = await lines(tx, idf, t.itens);
      const total = itens.reduce((s, l) => s + l.total!, 0);
      const numpedido = await nextOrderNumber(tx);
      const pago = t.situacao === 'pago';
      const pagoEm = pago ? new Date(Date.parse(`${vencimento}T15:00:00-03:00`) - 2 * DAY_MS) : null;
      await insertHistoricalOrder(
        tx,
        {
          numpedido,
          idfornecedor: idf,
          idcliente,
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
          endereco_entrega: {
            idendereco: addr.idendereco,
            textoendereco:
              addr.textoendereco ?? `${addr.rua}, ${addr.numero} - ${addr.bairro}, ${addr.cidade} - ${addr.uf}`,
            cep: addr.cep,
            coords: { lat: addr.lat, lng: addr.lng },
          },
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
          num_pedido_cliente: `MH-${emissao.replace(/-/g, '')}`,
          idtipoassinatura: null,
          assinatura_descricao: null,
          caracteristicas: [],
          impressao: fingerprint(`fatura:${numpedido}`),
        },
        itens,
        {
          idformapagto: pagto.idformapagto,
          tipo: 'FATURADO',
          descricao: pagto.descricao,
          status: pago ? 'PAGO' : 'FATURADO',
          valor: total,
          pix: null,
          boleto: null,
          cartao: null,
          vencimentoFatura: vencimento,
        },
      );
      await tx.query('UPDATE pedidos SET criado_em = $2, atualizado_em = $2 WHERE numpedido = $1', [numpedido, criado]);
      await timeline(tx, numpedido, criado, [
        ['ENVIADO', 'cliente', 0],
        ['SEPARANDO', 'fornecedor', 18],
        ['EMENTREGA', 'fornecedor', 26],
        ['ENTREGUE', 'fornecedor', 30],
      ]);
      const boleto = await boletoCharge(tx, payee, total, criado, vencimento);
      const idfatura = await insertInvoice(tx, {
        idfornecedor: idf,
        idconta: idcliente,
        numpedido,
        valor: total,
        emissao,
        vencimento,
        boleto,
      });
      await tx.query('UPDATE faturas SET criado_em = $2, pago_em = $3 WHERE idfatura = $1', [idfatura, criado, pagoEm]);
      if (pagoEm)
        await tx.query('UPDATE pagamentos SET pago_em = $2, criado_em = $3 WHERE numpedido = $1', [
          numpedido,
          pagoEm,
          criado,
        ]);
      else open += total;
    }
    await tx.query(
      `UPDATE cliente_fornecedor SET limite_credito_disponivel = GREATEST(0, limite_credito_disponivel - $3)
       WHERE idcliente = $1 AND idfornecedor = $2 AND limite_credito_disponivel IS NOT NULL`,
      [idcliente, idf, open],
    );

    // The consumer's wine club at the Adega.
    const sub = DEMO_SUBSCRIPTION.demo;
    const ida = DEMO_SUPPLIERS[DEMO_SUBSCRIPTION.fornecedor].idfornecedor;
    const cliente = DEMO_ACCOUNTS[sub.conta].idcliente;
    await tx.query(
      `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES ($1, $2, true, '2025-01-01T00:00:00Z')
       ON CONFLICT (idcliente, idfornecedor) DO NOTHING`,
      [cliente, ida],
    );
    const pix = await method<{ idformapagto: string; descricao: string }>(
      tx,
      'SELECT idformapagto, descricao FROM formas_pagamento WHERE idfornecedor = $1 AND tipo = $2',
      [ida, sub.pagamento],
    );
    const retirada = await method<{ idformaentrega: string; descricao: string }>(
      tx,
      `SELECT idformaentrega, descricao FROM formas_entrega WHERE idfornecedor = $1 AND tipo_entrega = 'RETIRADA' ORDER BY ordem LIMIT 1`,
      [ida],
    );
    const loja = await method<{ nome: string; descricao_endereco_loja: string; lat: number; lng: number }>(
      tx,
      'SELECT nome, descricao_endereco_loja, lat, lng FROM lojas WHERE idfornecedor = $1 ORDER BY padrao DESC, nome LIMIT 1',
      [ida],
    );
    const tipo = DEMO_SUBSCRIPTION.tipos.find((t) => t.idtipoassinatura === sub.tipo)!;
    const itens = await lines(tx, ida, sub.itens);
    const total = itens.reduce((s, l) => s + l.total!, 0);
    const criado = new Date(now.getTime() - sub.diasDesdeInicio * DAY_MS);
    const numpedido = await nextOrderNumber(tx);
    await insertHistoricalOrder(
      tx,
      {
        numpedido,
        idfornecedor: ida,
        idcliente: cliente,
        idprincipal: null,
        idrepresentante: null,
        idapikeys: null,
        emitido_por: null,
        status: 'ENTREGUE',
        orcamento: false,
        canal_venda: 'WEB',
        tipo_entrega: 'RETIRADA',
        idformaentrega: retirada.idformaentrega,
        forma_entrega_descricao: retirada.descricao,
        data_de_entrega: null,
        rotulo_entrega: null,
        endereco_entrega: null,
        loja_retira: {
          nome: loja.nome,
          descricao_endereco_loja: loja.descricao_endereco_loja,
          coordenadas_loja: { latitude: loja.lat, longitude: loja.lng },
        },
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
        idtipoassinatura: tipo.idtipoassinatura,
        assinatura_descricao: tipo.descricao,
        caracteristicas: [],
        impressao: fingerprint(`assinatura:${numpedido}`),
      },
      itens,
      {
        idformapagto: pix.idformapagto,
        tipo: 'PIX',
        descricao: pix.descricao,
        status: 'PAGO',
        valor: total,
        pix: null,
        boleto: null,
        cartao: null,
        vencimentoFatura: null,
      },
    );
    await tx.query('UPDATE pedidos SET criado_em = $2, atualizado_em = $2 WHERE numpedido = $1', [numpedido, criado]);
    await tx.query('UPDATE pagamentos SET criado_em = $2, pago_em = $2 WHERE numpedido = $1', [numpedido, criado]);
    await timeline(tx, numpedido, criado, [
      ['AGUARDANDOPAGAMENTO', 'cliente', 0],
      ['ENVIADO', 'sistema', 0.2, 'Pagamento confirmado'],
      ['SEPARANDO', 'fornecedor', 2],
      ['PRONTO_RETIRADA', 'fornecedor', 4],
      ['ENTREGUE', 'fornecedor', 26, 'Retirado na loja'],
    ]);
    await startSubscription(tx, numpedido, criado, sub.idassinatura);
  },
};
