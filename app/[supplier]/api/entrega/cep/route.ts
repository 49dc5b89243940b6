import { ADDRESS_MESSAGES } from '@/lib/contract';
import { CommerceApiError } from '@/lib/commerce/errors';
import { lookupCep } from '@/lib/commerce/addresses';
import { cepRequestSchema, firstIssue } from '@/lib/delivery/api';
import { answer, applyPlace, erro, guard, readBody } from '@/lib/delivery/handlers';
import { currentDelivery } from '@/lib/delivery/server';

export const dynamic = 'force-dynamic';

/**
 * The shopper's CEP (header selector, address gate, form without JavaScript): CEP look-up, then
 * the supplier look-up by its coordinates (spec 4 "Supplier selection"). Same origin only.
 */
export async function POST(request: Request): Promise<Response> {
  const g = await guard(request);
  if (g instanceof Response) return g;
  const { supplier, base } = g;
  const parsed = cepRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return answer(request, base, erro(firstIssue(parsed.error, ADDRESS_MESSAGES.cepInvalido)), 400);
  let cep;
  try {
    cep = await lookupCep(parsed.data.cep, supplier.idfornecedor);
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 400) return answer(request, base, erro(error.message), 400);
    console.error('[entrega] consulta de CEP falhou:', error instanceof Error ? error.message : 'erro');
    return answer(request, base, erro(ADDRESS_MESSAGES.semFornecedores), 502);
  }
  if (!cep) return answer(request, base, erro(ADDRESS_MESSAGES.cepNaoEncontrado), 404);
  const { cliente } = await currentDelivery(supplier);
  const textoendereco = [cep.rua, cep.bairro, `${cep.cidade} – ${cep.uf}`].filter(Boolean).join(', ');
  const result = await applyPlace(
    supplier,
    base,
    { cep: cep.cep, lat: cep.lat, lng: cep.lng, textoendereco, idendereco: null },
    parsed.data.tipoEntrega,
    cliente,
  );
  return answer(request, base, result);
}
