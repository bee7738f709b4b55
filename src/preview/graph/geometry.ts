// Where Agentty puts a graph's cards, ports and wires (agentty-look.md §5.29): pure numbers, no drawing.
import { clampSize, GRAPH_EXTENT, GRAPH_HEIGHT, GRAPH_HEIGHT_PX, GRAPH_NODE_WIDTH, GRAPH_NODE_WIDTH_PX, MAX_GRAPH_EDGES, MAX_GRAPH_PORTS, type Tone } from '../../schema';
import { isRecord } from '../../json';
import { AGENTTY_LOOK } from '../agentty-look';

const LOOK = AGENTTY_LOOK.graph;
const HEADING = LOOK.node.heading.height;
const PORTS = LOOK.node.ports;
const ZOOM = LOOK.zoom;
const TONES: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'error'];

/** A point or a size in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A port as drawn: its id, the text beside it, its tone. */
export interface DrawnPort {
  readonly id: string;
  readonly label: string;
  readonly tone: Tone;
}

/** A card as placed, in graph pixels (before zoom). */
export interface PlacedCard {
  readonly index: number;
  readonly id: string | undefined;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly inputs: readonly DrawnPort[];
  readonly outputs: readonly DrawnPort[];
}

/** A wire that survives Agentty's cuts: which card and port row each end is on. */
export interface DrawnWire {
  readonly index: number;
  /** The cards at its ends, so a wire redraws only when one of them changes. */
  readonly cards: readonly [from: PlacedCard, to: PlacedCard];
  readonly from: { readonly card: number; readonly port: number };
  readonly to: { readonly card: number; readonly port: number };
  readonly tone: Tone;
  readonly idle: boolean;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const toneOf = (value: unknown): Tone | undefined => (typeof value === 'string' && (TONES as readonly string[]).includes(value) ? (value as Tone) : undefined);

/** A card's x or y: clamped to 0 … 20,000; anything not a finite number is 0. */
export function graphCoordinate(value: unknown): number {
  return finite(value) ? Math.min(GRAPH_EXTENT, Math.max(0, value)) : 0;
}

export const cardWidth = (value: unknown): number => clampSize(value, GRAPH_NODE_WIDTH_PX, GRAPH_NODE_WIDTH);
export const canvasHeight = (value: unknown): number => clampSize(value, GRAPH_HEIGHT_PX, GRAPH_HEIGHT);

/** One side's ports: the first 12, each with an id (a port without one can take no wire and is skipped). */
export function portsOf(value: unknown): DrawnPort[] {
  if (!Array.isArray(value)) return [];
  const ports: DrawnPort[] = [];
  for (const port of value.slice(0, MAX_GRAPH_PORTS)) {
    if (!isRecord(port) || typeof port.id !== 'string') continue;
    ports.push({ id: port.id, label: typeof port.label === 'string' && port.label !== '' ? port.label : port.id, tone: toneOf(port.tone) ?? 'neutral' });
  }
  return ports;
}

// unchanged entries of `nodes` keep their placed card between trees (trees share unchanged objects), so their cards do not redraw
const placed = new WeakMap<object, PlacedCard>();

function placeCard(node: unknown, index: number): PlacedCard {
  const card = isRecord(node) ? node : {};
  const before = isRecord(node) ? placed.get(node) : undefined;
  if (before?.index === index) return before;
  const fresh: PlacedCard = {
    index,
    id: typeof card.id === 'string' ? card.id : undefined,
    x: graphCoordinate(card.x),
    y: graphCoordinate(card.y),
    width: cardWidth(card.width),
    inputs: portsOf(card.inputs),
    outputs: portsOf(card.outputs),
  };
  if (isRecord(node)) placed.set(node, fresh);
  return fresh;
}

/** Every card as placed; `moved` holds positions the user dropped cards at, by index, until the next tree. */
export function placeCards(nodes: unknown, moved: ReadonlyMap<number, Point> = new Map()): PlacedCard[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((node: unknown, index) => {
    const card = placeCard(node, index);
    const at = moved.get(index);
    return at ? { ...card, x: at.x, y: at.y } : card;
  });
}

// a wire whose edge and both cards are unchanged is the same object as before: it does not redraw
const wired = new WeakMap<object, DrawnWire>();

/** The first 512 edges whose both ends name a card and a drawn port on its side; the rest Agentty drops. */
export function drawnWires(edges: unknown, cards: readonly PlacedCard[]): DrawnWire[] {
  if (!Array.isArray(edges)) return [];
  // the first card of an id wins, as a lookup built in order and never overwritten
  const byId = new Map<string, PlacedCard>();
  for (const card of cards) if (card.id !== undefined && !byId.has(card.id)) byId.set(card.id, card);
  const wires: DrawnWire[] = [];
  edges.slice(0, MAX_GRAPH_EDGES).forEach((edge: unknown, index) => {
    if (!isRecord(edge) || !isRecord(edge.from) || !isRecord(edge.to)) return;
    const [start, end] = [edge.from, edge.to];
    const from = typeof start.node === 'string' ? byId.get(start.node) : undefined;
    const to = typeof end.node === 'string' ? byId.get(end.node) : undefined;
    if (!from || !to) return;
    const before = wired.get(edge);
    if (before && before.index === index && before.cards[0] === from && before.cards[1] === to) return void wires.push(before);
    const out = from.outputs.findIndex((port) => port.id === start.port);
    const into = to.inputs.findIndex((port) => port.id === end.port);
    if (out < 0 || into < 0) return;
    const wire: DrawnWire = {
      index,
      cards: [from, to],
      from: { card: from.index, port: out },
      to: { card: to.index, port: into },
      tone: toneOf(edge.tone) ?? from.outputs[out]!.tone,
      idle: edge.idle === true,
    };
    wired.set(edge, wire);
    wires.push(wire);
  });
  return wires;
}

/** How many port rows a card has: the larger side. */
export const portRows = (card: Pick<PlacedCard, 'inputs' | 'outputs'>): number => Math.max(card.inputs.length, card.outputs.length);

/** The height of the ports block at zoom 1: 4 px above and below the rows, nothing without ports. */
export const portsHeight = (rows: number): number => (rows > 0 ? PORTS.paddingY * 2 + rows * PORTS.row : 0);

/** A port dot's centre below the card's top at zoom 1: 32 + 4 + i × 22 + 11. */
export const portCentre = (row: number): number => HEADING + PORTS.paddingY + row * PORTS.row + PORTS.row / 2;

/**
 * A card's drawn height in screen pixels: heading and ports scale with the zoom, the children's block
 * (measured, as drawn) does not; 10 px below it and 4 px above it, both × zoom.
 */
export function cardHeight(rows: number, childrenHeight: number, zoom: number): number {
  const children = childrenHeight > 0 ? childrenHeight + (LOOK.node.children.top + LOOK.node.children.padding) * zoom : 0;
  return (HEADING + portsHeight(rows)) * zoom + children;
}

/** A port dot's centre in screen pixels: on the card's left edge (inputs) or right edge (outputs). */
export function portPoint(card: PlacedCard, side: 'input' | 'output', row: number, zoom: number): Point {
  return { x: (side === 'input' ? card.x : card.x + card.width) * zoom, y: (card.y + portCentre(row)) * zoom };
}

/** The wire from an output dot to an input dot: leaves and enters horizontally, each control point max(|Δx| ÷ 2, 60 × zoom) from its end. */
export function wirePath(from: Point, to: Point, zoom: number): string {
  const bend = Math.max(Math.abs(to.x - from.x) / 2, LOOK.wire.minBend * zoom);
  return `M ${from.x} ${from.y} C ${from.x + bend} ${from.y} ${to.x - bend} ${to.y} ${to.x} ${to.y}`;
}

/** The dots' and the wires' sizes at a zoom: a dot 10 px × zoom but at least 6, a wire 2 px × zoom but at least 1. */
export const dotSize = (zoom: number): number => Math.max(PORTS.dot * zoom, PORTS.minDot);
export const wireWidth = (zoom: number): number => Math.max(LOOK.wire.width * zoom, 1);

/** The scrollable canvas: the farthest card's right and bottom edge plus 320 px, at least the visible area (screen pixels). */
export function canvasSize(cards: readonly { readonly right: number; readonly bottom: number }[], visible: Size): Size {
  if (cards.length === 0) return visible;
  let right = 0;
  let bottom = 0;
  for (const card of cards) {
    right = Math.max(right, card.right);
    bottom = Math.max(bottom, card.bottom);
  }
  return { width: Math.max(visible.width, right + LOOK.canvasMargin), height: Math.max(visible.height, bottom + LOOK.canvasMargin) };
}

export function clampZoom(zoom: number): number {
  return finite(zoom) ? Math.min(ZOOM.max, Math.max(ZOOM.min, zoom)) : 1;
}

/** The minus and plus buttons: one step of × 1.2. */
export const zoomOut = (zoom: number): number => clampZoom(zoom / ZOOM.step);
export const zoomIn = (zoom: number): number => clampZoom(zoom * ZOOM.step);

/**
 * Ctrl + wheel: Agentty multiplies by 1 + Δy × 0.004 with GPUI's Δy, which is positive when scrolling up; the
 * browser's deltaY is positive scrolling down, so its sign is turned. A huge delta cannot turn the factor negative.
 */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.max(0.05, 1 - deltaY * ZOOM.wheel));
}

/** The zoom label: "NN%". */
export const zoomLabel = (zoom: number): string => `${Math.round(zoom * 100)}%`;

/** Where the view scrolls to keep the graph point under `anchor` (a point in the visible area) in place across a zoom change. */
export function scrollForZoom(scroll: Point, anchor: Point, before: number, after: number): Point {
  const ratio = after / before;
  return { x: Math.max(0, (scroll.x + anchor.x) * ratio - anchor.x), y: Math.max(0, (scroll.y + anchor.y) * ratio - anchor.y) };
}

/** A card's box in graph pixels (its height at zoom 1). */
export interface GraphBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Fit all: the zoom that shows every card with 24 px around them, and where to scroll then. */
export function fitAll(boxes: readonly GraphBox[], visible: Size): { zoom: number; scroll: Point } {
  if (boxes.length === 0) return { zoom: 1, scroll: { x: 0, y: 0 } };
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  const margin = ZOOM.fitMargin;
  const zoom = clampZoom(Math.min((visible.width - 2 * margin) / Math.max(1, right - left), (visible.height - 2 * margin) / Math.max(1, bottom - top)));
  return { zoom, scroll: { x: Math.max(0, left * zoom - margin), y: Math.max(0, top * zoom - margin) } };
}

/** Where a card dragged by (dx, dy) screen pixels lands, in graph pixels: whole, at least 0, at most 20,000. */
export function droppedAt(start: Point, delta: Point, zoom: number): Point {
  const place = (from: number, by: number) => Math.min(GRAPH_EXTENT, Math.max(0, Math.round(from + by / zoom)));
  return { x: place(start.x, delta.x), y: place(start.y, delta.y) };
}
