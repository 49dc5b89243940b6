import { ADDRESS_MESSAGES, IDENTITY_MESSAGES } from '@/lib/contract';
import { listAddresses } from '@/lib/commerce/addresses';
import { firstIssue, savedAddressRequestSchema } from '@/lib/delivery/api';
import { answer, applyPlace, erro, guard, readBody } from '@/lib/delivery/handlers';
import { currentDelivery } from '@/lib/delivery/server';

export const dynamic = 'force-dynamic';

/**
 * A logged-in customer picks one of their saved addresses: it becomes the place (idendereco and
 * its coordinates) and the supplier look-up runs by idendereco. Same origin only.
 */
export async function POST(request: Request): Promise<Response> {
  const g = await guard(request);
  if (g instanceof Response) return g;
  const { supplier, base } = g;
  const parsed = savedAddressRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return answer(request, base, erro(firstIssue(parsed.error, ADDRESS_MESSAGES.enderecoNaoEncontrado)), 400);
  const { cliente } = await currentDelivery(supplier);
  if (!cliente) return answer(request, base, erro(IDENTITY_MESSAGES.sessaoExpirada), 401);
  let enderecos;
  try {
    ({ enderecos } = await listAddresses(cliente.token, supplier.idfornecedor));
  } catch {
    return answer(request, base, erro(ADDRESS_MESSAGES.falhaOutrosFornecedores), 502);
  }
  const a = enderecos.find((e) => e.idendereco === parsed.data.idendereco.toLowerCase());
  if (!a) return answer(request, base, erro(ADDRESS_MESSAGES.enderecoNaoEncontrado), 404);
  if (a.lat === null || a.lng === null) return answer(request, base, erro(ADDRESS_MESSAGES.enderecoSemCoordenadas), 400);
  const result = await applyPlace(
    supplier,
    base,
    { cep: a.cep, lat: a.lat, lng: a.lng, textoendereco: a.textoendereco, idendereco: a.idendereco },
    undefined,
    cliente,
  );
  return answer(request, base, result);
}
