/**
 * Order notification emails (decision 0050). Queued in the transaction that changes the order's
 * status (order/store.ts recordStatus, payment/confirm.ts), once per (order, kind): the key row of
 * pedido_notificacoes is inserted first, so a retried or repeated change queues nothing, and a
 * rolled-back change leaves neither the key nor the message. A kind the customer turned off writes
 * the key without a message. Text and HTML parts; links on the supplier's own host
 * (storefrontLink, decision 0038); the supplier's name and legal identity in the footer.
 */
import { ORDER_NOTIFICATION_LABELS, type OrderNotificationKind } from '../../../../lib/contract/notification';
import { legalIdentityText } from '../../../../lib/rules/legal-entity';
import { formatBRL } from '../../../../lib/rules/money';
import type { OrderStatus } from '../../../../lib/rules/order-status';
import type { Queryable } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import { storefrontLink } from '../identity/storefront-link';
import { LEGAL_COLS, legalEntityOf, type LegalColumns } from '../suppliers';
import { kindsOff } from './preferences';
import { unsubscribeToken } from './unsubscribe';

/** The kind a status change announces, if any. */
export function kindOfStatus(status: OrderStatus): OrderNotificationKind | null {
  switch (status) {
    case 'ENVIADO':
    case 'AGUARDANDOPAGAMENTO':
      // The first of these an order reaches (placed, or its quote accepted); later ones find the key.
      return 'pedido-recebido';
    case 'PRONTO_RETIRADA':
    case 'EMENTREGA':
      return 'pedido-pronto';
    case 'ENTREGUE':
      return 'pedido-entregue';
    default:
      return null;
  }
}

type OrderFacts = {
  numpedido: number;
  idcliente: string;
  idfornecedor: string;
  status: OrderStatus;
  total_pedido: number | null;
  email: string | null;
  nome: string;
  fornecedor: string;
  slug: string;
  dominio: string;
  pagamento_valor: number | null;
  pix: { copiaECola: string } | null;
  boleto: { linhaDigitavelFormatada: string; vencimento: string } | null;
  loja: string | null;
  nfe: boolean;
} & LegalColumns;

async function orderFacts(tx: Queryable, numpedido: number): Promise<OrderFacts | undefined> {
  const [r] = await tx.query<OrderFacts>(
    `SELECT p.numpedido, p.idcliente, p.idfornecedor, p.status, p.total_pedido, c.email, c.nome,
       f.nome AS fornecedor, f.slug, ${LEGAL_COLS.split(', ')
         .map((c) => `f.${c}`)
         .join(', ')},
       coalesce((SELECT d.dominio FROM fornecedor_dominios d WHERE d.idfornecedor = f.idfornecedor
                 ORDER BY d.primario DESC, d.dominio LIMIT 1), '') AS dominio,
       g.valor AS pagamento_valor, g.pix, g.boleto, p.loja_retira->>'nome' AS loja,
       EXISTS (SELECT 1 FROM notas_fiscais n WHERE n.numpedido = p.numpedido) AS nfe
     FROM pedidos p JOIN clientes c ON c.idcliente = p.idcliente JOIN fornecedores f ON f.idfornecedor = p.idfornecedor
       LEFT JOIN pagamentos g ON g.numpedido = p.numpedido
     WHERE p.numpedido = $1`,
    [numpedido],
  );
  return r;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const brDate = (ymd: string) => ymd.slice(0, 10).split('-').reverse().join('/');

/** A paragraph: text, and optionally a labelled link. */
type Part = { text: string; link?: { label: string; href: string }; code?: string };

type Message = { assunto: string; titulo: string; partes: Part[] };

function messageOf(kind: OrderNotificationKind, o: OrderFacts, link: (path: string) => string): Message {
  const n = o.numpedido;
  const pedido: Part = {
    text: `Acompanhe o pedido nº ${n}:`,
    link: { label: 'Ver pedido', href: link(`/conta/pedidos/${n}`) },
  };
  switch (kind) {
    case 'pedido-recebido': {
      const partes: Part[] = [{ text: `Olá, ${o.nome.split(' ')[0]}! Recebemos seu pedido nº ${n}.` }];
      const valor = o.pagamento_valor ?? o.total_pedido;
      if (o.pix && o.status === 'AGUARDANDOPAGAMENTO') {
        partes.push({
          text: `Pague ${valor === null ? '' : `${formatBRL(valor)} `}com o PIX copia e cola:`,
          code: o.pix.copiaECola,
        });
      } else if (o.boleto && o.status === 'AGUARDANDOPAGAMENTO') {
        partes.push({
          text: `Pague ${valor === null ? '' : `${formatBRL(valor)} `}até ${brDate(o.boleto.vencimento)} com o boleto. Linha digitável:`,
          code: o.boleto.linhaDigitavelFormatada,
        });
        partes.push({
          text: 'Boleto em PDF para imprimir:',
          link: { label: 'Abrir o boleto', href: link(`/submissao/${n}/boleto`) },
        });
      } else if (valor !== null) {
        partes.push({ text: `Total do pedido: ${formatBRL(valor)}.` });
      }
      partes.push(pedido);
      return { assunto: `Recebemos seu pedido nº ${n}`, titulo: `Recebemos seu pedido nº ${n}`, partes };
    }
    case 'pagamento-aprovado':
      return {
        assunto: `Pagamento aprovado — pedido nº ${n}`,
        titulo: 'Pagamento aprovado',
        partes: [
          {
            text: `O pagamento${o.pagamento_valor === null ? '' : ` de ${formatBRL(o.pagamento_valor)}`} do pedido nº ${n} foi aprovado. Agora a loja prepara o seu pedido.`,
          },
          pedido,
        ],
      };
    case 'pedido-pronto': {
      const retirada = o.status === 'PRONTO_RETIRADA';
      const titulo = retirada ? 'Pedido pronto para retirada' : 'Pedido saiu para entrega';
      return {
        assunto: `${titulo} — pedido nº ${n}`,
        titulo,
        partes: [
          {
            text: retirada
              ? `Seu pedido nº ${n} está pronto para retirada${o.loja ? ` na loja ${o.loja}` : ''}.`
              : `Seu pedido nº ${n} saiu para entrega.`,
          },
          pedido,
        ],
      };
    }
    case 'pedido-entregue': {
      const partes: Part[] = [{ text: `Seu pedido nº ${n} foi entregue. Obrigado pela compra!` }];
      if (o.nfe)
        partes.push({
          text: 'Nota fiscal (DANFE):',
          link: { label: 'Abrir a DANFE', href: link(`/api/pedidos/${n}/danfe`) },
        });
      partes.push(pedido);
      return { assunto: `Pedido entregue — pedido nº ${n}`, titulo: 'Pedido entregue', partes };
    }
  }
}

function render(m: Message, o: OrderFacts, unsubscribeHref: string, kind: OrderNotificationKind) {
  const empresa = legalEntityOf(o);
  const identidade = empresa ? legalIdentityText(empresa) : '';
  const optOut = `Não quer mais receber e-mails de "${ORDER_NOTIFICATION_LABELS[kind]}"? Descadastre-se:`;
  const text = [
    m.titulo,
    '',
    ...m.partes.flatMap((p) => [p.text, ...(p.code ? [p.code] : []), ...(p.link ? [p.link.href] : []), '']),
    '—',
    o.fornecedor,
    ...(identidade ? [identidade] : []),
    '',
    optOut,
    unsubscribeHref,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${e(m.assunto)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${e(m.titulo)}</h1>
${m.partes
  .map(
    (p) =>
      `<p>${e(p.text)}${p.code ? `<br><code style="word-break:break-all">${e(p.code)}</code>` : ''}${
        p.link ? ` <a href="${e(p.link.href)}">${e(p.link.label)}</a>` : ''
      }</p>`,
  )
  .join('\n')}
<hr>
<p style="font-size:12px;color:#555">${e(o.fornecedor)}${identidade ? `<br>${e(identidade)}` : ''}</p>
<p style="font-size:12px;color:#555">${e(optOut)} <a href="${e(unsubscribeHref)}">Descadastrar</a></p>
</body></html>`;
  return { text, html };
}

/**
 * Queues the order's `kind` email once, in the caller's transaction. Answers whether a message was
 * queued (false: already done for this order, turned off, or no email on the account).
 */
export async function queueOrderNotification(
  tx: Queryable,
  numpedido: number,
  kind: OrderNotificationKind,
): Promise<boolean> {
  const key = await tx.query(
    'INSERT INTO pedido_notificacoes (numpedido, tipo) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING numpedido',
    [numpedido, kind],
  );
  if (key.length === 0) return false;
  const o = await orderFacts(tx, numpedido);
  if (!o?.email) return false;
  if ((await kindsOff(tx, o.idcliente, o.idfornecedor)).has(kind)) return false;
  const link = (path: string) => storefrontLink({ slug: o.slug, dominio: o.dominio }, path);
  const token = unsubscribeToken({ numpedido, tipo: kind, idcliente: o.idcliente, idfornecedor: o.idfornecedor });
  const m = messageOf(kind, o, link);
  const { text, html } = render(m, o, link(`/notificacoes/descadastrar?token=${encodeURIComponent(token)}`), kind);
  const id = await enqueueMail(tx, {
    para: o.email,
    assunto: m.assunto,
    corpo: text,
    corpoHtml: html,
    tipo: kind,
    idcliente: o.idcliente,
    idfornecedor: o.idfornecedor,
  });
  await tx.query('UPDATE pedido_notificacoes SET idemail = $3 WHERE numpedido = $1 AND tipo = $2', [
    numpedido,
    kind,
    id,
  ]);
  return true;
}

/** The status change's email, if it announces one (order/store.ts recordStatus). */
export async function queueStatusNotification(tx: Queryable, numpedido: number, status: OrderStatus): Promise<void> {
  const kind = kindOfStatus(status);
  if (kind) await queueOrderNotification(tx, numpedido, kind);
}
