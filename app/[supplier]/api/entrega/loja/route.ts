import { ADDRESS_MESSAGES } from '@/lib/contract';
import { getServiceArea } from '@/lib/commerce/delivery';
import { firstIssue, storeRequestSchema } from '@/lib/delivery/api';
import { answer, erro, guard, readBody } from '@/lib/delivery/handlers';
import { saveDelivery, storedDelivery } from '@/lib/delivery/server';
import { resolveDeliveryType } from '@/lib/rules/delivery';

export const dynamic = 'force-dynamic';

/** Pickup: the shopper chooses one of the supplier's stores (kept in the delivery context). */
export async function POST(request: Request): Promise<Response> {
  const g = await guard(request);
  if (g instanceof Response) return g;
  const { supplier, base } = g;
  const parsed = storeRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return answer(request, base, erro(firstIssue(parsed.error, 'Loja inválida')), 400);
  if (resolveDeliveryType(supplier.tag, 'RETIRADA') !== 'RETIRADA') {
    return answer(request, base, erro('Tipo de entrega não oferecido por este fornecedor'), 400);
  }
  let area;
  try {
    area = await getServiceArea(supplier.idfornecedor);
  } catch {
    return answer(request, base, erro(ADDRESS_MESSAGES.falhaAreaAtendimento), 502);
  }
  const loja = area.lojas.find((l) => l.idloja === parsed.data.idloja.toLowerCase());
  if (!loja) return answer(request, base, erro('Loja não encontrada'), 404);
  const ctx = await storedDelivery(supplier);
  await saveDelivery({
    ...ctx,
    tipoEntrega: 'RETIRADA',
    loja: { idloja: loja.idloja, nome: loja.nome, descricao_endereco_loja: loja.descricao_endereco_loja, lat: loja.lat, lng: loja.lng },
    fornecedorEscolhido: true,
  });
  return answer(request, base, { ok: true, resultado: 'atual' });
}
