import { orderDocument } from '../order-document';

export const dynamic = 'force-dynamic';

/** GET <base>/api/pedidos/{numpedido}/xml — the order's NF-e XML (homologação) with the session; refused → back to the order. */
export const GET = orderDocument('xml');
