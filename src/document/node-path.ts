import { getLocation } from 'jsonc-parser';
import { withinStack } from './depth';
import type { JsonPath } from './json-path';

// array keys whose entries the preview draws as selectable parts
const partArrays = new Set(['children', 'items', 'actions', 'options']);

/** The deepest drawn part (node, list item, row action, option) that contains a path inside the tree. */
export function drawnPartPath(pathInTree: JsonPath): JsonPath {
  for (let end = pathInTree.length; end > 0; end--) {
    const segment = pathInTree[end - 1];
    const holder = pathInTree[end - 2];
    if (typeof segment === 'number' && typeof holder === 'string' && partArrays.has(holder)) return pathInTree.slice(0, end);
  }
  return [];
}

/** The drawn part under a text offset, as a path inside the tree; undefined when outside the tree. */
export function partAtOffset(text: string, offset: number, treePath: JsonPath): JsonPath | undefined {
  const path = withinStack(() => getLocation(text, offset).path);
  if (path === undefined) return undefined;
  if (path.length < treePath.length || treePath.some((segment, i) => path[i] !== segment)) {
    // the cursor sits on the wrapper's "tree" key itself: treat it as the root
    return undefined;
  }
  return drawnPartPath(path.slice(treePath.length));
}
