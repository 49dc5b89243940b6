import { lookupCep } from '@/lib/commerce/addresses';
import { CommerceApiError } from '@/lib/commerce/errors';
import { ADDRESS_MESSAGES } from '@/lib/contract';
import { cepRequestSchema } from '@/lib/delivery/api';
import { applyPlace, withDeliveryRequest } from '@/lib/delivery/handlers';
import { currentDelivery } from '@/lib/delivery/server';

export const dynamic = 'force-dynamic';

/**
 * The shopper's CEP (header selector, address gate, form without JavaScript): CEP look-up, then
 * the supplier look-up by its coordinates (spec 4 "Supplier selection"). Same origin only.
 */
export const POST = withDeliveryRequest(
  cepRequestSchema,
  ADDRESS_MESSAGES.cepInvalido,
  async ({ supplier, base, body, reply, refuse }) => {
    let cep;
    try {
      cep = await lookupCep(body.cep, supplier.idfornecedor);
    } catch (error) {
      if (error instanceof CommerceApiError && error.status === 400) return refuse(error.message, 400);
      console.error('[entrega] consulta de CEP falhou:', error instanceof Error ? error.message : 'erro');
      return refuse(ADDRESS_MESSAGES.semFornecedores, 502);
    }
    if (!cep) return refuse(ADDRESS_MESSAGES.cepNaoEncontrado, 404);
    const shopper = await currentDelivery(supplier);
    const textoendereco = [cep.rua, cep.bairro, `${cep.cidade} – ${cep.uf}`].filter(Boolean).join(', ');
    const result = await applyPlace(
      supplier,
      base,
      { cep: cep.cep, lat: cep.lat, lng: cep.lng, textoendereco, idendereco: null },
      body.tipoEntrega,
      shopper,
    );
    return reply(result);
  },
);
