import { bboxContains, classifyPointInRing, pointInPolygon, polygonBBox, type Polygon } from './geo';

const square: Polygon = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
];
const withHole: Polygon = [
  square[0]!,
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];
// A "U" shape: concave, the notch between x=3..7 above y=3 is outside.
const concave: Polygon = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [7, 10],
    [7, 3],
    [3, 3],
    [3, 10],
    [0, 10],
  ],
];

describe('pointInPolygon', () => {
  it('inside and outside a square', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([11, 5], square)).toBe(false);
    expect(pointInPolygon([-0.0001, 5], square)).toBe(false);
  });

  it('counts edges and vertices as inside', () => {
    expect(pointInPolygon([0, 5], square)).toBe(true);
    expect(pointInPolygon([10, 10], square)).toBe(true);
    expect(pointInPolygon([5, 0], square)).toBe(true);
    expect(classifyPointInRing([5, 10], square[0]!)).toBe('boundary');
  });

  it('excludes the hole but keeps its edge', () => {
    expect(pointInPolygon([5, 5], withHole)).toBe(false);
    expect(pointInPolygon([2, 2], withHole)).toBe(true);
    expect(pointInPolygon([4, 5], withHole)).toBe(true);
    expect(pointInPolygon([8, 8], withHole)).toBe(true);
  });

  it('handles concave rings', () => {
    expect(pointInPolygon([5, 5], concave)).toBe(false);
    expect(pointInPolygon([1, 8], concave)).toBe(true);
    expect(pointInPolygon([8, 8], concave)).toBe(true);
    expect(pointInPolygon([5, 2], concave)).toBe(true);
    expect(pointInPolygon([5, 3], concave)).toBe(true);
  });

  it('works with an unclosed ring and a ray through a vertex', () => {
    const tri: Polygon = [
      [
        [0, 0],
        [10, 5],
        [0, 10],
      ],
    ];
    expect(pointInPolygon([2, 5], tri)).toBe(true);
    expect(pointInPolygon([-1, 5], tri)).toBe(false);
    expect(pointInPolygon([-1, 0], tri)).toBe(false);
  });

  it('works with real coordinates', () => {
    const area: Polygon = [
      [
        [-46.78, -23.5],
        [-46.66, -23.5],
        [-46.66, -23.62],
        [-46.78, -23.62],
        [-46.78, -23.5],
      ],
    ];
    expect(pointInPolygon([-46.69, -23.56], area)).toBe(true);
    expect(pointInPolygon([-46.6339, -23.5503], area)).toBe(false);
    expect(pointInPolygon([-46.7, -23.5], area)).toBe(true);
  });

  it('empty polygons contain nothing', () => {
    expect(pointInPolygon([0, 0], [])).toBe(false);
    expect(pointInPolygon([0, 0], [[[0, 0]]])).toBe(false);
  });
});

describe('bbox', () => {
  it('uses the outer ring', () => {
    const b = polygonBBox(withHole);
    expect(b).toEqual({ minLng: 0, minLat: 0, maxLng: 10, maxLat: 10 });
    expect(bboxContains(b, [10, 10])).toBe(true);
    expect(bboxContains(b, [10.1, 10])).toBe(false);
  });
});
