import { getServiceArea } from '@/lib/commerce/delivery';
import { ADDRESS_MESSAGES } from '@/lib/contract';
import { storeRequestSchema } from '@/lib/delivery/api';
import { withDeliveryRequest } from '@/lib/delivery/handlers';
import { saveDelivery, storedDelivery } from '@/lib/delivery/server';
import { resolveDeliveryType } from '@/lib/rules/delivery';

export const dynamic = 'force-dynamic';

/** Pickup: the shopper chooses one of the supplier's stores (kept in the delivery context). */
export const POST = withDeliveryRequest(
  storeRequestSchema,
  'Loja inválida',
  async ({ supplier, body, reply, refuse }) => {
    if (resolveDeliveryType(supplier.tag, 'RETIRADA') !== 'RETIRADA') {
      return refuse('Tipo de entrega não oferecido por este fornecedor', 400);
    }
    let area;
    try {
      area = await getServiceArea(supplier.idfornecedor);
    } catch {
      return refuse(ADDRESS_MESSAGES.falhaAreaAtendimento, 502);
    }
    const loja = area.lojas.find((l) => l.idloja === body.idloja.toLowerCase());
    if (!loja) return refuse('Loja não encontrada', 404);
    const ctx = await storedDelivery(supplier);
    await saveDelivery({
      ...ctx,
      tipoEntrega: 'RETIRADA',
      loja: {
        idloja: loja.idloja,
        nome: loja.nome,
        descricao_endereco_loja: loja.descricao_endereco_loja,
        lat: loja.lat,
        lng: loja.lng,
      },
      fornecedorEscolhido: true,
    });
    return reply({ ok: true, resultado: 'atual' });
  },
);
