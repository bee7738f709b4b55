// Keyboard movement shared by the widgets that hold several focusable parts (choice options, list rows).

export type Axis = 'vertical' | 'both';

const back: Readonly<Record<Axis, readonly string[]>> = { vertical: ['ArrowUp'], both: ['ArrowUp', 'ArrowLeft'] };
const forward: Readonly<Record<Axis, readonly string[]>> = { vertical: ['ArrowDown'], both: ['ArrowDown', 'ArrowRight'] };

/**
 * Moves focus from the focused part to the previous or next one among `selector` in the same group
 * (arrows wrap; Home and End go to the ends), and returns it; undefined for any other key.
 */
export function moveFocus(event: KeyboardEvent & { currentTarget: HTMLElement }, selector: string, axis: Axis): HTMLElement | undefined {
  const group = event.currentTarget.closest('[data-node-type]');
  if (!group) return undefined;
  const parts = [...group.querySelectorAll<HTMLElement>(selector)].filter((part) => part.closest('[data-node-type]') === group);
  const at = parts.indexOf(event.currentTarget);
  if (at === -1 || parts.length === 0) return undefined;
  let next: number;
  if (back[axis].includes(event.key)) next = (at - 1 + parts.length) % parts.length;
  else if (forward[axis].includes(event.key)) next = (at + 1) % parts.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = parts.length - 1;
  else return undefined;
  event.preventDefault();
  const target = parts[next];
  target?.focus();
  return target;
}

/** A value a widget can hold and an event can carry. */
export function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
