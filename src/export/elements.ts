import { isNodeType, nodesOf, specOf, type NodeType, type PanelNode } from '../schema';

/** Every node in the trees, depth first, in document order. */
export function* walk(trees: readonly PanelNode[]): Generator<PanelNode> {
  for (const tree of trees) for (const { node } of nodesOf(tree)) yield node as PanelNode;
}

/** Interactive element ids across all trees, with the node types that carry each id. */
export function collectElements(trees: readonly PanelNode[]): Map<string, Set<NodeType>> {
  const elements = new Map<string, Set<NodeType>>();
  for (const node of walk(trees)) {
    if (!isNodeType(node.type) || !specOf(node.type).interactive || !('id' in node) || typeof node.id !== 'string') continue;
    const types = elements.get(node.id) ?? new Set<NodeType>();
    types.add(node.type);
    elements.set(node.id, types);
  }
  return elements;
}

/** The first node with this element id, in screen order. */
export function findElement(trees: readonly PanelNode[], id: string): PanelNode | undefined {
  for (const node of walk(trees)) if ('id' in node && node.id === id) return node;
  return undefined;
}
