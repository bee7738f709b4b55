import { isRecord } from '../json';
import type { NodeType } from './nodes';
import { isNodeType, specOf } from './registry';

/** A node met by `nodesOf`: the object, its type, and where it sits below the tree's root. */
export interface NodeVisit {
  readonly node: Record<string, unknown>;
  readonly type: NodeType;
  /** Keys from the root to the node, e.g. ['children', 2, 'children', 0]; [] for the root. Built on demand. */
  readonly path: readonly (string | number)[];
}

interface Place {
  readonly value: unknown;
  readonly parent: Place | undefined;
  readonly index: number;
  /** A graph card's child sits at nodes[card].children[index]. */
  readonly card?: number;
}

function pathOf(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  // a walk up the parents: the path costs nothing for the visits that never ask for it
  for (let at: Place | undefined = place; at?.parent !== undefined; at = at.parent) {
    path.push(at.index, 'children');
    if (at.card !== undefined) path.push(at.card, 'nodes');
  }
  return path.reverse();
}

/**
 * Every node of a tree whose type is known, in document order. Only containers' `children` (and a graph card's) are followed,
 * as the host reads them; an explicit stack, since hostile trees nest deeper than the call stack allows.
 */
export function* nodesOf(tree: unknown): Generator<NodeVisit> {
  const stack: Place[] = [{ value: tree, parent: undefined, index: 0 }];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    const node = place.value;
    if (!isRecord(node) || !isNodeType(node.type)) continue;
    const at = place;
    yield {
      node,
      type: node.type,
      get path() {
        return pathOf(at);
      },
    };
    if (node.type === 'graph' && Array.isArray(node.nodes)) {
      for (let card = node.nodes.length - 1; card >= 0; card--) {
        const inside: unknown = (node.nodes as unknown[])[card];
        const cardChildren = isRecord(inside) ? inside.children : undefined;
        if (!Array.isArray(cardChildren)) continue;
        for (let i = cardChildren.length - 1; i >= 0; i--) stack.push({ value: cardChildren[i], parent: place, index: i, card });
      }
      continue;
    }
    const children = node.children;
    if (!specOf(node.type).container || !Array.isArray(children)) continue;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ value: children[i], parent: place, index: i });
  }
}
