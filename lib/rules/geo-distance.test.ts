import { haversineMeters } from './geo';

describe('haversineMeters', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineMeters([-46.6839, -23.5652], [-46.6839, -23.5652])).toBe(0);
    const a = [-46.6893, -23.5543] as const;
    const b = [-46.6706, -23.5186] as const;
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });

  it('one degree of latitude is about 111.2 km', () => {
    expect(haversineMeters([0, 0], [0, 1])).toBeCloseTo(111_195, -1);
    // One degree of longitude shrinks with cos(lat): at 60° it is half.
    expect(haversineMeters([0, 60], [1, 60]) / haversineMeters([0, 0], [1, 0])).toBeCloseTo(0.5, 2);
  });

  it('known city distances', () => {
    // Praça da Sé (São Paulo) → Copacabana (Rio de Janeiro): ~ 360 km in a straight line.
    const d = haversineMeters([-46.6339, -23.5503], [-43.1822, -22.9711]);
    expect(d).toBeGreaterThan(355_000);
    expect(d).toBeLessThan(362_000);
    // Antipodes: half the circumference.
    expect(haversineMeters([0, 0], [180, 0])).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
