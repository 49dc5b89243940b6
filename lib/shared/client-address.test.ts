import { addressBucket, clientAddress, INVALID_ADDRESS, normalizeAddress } from './client-address.mjs';

describe('clientAddress', () => {
  it('hops = 0: the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 7.7.7.7', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('hops = 1: the right-most forwarded entry (written by our proxy), never one the client sent', () => {
    // The client sent "6.6.6.6"; the proxy appended the address it saw.
    expect(clientAddress('6.6.6.6, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4');
    expect(clientAddress(['6.6.6.6', '198.51.100.4'], '10.0.0.2', 1)).toBe('198.51.100.4');
  });

  it('hops = 2: two proxies, the entry the outer one appended', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.4, 10.0.0.9', '10.0.0.2', 2)).toBe('198.51.100.4');
  });

  it('a chain shorter than the hops gives its left-most entry (or the socket)', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.4', '10.0.0.2', 3)).toBe('198.51.100.4');
  });

  it('junk in the trusted position is one shared bucket, not free text', () => {
    expect(clientAddress('1.2.3.4, <script>', '10.0.0.2', 1)).toBe(INVALID_ADDRESS);
    expect(clientAddress('x'.repeat(500), '10.0.0.2', 1)).toBe(INVALID_ADDRESS);
    expect(clientAddress(undefined, undefined, 0)).toBe(INVALID_ADDRESS);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['64:ff9b::192.0.2.33', '64:ff9b::192.0.2.33'],
  ])('%s → %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each(['256.1.1.1', '1.2.3', 'localhost', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1', ''])(
    '%s is not an address',
    (raw) => expect(normalizeAddress(raw)).toBe(INVALID_ADDRESS),
  );
});

describe('addressBucket', () => {
  it('IPv4 as it is', () => expect(addressBucket('203.0.113.7')).toBe('203.0.113.7'));
  it('IPv6 by its /64: rotating the interface id stays in one bucket', () => {
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });
  it('the shared invalid bucket stays one', () => expect(addressBucket(INVALID_ADDRESS)).toBe(INVALID_ADDRESS));
});
