/** Chat rooms (spec 3 "Chat"): the two kinds of room id, and the unread badge text. */
export type ParsedRoom =
  | { canal: 'CODPED'; sala: string; numpedido: number }
  | { canal: 'IDCLI'; sala: string; idcliente: string; idfornecedor: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORDER_RE = /^CODPED:([1-9]\d{0,9})$/;
const CLIENT_RE = new RegExp(`^IDCLI:(${UUID}):(${UUID})$`);

export const orderRoomId = (numpedido: number) => `CODPED:${numpedido}`;
export const clientRoomId = (idcliente: string, idfornecedor: string) =>
  `IDCLI:${idcliente.toLowerCase()}:${idfornecedor.toLowerCase()}`;

/** The room of an id (uuids compared lower-case), or null when it is neither kind. */
export function parseRoomId(raw: string): ParsedRoom | null {
  const o = ORDER_RE.exec(raw);
  if (o) {
    const numpedido = Number(o[1]);
    return numpedido <= 2_147_483_647 ? { canal: 'CODPED', sala: orderRoomId(numpedido), numpedido } : null;
  }
  const [prefix, ...rest] = raw.split(':');
  if (prefix !== 'IDCLI') return null;
  const c = CLIENT_RE.exec(`IDCLI:${rest.join(':').toLowerCase()}`);
  if (!c) return null;
  return { canal: 'IDCLI', sala: clientRoomId(c[1]!, c[2]!), idcliente: c[1]!, idfornecedor: c[2]! };
}

/** Badge text for an unread count: '' for none, '99+' past 99. */
export function unreadBadgeText(total: number): string {
  if (!Number.isFinite(total) || total <= 0) return '';
  return total > 99 ? '99+' : String(Math.floor(total));
}

/** Accessible label of the badge. */
export function unreadLabel(total: number): string {
  if (total <= 0) return 'Nenhuma mensagem não lida';
  return total === 1 ? '1 mensagem não lida' : `${total > 99 ? 'Mais de 99' : total} mensagens não lidas`;
}
