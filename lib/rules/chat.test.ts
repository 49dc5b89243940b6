import { clientRoomId, orderRoomId, parseRoomId, unreadBadgeText, unreadLabel } from './chat';

const C = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b301';
const F = 'A1B2C3D4-0000-4000-8000-000000000001';

describe('chat rooms', () => {
  it('parses CODPED and IDCLI ids, lower-casing the uuids', () => {
    expect(parseRoomId('CODPED:42')).toEqual({ canal: 'CODPED', sala: 'CODPED:42', numpedido: 42 });
    expect(parseRoomId(`IDCLI:${C}:${F}`)).toEqual({
      canal: 'IDCLI',
      sala: `IDCLI:${C}:${F.toLowerCase()}`,
      idcliente: C,
      idfornecedor: F.toLowerCase(),
    });
    expect(orderRoomId(7)).toBe('CODPED:7');
    expect(clientRoomId(C.toUpperCase(), F)).toBe(`IDCLI:${C}:${F.toLowerCase()}`);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'CODPED:',
      'CODPED:0',
      'CODPED:01',
      'CODPED:99999999999',
      'CODPED:1:2',
      'codped:1',
      `IDCLI:${C}`,
      `IDCLI:${C}:x`,
      'IDCLI::',
      `X:${C}:${F}`,
      `IDCLI:${C}:${F}:1`,
    ]) {
      expect(parseRoomId(bad)).toBeNull();
    }
    expect(parseRoomId('CODPED:2147483648')).toBeNull();
  });

  it('badge text and label', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-1)).toBe('');
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadLabel(0)).toBe('Nenhuma mensagem não lida');
    expect(unreadLabel(1)).toBe('1 mensagem não lida');
    expect(unreadLabel(5)).toBe('5 mensagens não lidas');
    expect(unreadLabel(120)).toBe('Mais de 99 mensagens não lidas');
  });
});
