import { listAddresses } from '@/lib/commerce/addresses';
import { ADDRESS_MESSAGES, IDENTITY_MESSAGES } from '@/lib/contract';
import { savedAddressRequestSchema } from '@/lib/delivery/api';
import { applyPlace, withDeliveryRequest } from '@/lib/delivery/handlers';
import { currentDelivery } from '@/lib/delivery/server';

export const dynamic = 'force-dynamic';

/**
 * A logged-in customer picks one of their saved addresses: it becomes the place (idendereco and
 * its coordinates) and the supplier look-up runs by idendereco. Same origin only.
 */
export const POST = withDeliveryRequest(
  savedAddressRequestSchema,
  ADDRESS_MESSAGES.enderecoNaoEncontrado,
  async ({ supplier, base, body, reply, refuse }) => {
    const shopper = await currentDelivery(supplier);
    const { cliente } = shopper;
    if (!cliente) return refuse(IDENTITY_MESSAGES.sessaoExpirada, 401);
    let enderecos;
    try {
      ({ enderecos } = await listAddresses(cliente.token, supplier.idfornecedor));
    } catch {
      return refuse(ADDRESS_MESSAGES.falhaOutrosFornecedores, 502);
    }
    const a = enderecos.find((e) => e.idendereco === body.idendereco.toLowerCase());
    if (!a) return refuse(ADDRESS_MESSAGES.enderecoNaoEncontrado, 404);
    if (a.lat === null || a.lng === null) return refuse(ADDRESS_MESSAGES.enderecoSemCoordenadas, 400);
    const result = await applyPlace(
      supplier,
      base,
      { cep: a.cep, lat: a.lat, lng: a.lng, textoendereco: a.textoendereco, idendereco: a.idendereco },
      undefined,
      shopper,
    );
    return reply(result);
  },
);
