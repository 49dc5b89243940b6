import { firstIssue, typeRequestSchema } from '@/lib/delivery/api';
import { withType } from '@/lib/delivery/context';
import { answer, erro, guard, readBody } from '@/lib/delivery/handlers';
import { saveDelivery, storedDelivery } from '@/lib/delivery/server';
import { offeredDeliveryTypes } from '@/lib/rules/delivery';

export const dynamic = 'force-dynamic';

/** Delivery type (DELIVERY | RETIRADA); a type the supplier does not offer is refused (400). */
export async function POST(request: Request): Promise<Response> {
  const g = await guard(request);
  if (g instanceof Response) return g;
  const { supplier, base } = g;
  const parsed = typeRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return answer(request, base, erro(firstIssue(parsed.error, 'Tipo de entrega inválido')), 400);
  if (!offeredDeliveryTypes(supplier.tag).includes(parsed.data.tipoEntrega)) {
    return answer(request, base, erro('Tipo de entrega não oferecido por este fornecedor'), 400);
  }
  await saveDelivery(withType(await storedDelivery(supplier), parsed.data.tipoEntrega, supplier.tag));
  return answer(request, base, { ok: true, resultado: 'atual' });
}
