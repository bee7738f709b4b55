// The preview draws raw, possibly invalid JSON: these helpers read a value without ever throwing.
import type { NodeOf, NodeType } from '../schema';
import { isRecord } from '../json';

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

/** A non-empty string, or undefined (for icon names, ids, …). */
export function name(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function array(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** One of `values`, or `fallback` when the prop is absent or unknown. */
export function oneOf<T extends string>(value: unknown, values: Readonly<Record<T, unknown>>, fallback: T): T {
  return typeof value === 'string' && Object.hasOwn(values, value) ? (value as T) : fallback;
}

export function invalidNodeLabel(value: unknown): string {
  if (!isRecord(value) || value.type === undefined) return 'Not a node';
  const type = value.type;
  const shown = typeof type === 'string' ? JSON.stringify(type) : short(JSON.stringify(type) ?? String(type));
  return `Unknown node type ${typeof type === 'string' ? short(shown) : shown}`;
}

function short(s: string): string {
  return s.length > 60 ? s.slice(0, 59) + '…' : s;
}
