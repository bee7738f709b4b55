// The preview draws raw, possibly invalid JSON: these helpers read a value without ever throwing.
import { agenttyText, MAX_TEXT, type NodeOf, type NodeType } from '../schema';
import { isRecord, shortened } from '../json';

export { isRecord };

/** A node whose `type` is known but whose other props are unchecked. */
export type LooseNode<T extends NodeType = NodeType> = { readonly type: T } & {
  readonly [K in Exclude<keyof NodeOf<T>, 'type'>]?: unknown;
};

export type Loose<T> = { readonly [K in keyof T]?: unknown };

/** Text to draw for a prop: strings as they are, numbers and booleans spelled out, anything else nothing. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A prop's text as Agentty draws it: past 20,000 characters cut, ending in "…" (the document keeps it whole). */
export function drawnText(value: unknown): string | undefined {
  const whole = text(value);
  // no string this short can hold more characters than MAX_TEXT: skip the count
  return whole === undefined || whole.length <= MAX_TEXT ? whole : agenttyText(whole);
}

/**
 * Labels drawn on one line and cut by width: past this the rest can never show, so it is not laid out
 * (a 50,000-character button label and section title took 10 s to lay out).
 */
export const DRAWN_LABEL_MAX_CHARS = 1_000;

/** A prop's text as a label draws it: past the limit it ends in "…" (the document keeps it whole). */
export function drawnLabel(value: unknown): string | undefined {
  const whole = text(value);
  return whole === undefined ? undefined : shortened(whole, DRAWN_LABEL_MAX_CHARS);
}

/** A non-empty string, or undefined (for icon names, ids, …). */
export function name(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A number drawn as a part of a whole: clamped 0 … 1, and 0 for anything not a finite number (Agentty's rule for progress). */
export function fraction(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export function array(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** One of `values`, or `fallback` when the prop is absent or unknown. */
export function oneOf<T extends string>(value: unknown, values: Readonly<Record<T, unknown>>, fallback: T): T {
  return typeof value === 'string' && Object.hasOwn(values, value) ? (value as T) : fallback;
}

/** The unknown `type` of a value where a node belongs, as JSON cut to 60 characters; undefined when it is not a node at all. */
export function unknownNodeType(value: unknown): string | undefined {
  if (!isRecord(value) || value.type === undefined) return undefined;
  const type = value.type;
  const shown = typeof type === 'string' ? JSON.stringify(type) : short(JSON.stringify(type) ?? String(type));
  return typeof type === 'string' ? short(shown) : shown;
}

function short(s: string): string {
  return s.length > 60 ? s.slice(0, 59) + '…' : s;
}
