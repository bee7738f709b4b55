import { describe, expect, test } from 'vitest';
import {
  canvasHeight,
  canvasSize,
  cardHeight,
  cardWidth,
  clampZoom,
  dotSize,
  drawnWires,
  droppedAt,
  fitAll,
  graphCoordinate,
  placeCards,
  portCentre,
  portPoint,
  portsOf,
  scrollForZoom,
  wheelZoom,
  wirePath,
  wireWidth,
  zoomIn,
  zoomLabel,
  zoomOut,
} from './geometry';

const ports = (count: number, prefix = 'p') => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}` }));

describe('sizes and places as Agentty clamps them', () => {
  test('x and y: 0 … 20,000, anything else 0', () => {
    expect(graphCoordinate(120.5)).toBe(120.5);
    expect(graphCoordinate(-5)).toBe(0);
    expect(graphCoordinate(25_000)).toBe(20_000);
    expect(graphCoordinate(Number.NaN)).toBe(0);
    expect(graphCoordinate('12')).toBe(0);
    expect(graphCoordinate(undefined)).toBe(0);
  });

  test('card width 120 … 900, 240 by default; canvas height 160 … 4000, 560 by default', () => {
    expect(cardWidth(undefined)).toBe(240);
    expect(cardWidth(50)).toBe(120);
    expect(cardWidth(1000)).toBe(900);
    expect(cardWidth(Number.POSITIVE_INFINITY)).toBe(240);
    expect(canvasHeight(undefined)).toBe(560);
    expect(canvasHeight(10)).toBe(160);
    expect(canvasHeight(9000)).toBe(4000);
    expect(canvasHeight(300)).toBe(300);
  });

  test('ports: the first 12 a side, the label falling back to the id', () => {
    expect(portsOf(ports(15))).toHaveLength(12);
    expect(portsOf([{ id: 'in', label: 'data', tone: 'info' }, { id: 'raw' }, { label: 'no id' }, 'odd'])).toEqual([
      { id: 'in', label: 'data', tone: 'info' },
      { id: 'raw', label: 'raw', tone: 'neutral' },
    ]);
    expect(portsOf(undefined)).toEqual([]);
  });

  test('cards keep their index; a dropped position wins over the tree until the next tree', () => {
    const cards = placeCards([{ id: 'a', x: 10, y: 20 }, 'not a card', { id: 'b', x: -4, width: 2000 }], new Map([[0, { x: 300, y: 40 }]]));
    expect(cards.map(({ index, id, x, y, width }) => ({ index, id, x, y, width }))).toEqual([
      { index: 0, id: 'a', x: 300, y: 40, width: 240 },
      { index: 1, id: undefined, x: 0, y: 0, width: 240 },
      { index: 2, id: 'b', x: 0, y: 0, width: 900 },
    ]);
  });
});

describe('wires', () => {
  const cards = placeCards([
    { id: 'a', outputs: [{ id: 'out', tone: 'success' }, ...ports(12, 'x')] },
    { id: 'b', inputs: [{ id: 'in' }] },
  ]);

  test('kept when both ports exist; the colour is the edge tone, else the output port tone', () => {
    const wires = drawnWires(
      [
        { from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'in' } },
        { from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'in' }, tone: 'error', idle: true },
        { from: { node: 'a', port: 'nope' }, to: { node: 'b', port: 'in' } },
        { from: { node: 'ghost', port: 'out' }, to: { node: 'b', port: 'in' } },
        { from: { node: 'a', port: 'x11' }, to: { node: 'b', port: 'in' } },
        { from: { node: 'a', port: 'x10' }, to: { node: 'b', port: 'in' } },
        { from: 'a', to: { node: 'b', port: 'in' } },
      ],
      cards,
    );
    expect(wires.map((wire) => [wire.index, wire.tone, wire.idle])).toEqual([
      [0, 'success', false],
      [1, 'error', true],
      [5, 'neutral', false],
    ]);
    expect(wires[0]).toMatchObject({ from: { card: 0, port: 0 }, to: { card: 1, port: 0 } });
  });

  test('only the first 512 edges are drawn', () => {
    const edge = { from: { node: 'a', port: 'out' }, to: { node: 'b', port: 'in' } };
    expect(drawnWires(Array.from({ length: 600 }, () => edge), cards)).toHaveLength(512);
  });

  test('a curve that leaves and enters horizontally, bending at least 60 × zoom', () => {
    expect(wirePath({ x: 0, y: 0 }, { x: 300, y: 100 }, 1)).toBe('M 0 0 C 150 0 150 100 300 100');
    expect(wirePath({ x: 0, y: 0 }, { x: 40, y: 100 }, 1)).toBe('M 0 0 C 60 0 -20 100 40 100');
    expect(wirePath({ x: 0, y: 0 }, { x: 40, y: 100 }, 0.5)).toBe('M 0 0 C 30 0 10 100 40 100');
    expect(wireWidth(1)).toBe(2);
    expect(wireWidth(0.3)).toBe(1);
  });
});

describe('cards and ports', () => {
  test('dot centres at 32 + 4 + i × 22 + 11 on the left or right edge, scaled by the zoom', () => {
    expect(portCentre(0)).toBe(47);
    expect(portCentre(2)).toBe(91);
    const [card] = placeCards([{ x: 100, y: 50, width: 200, inputs: ports(2) }]);
    expect(portPoint(card!, 'input', 1, 1)).toEqual({ x: 100, y: 50 + 69 });
    expect(portPoint(card!, 'output', 0, 0.5)).toEqual({ x: 150, y: (50 + 47) / 2 });
    expect(dotSize(1)).toBe(10);
    expect(dotSize(0.3)).toBe(6);
  });

  test('card height: heading, then 4 + rows × 22 + 4 for ports, then the children with 4 above and 10 below', () => {
    expect(cardHeight(0, 0, 1)).toBe(32);
    expect(cardHeight(3, 0, 1)).toBe(32 + 4 + 66 + 4);
    expect(cardHeight(1, 50, 1)).toBe(32 + 30 + 4 + 50 + 10);
    expect(cardHeight(1, 50, 0.5)).toBe((32 + 30 + 14) / 2 + 50);
  });

  test('the canvas reaches 320 px past the farthest edge, and at least fills the view', () => {
    expect(canvasSize([{ right: 500, bottom: 100 }, { right: 200, bottom: 700 }], { width: 300, height: 400 })).toEqual({ width: 820, height: 1020 });
    expect(canvasSize([], { width: 300, height: 400 })).toEqual({ width: 300, height: 400 });
  });
});

describe('zoom', () => {
  test('0.3 … 2, steps of × 1.2, a label in whole percent', () => {
    expect(clampZoom(5)).toBe(2);
    expect(clampZoom(0.1)).toBe(0.3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(zoomIn(1)).toBeCloseTo(1.2);
    expect(zoomOut(1)).toBeCloseTo(1 / 1.2);
    expect(zoomIn(1.9)).toBe(2);
    expect(zoomLabel(zoomOut(1))).toBe('83%');
    expect(zoomLabel(1)).toBe('100%');
  });

  test('Ctrl + wheel multiplies by 1 + Δy × 0.004 (up is in), never below 0.3', () => {
    expect(wheelZoom(1, -50)).toBeCloseTo(1.2);
    expect(wheelZoom(1, 50)).toBeCloseTo(0.8);
    expect(wheelZoom(1, 10_000)).toBe(0.3);
  });

  test('zooming keeps the point under the pointer in place', () => {
    expect(scrollForZoom({ x: 100, y: 0 }, { x: 50, y: 50 }, 1, 2)).toEqual({ x: 250, y: 50 });
    expect(scrollForZoom({ x: 0, y: 0 }, { x: 10, y: 10 }, 2, 1)).toEqual({ x: 0, y: 0 });
  });

  test('fit all: every card with 24 px around, scrolled to the first', () => {
    const fit = fitAll([{ x: 100, y: 100, width: 240, height: 100 }, { x: 500, y: 300, width: 240, height: 100 }], { width: 688, height: 348 });
    expect(fit.zoom).toBeCloseTo(1);
    expect(fit.scroll).toEqual({ x: 76, y: 76 });
    expect(fitAll([{ x: 0, y: 0, width: 10_000, height: 100 }], { width: 400, height: 400 }).zoom).toBe(0.3);
    expect(fitAll([], { width: 400, height: 400 })).toEqual({ zoom: 1, scroll: { x: 0, y: 0 } });
  });

  test('a drop lands in whole graph pixels, at least 0', () => {
    expect(droppedAt({ x: 100, y: 100 }, { x: 51, y: -30 }, 2)).toEqual({ x: 126, y: 85 });
    expect(droppedAt({ x: 10, y: 10 }, { x: -100, y: -100 }, 1)).toEqual({ x: 0, y: 0 });
  });
});
