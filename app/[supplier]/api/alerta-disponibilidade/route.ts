import { NextResponse, type NextRequest } from 'next/server';
import { subscribeAvailabilityAlert } from '@/lib/commerce/content';
import { tooManyRequestsJson } from '@/lib/commerce/rate-limit';
import { EMPTY_ID } from '@/lib/contract';
import { isActiveFor } from '@/lib/session/config';
import { getSession } from '@/lib/session/server';
import { STOREFRONT_BASE_HEADER, SUPPLIER_ID_HEADER, SUPPLIER_SLUG_HEADER } from '@/lib/tenant/headers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST <base>/api/alerta-disponibilidade {idproduto} → API /v4/notificacao/alerta-disponibilidade.
 * Without a session the API answers 401 'Faça login para continuar' (passed through).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ supplier: string }> }) {
  const { supplier: slug } = await params;
  const idfornecedor = request.headers.get(SUPPLIER_ID_HEADER);
  if (!idfornecedor || request.headers.get(SUPPLIER_SLUG_HEADER) !== slug) {
    return NextResponse.json({ erro: true, mensagem: 'Loja não encontrada' }, { status: 404 });
  }
  const body = (await request.json().catch(() => null)) as { idproduto?: unknown } | null;
  const idproduto = typeof body?.idproduto === 'string' && UUID.test(body.idproduto) ? body.idproduto : null;
  if (!idproduto) return NextResponse.json({ erro: true, mensagem: 'Informe o produto' }, { status: 400 });
  // The session (issue 4) supplies the customer's token and id; a visitor has neither (→ 401).
  const session = await getSession().catch(() => null);
  const active = !!session && isActiveFor(session, idfornecedor);
  const result = await subscribeAvailabilityAlert({
    idfornecedor,
    idproduto,
    idcliente: (active && session?.idcliente) || EMPTY_ID,
    token: active ? (session?.token ?? null) : null,
  });
  if (result.ok) return NextResponse.json(result.body);
  // HTTP 429: the client goes to the too-many-request page (`destino`).
  if (result.status === 429) return tooManyRequestsJson(request.headers.get(STOREFRONT_BASE_HEADER) ?? '', result.mensagem);
  return NextResponse.json({ erro: true, mensagem: result.mensagem }, { status: result.status });
}
