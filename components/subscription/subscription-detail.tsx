import { ConfirmStep } from '@/components/order/confirm-step';
import { formatDate, formatDateTime } from '@/components/order/format';
import { noticeText } from '@/components/order/notices';
import { SmartLink } from '@/components/smart-link';
import { FormNotices } from '@/components/ui/form-notices';
import { SUBSCRIPTION_MESSAGES, type SubscriptionDetail as Detail } from '@/lib/contract/subscription';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { supplierHref } from '@/lib/supplier-href';

import { cancelSubscriptionAction } from './actions';

const OWN = { cancelada: SUBSCRIPTION_MESSAGES.cancelada } as const;

/**
 * /conta/assinaturas/{id}: items, recurrence, next delivery, the orders it generated,
 * and 'Cancelar assinatura' through a confirmation step (?confirmar=cancelar).
 */
export function SubscriptionDetail({
  base,
  a,
  ok,
  erro,
  confirmar,
}: {
  base: string;
  a: Detail;
  ok?: string;
  erro?: string;
  confirmar: boolean;
}) {
  const self = supplierHref(base, `/conta/assinaturas/${a.idassinatura}`);
  const okText = ok === 'cancelada' ? OWN.cancelada : null;
  const erroText = noticeText(erro);
  const ativa = a.status === 'ATIVA';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <SmartLink href={supplierHref(base, '/conta/pedidos?aba=assinaturas')} className="underline">
            Minhas assinaturas
          </SmartLink>
        </p>
        <h1 className="text-2xl font-bold">Assinatura do pedido nº {a.numpedidoOrigem}</h1>
        <p>
          <span className="font-semibold">Situação: </span>
          <span data-subscription-status={a.status}>{a.statusDescricao}</span>
          {a.canceladaEm && <span className="text-sm text-gray-700"> em {formatDateTime(a.canceladaEm)}</span>}
        </p>
      </div>
      <FormNotices ok={okText} erro={erroText} />

      <section aria-labelledby="assinatura-dados" className="flex flex-col gap-2 rounded border border-gray-300 p-4">
        <h2 id="assinatura-dados" className="text-xl font-bold">
          Recorrência e entrega
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Recorrência</dt>
          <dd>{a.tipo.descricao}</dd>
          <dt className="font-semibold">Próxima entrega</dt>
          <dd data-proxima-entrega>{a.proxima_entrega ? formatDate(a.proxima_entrega) : '—'}</dd>
          <dt className="font-semibold">{a.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}</dt>
          <dd>
            {a.formaEntrega} · {a.local}
          </dd>
          <dt className="font-semibold">Pagamento</dt>
          <dd>{a.formaPagamento}</dd>
          <dt className="font-semibold">Desde</dt>
          <dd>{formatDateTime(a.criadoEm)}</dd>
        </dl>
      </section>

      <section aria-labelledby="assinatura-itens" className="flex flex-col gap-2 rounded border border-gray-300 p-4">
        <h2 id="assinatura-itens" className="text-xl font-bold">
          Itens
        </h2>
        <ul aria-label="Itens da assinatura" className="flex flex-col divide-y divide-gray-200">
          {a.itens.map((i) => (
            <li key={i.idproduto} className="py-2 text-sm">
              <span className="font-semibold">{i.nome}</span> — {formatQuantity(i.quantidade, i.unidade)}
              {i.embalarParaPresente && ' · para presente'}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assinatura-historico" className="flex flex-col gap-2">
        <h2 id="assinatura-historico" className="text-xl font-bold">
          Pedidos gerados
        </h2>
        {a.historico.length === 0 ? (
          <p>Nenhum pedido gerado ainda.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-gray-700">
                Pedidos gerados pela assinatura, mais recentes primeiro
              </caption>
              <thead>
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2">
                    Entrega prevista
                  </th>
                  <th scope="col" className="p-2">
                    Pedido
                  </th>
                  <th scope="col" className="p-2">
                    Situação
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.historico.map((h) => (
                  <tr key={`${h.data_prevista}-${h.numpedido ?? 'x'}`} className="border-b border-gray-200">
                    <th scope="row" className="p-2 font-normal">
                      {formatDate(h.data_prevista)}
                    </th>
                    <td className="p-2">
                      {h.numpedido ? (
                        <SmartLink href={supplierHref(base, `/conta/pedidos/${h.numpedido}`)} className="underline">
                          nº {h.numpedido}
                        </SmartLink>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="p-2">{h.erro ?? h.statusDescricao ?? '—'}</td>
                    <td className="p-2 text-right">{h.totalPedido === null ? '—' : formatBRL(h.totalPedido)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {ativa &&
        (confirmar ? (
          <ConfirmStep
            titulo="Cancelar assinatura"
            action={cancelSubscriptionAction}
            campos={{ idassinatura: a.idassinatura }}
            confirmar="Sim, cancelar assinatura"
            voltar={self}
          >
            {SUBSCRIPTION_MESSAGES.confirmarCancelamento}
          </ConfirmStep>
        ) : (
          <p>
            <SmartLink
              href={`${self}?confirmar=cancelar#confirmar`}
              className="inline-block rounded border border-red-700 px-4 py-2 font-semibold text-red-800"
            >
              Cancelar assinatura
            </SmartLink>
          </p>
        ))}
    </div>
  );
}
