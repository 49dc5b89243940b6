import { typeRequestSchema } from '@/lib/delivery/api';
import { withType } from '@/lib/delivery/context';
import { withDeliveryRequest } from '@/lib/delivery/handlers';
import { saveDelivery, storedDelivery } from '@/lib/delivery/server';
import { offeredDeliveryTypes } from '@/lib/rules/delivery';

export const dynamic = 'force-dynamic';

/** Delivery type (DELIVERY | RETIRADA); a type the supplier does not offer is refused (400). */
export const POST = withDeliveryRequest(
  typeRequestSchema,
  'Tipo de entrega inválido',
  async ({ supplier, body, reply, refuse }) => {
    if (!offeredDeliveryTypes(supplier.tag).includes(body.tipoEntrega)) {
      return refuse('Tipo de entrega não oferecido por este fornecedor', 400);
    }
    await saveDelivery(withType(await storedDelivery(supplier), body.tipoEntrega, supplier.tag));
    return reply({ ok: true, resultado: 'atual' });
  },
);
