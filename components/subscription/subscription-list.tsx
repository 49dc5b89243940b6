import { formatDate } from '@/components/order/format';
import { SmartLink } from '@/components/smart-link';
import type { Subscription } from '@/lib/contract/subscription';
import { supplierHref } from '@/lib/supplier-href';

/** The Assinaturas tab of /conta/pedidos: the client's subscriptions (active first). */
export function SubscriptionList({ base, assinaturas }: { base: string; assinaturas: Subscription[] }) {
  if (assinaturas.length === 0) return <p>Você não tem assinaturas.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-gray-700">
          {assinaturas.length} {assinaturas.length === 1 ? 'assinatura' : 'assinaturas'}
        </caption>
        <thead>
          <tr className="border-b border-gray-400">
            <th scope="col" className="p-2">
              Assinatura
            </th>
            <th scope="col" className="p-2">
              Recorrência
            </th>
            <th scope="col" className="p-2">
              Situação
            </th>
            <th scope="col" className="p-2">
              Próxima entrega
            </th>
            <th scope="col" className="p-2">
              Itens
            </th>
          </tr>
        </thead>
        <tbody>
          {assinaturas.map((a) => (
            <tr key={a.idassinatura} className="border-b border-gray-200" data-assinatura={a.idassinatura}>
              <th scope="row" className="p-2">
                <SmartLink
                  href={supplierHref(base, `/conta/assinaturas/${a.idassinatura}`)}
                  className="font-semibold underline"
                >
                  Assinatura do pedido nº {a.numpedidoOrigem}
                </SmartLink>
              </th>
              <td className="p-2">{a.tipo.descricao}</td>
              <td className="p-2" data-status={a.status}>
                {a.statusDescricao}
              </td>
              <td className="p-2">{a.proxima_entrega ? formatDate(a.proxima_entrega) : '—'}</td>
              <td className="p-2">{a.itens.map((i) => i.nome).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
