import { orderDocument } from '../order-document';

export const dynamic = 'force-dynamic';

/** GET <base>/api/pedidos/{numpedido}/danfe — the order's DANFE (PDF) with the session; refused → back to the order. */
export const GET = orderDocument('danfe');
