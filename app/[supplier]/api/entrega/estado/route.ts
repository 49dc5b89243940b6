import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { listAddresses } from '@/lib/commerce/addresses';
import { getServiceArea } from '@/lib/commerce/delivery';
import { ADDRESS_MESSAGES } from '@/lib/contract';
import type { DeliveryState } from '@/lib/delivery/api';
import { hasPlace } from '@/lib/delivery/context';
import { formatDistance } from '@/lib/delivery/selection';
import { currentDelivery } from '@/lib/delivery/server';
import { offeredDeliveryTypes } from '@/lib/rules/delivery';

export const dynamic = 'force-dynamic';

/**
 * What the header delivery selector lists when it opens: the offered types, the current place,
 * the supplier's stores (opening hours, and the distance from the place when known) and, for a logged-in
 * customer, their saved addresses. Read only.
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () => Response.json({ erro: true, mensagem: ADDRESS_MESSAGES.semFornecedores }, { status: 404 }),
  handle: async ({ supplier }) => {
    const { ctx, cliente } = await currentDelivery(supplier);
    const tipos = offeredDeliveryTypes(supplier.tag);
    const ponto =
      hasPlace(ctx) && typeof ctx.lat === 'number' && typeof ctx.lng === 'number'
        ? { lat: ctx.lat, lng: ctx.lng }
        : null;
    let erro: string | null = null;
    const [area, enderecos] = await Promise.all([
      tipos.includes('RETIRADA')
        ? getServiceArea(supplier.idfornecedor, ponto).catch(() => {
            erro = ADDRESS_MESSAGES.falhaAreaAtendimento;
            return null;
          })
        : Promise.resolve(null),
      cliente
        ? listAddresses(cliente.token, supplier.idfornecedor)
            .then((r) => r.enderecos)
            .catch(() => [])
        : Promise.resolve(null),
    ]);
    const body: DeliveryState = {
      tipoEntrega: ctx.tipoEntrega,
      tipos,
      cep: ctx.cep ?? null,
      textoendereco: ctx.textoendereco ?? null,
      lojas: (area?.lojas ?? []).map((l) => ({
        idloja: l.idloja,
        nome: l.nome,
        descricao_endereco_loja: l.descricao_endereco_loja,
        distancia: formatDistance(l.distancia),
        horario: l.horario_atendimento,
        escolhida: !!ctx.loja && (ctx.loja.idloja === l.idloja || (ctx.loja.lat === l.lat && ctx.loja.lng === l.lng)),
      })),
      enderecos:
        enderecos?.map((e) => ({
          idendereco: e.idendereco,
          descricao: e.descricao || e.apelido,
          textoendereco: e.textoendereco,
          primario: e.primario,
          escolhido: ctx.idendereco === e.idendereco,
        })) ?? null,
      erro,
    };
    return Response.json(body, { headers: { 'cache-control': 'no-store' } });
  },
});
