import { NextResponse, type NextRequest } from 'next/server';
import { unstable_rethrow } from 'next/navigation';
import { ADDRESS_MESSAGES, type CepLookupBody } from '@/lib/contract';
import { lookupCep } from '@/lib/commerce/addresses';
import { CommerceApiError } from '@/lib/commerce/errors';
import { isValidCep, normalizeCep } from '@/lib/rules/documents';
import { SUPPLIER_ID_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';


const NO_STORE = { 'cache-control': 'private, no-store' };

const json = (body: CepLookupBody, status = 200) => NextResponse.json(body, { status, headers: NO_STORE });

/**
 * GET <base>/api/cep/{cep} — the address form's CEP look-up: street, district, city, state and
 * coordinates from the commerce API (GET /v4/cep/{cep}). 400 'CEP inválido', 404 'CEP não
 * encontrado'. No session needed; the tenant comes only from the middleware's headers.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ supplier: string; cep: string }> }) {
  const { supplier: slug, cep: raw } = await params;
  const idfornecedor = request.headers.get(SUPPLIER_ID_HEADER);
  if (!idfornecedor || request.headers.get(SUPPLIER_SLUG_HEADER) !== slug) {
    return json({ ok: false, mensagem: 'Loja não encontrada' }, 404);
  }
  const cep = normalizeCep(raw.slice(0, 20));
  if (!isValidCep(cep)) return json({ ok: false, mensagem: ADDRESS_MESSAGES.cepInvalido }, 400);
  try {
    const hit = await lookupCep(cep, idfornecedor);
    if (!hit) return json({ ok: false, mensagem: ADDRESS_MESSAGES.cepNaoEncontrado }, 404);
    return json({ ok: true, cep: hit.cep, rua: hit.rua, bairro: hit.bairro, cidade: hit.cidade, uf: hit.uf, pais: hit.pais, lat: hit.lat, lng: hit.lng });
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof CommerceApiError && error.status >= 400 && error.status < 500) {
      return json({ ok: false, mensagem: error.message }, error.status);
    }
    return json({ ok: false, mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.' }, 502);
  }
}
