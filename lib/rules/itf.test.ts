import { decodeItf, ITF_PATTERNS, itfBars, itfWidths } from './itf';

describe('ITF (Interleaved 2 of 5)', () => {
  it('uses the standard widths table: five elements, exactly two wide, all different', () => {
    expect(ITF_PATTERNS).toEqual([
      'NNWWN',
      'WNNNW',
      'NWNNW',
      'WWNNN',
      'NNWNW',
      'WNWNN',
      'NWWNN',
      'NNNWW',
      'WNNWN',
      'NWNWN',
    ]);
    for (const p of ITF_PATTERNS) expect([...p].filter((c) => c === 'W')).toHaveLength(2);
    expect(new Set(ITF_PATTERNS).size).toBe(10);
  });

  it('encodes a pair by interleaving bars (first digit) and spaces (second), between start and stop', () => {
    // "12": bars of 1 = WNNNW, spaces of 2 = NWNNW → W N N W N N N N W W
    expect(itfWidths('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });

  it('starts with narrow bar, narrow space, narrow bar, narrow space and stops with wide bar, narrow space, narrow bar', () => {
    const w = itfWidths('00');
    expect(w.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(w.slice(-3)).toEqual([3, 1, 1]);
  });

  it('has 4 + 10 per pair + 3 elements, odd (starts and ends with a bar); a 44-digit barcode is 227 elements', () => {
    const barcode = '00199101600000123450000001234567800000012317';
    const w = itfWidths(barcode);
    expect(w).toHaveLength(4 + 22 * 10 + 3);
    // Each pair is 2 × (3 narrow + 2 wide) = 6 + 12 = 18 modules; start 4, stop 5.
    expect(w.reduce((a, b) => a + b, 0)).toBe(4 + 22 * 18 + 5);
    expect(decodeItf(w)).toBe(barcode);
  });

  it('round-trips every digit pair', () => {
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) expect(decodeItf(itfWidths(`${a}${b}`))).toBe(`${a}${b}`);
  });

  it('answers the bars with their offsets; the spaces are the gaps between them', () => {
    const { bars, width } = itfBars('12');
    expect(bars).toEqual([
      { x: 0, width: 1 },
      { x: 2, width: 1 },
      { x: 4, width: 3 },
      { x: 8, width: 1 },
      { x: 12, width: 1 },
      { x: 14, width: 1 },
      { x: 16, width: 3 },
      { x: 22, width: 3 },
      { x: 26, width: 1 },
    ]);
    expect(width).toBe(27);
  });

  it('refuses an odd number of digits or anything but digits', () => {
    expect(() => itfWidths('123')).toThrow();
    expect(() => itfWidths('1a')).toThrow();
    expect(() => itfWidths('')).toThrow();
    expect(decodeItf([1, 1, 1])).toBeNull();
  });
});
