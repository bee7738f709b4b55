import type { Attachment } from 'svelte/attachments';
import type { NodeType } from '../schema';
import { getSelection } from './context.svelte';
import { getInteraction } from './interaction.svelte';

/**
 * The parts of a node drawn on their own, each at the pointer of its entry: a list row (`/items/2`), a row
 * button, a choice or select option, a flow step, a tab, a table row, a keyValue pair, a menu entry
 * (`/menu/1`, `/insertMenu/0`, `/addMenu/0`), an input completion, a graph's node card (`/nodes/3`).
 */
export type PartName = 'item' | 'action' | 'option' | 'step' | 'tab' | 'row' | 'pair' | 'entry' | 'completion' | 'graphNode';

/** What a drawn element is: a node of a type, one of a node's parts, or neither. */
export type MarkKind = { readonly node: NodeType } | { readonly part: PartName } | Record<string, never>;

function setFlag(element: HTMLElement, name: 'selected' | 'highlighted', on: boolean): void {
  if (on) element.dataset[name] = 'true';
  else delete element.dataset[name];
}

/**
 * The marks every drawn node and part carries, wired in one place: `data-path` (its JSON Pointer),
 * `data-node-type` or `data-part`, and `data-selected` / `data-highlighted`, which follow the selection
 * and the wire log's pointing. Call during component setup; use as `{@attach mark(path, { node: 'text' })}`.
 */
export function useMarks(): (path: string, kind?: MarkKind) => Attachment<HTMLElement> {
  const selection = getSelection();
  const interaction = getInteraction();
  return (path, kind = {}) =>
    (element) => {
      element.dataset.path = path;
      if ('node' in kind) element.dataset.nodeType = kind.node;
      if ('part' in kind) element.dataset.part = kind.part;
      const selected = selection.flag(path);
      const highlighted = interaction.highlight.flag(path);
      // effects of their own: state made in this attachment's run would not be tracked by it
      $effect(() => setFlag(element, 'selected', selected.value));
      $effect(() => setFlag(element, 'highlighted', highlighted.value));
    };
}
