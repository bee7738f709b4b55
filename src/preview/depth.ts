import { MAX_DEPTH } from '../schema';

/**
 * Mounting is recursive, so a deep tree would overflow the browser's stack (a dev build manages
 * well under 100 levels). Every this many levels the subtree mounts a moment later, from a fresh stack.
 */
export const STACK_BREAK_EVERY = 24;

const LEVEL = '/children/';
/** Shortest text one level adds to a pointer: "/children/0". */
const MIN_LEVEL_LENGTH = LEVEL.length + 1;

/** How many containers are above the node at `path`. */
export function nodeDepth(path: string): number {
  let depth = 0;
  for (let at = path.indexOf(LEVEL); at !== -1; at = path.indexOf(LEVEL, at + LEVEL.length)) depth++;
  return depth;
}

export function breaksStack(path: string): boolean {
  if (path.length < STACK_BREAK_EVERY * MIN_LEVEL_LENGTH) return false;
  const depth = nodeDepth(path);
  return depth > 0 && depth % STACK_BREAK_EVERY === 0;
}

/** Deeper than the designer accepts (the document checks refuse such text before it gets here). */
export function tooDeep(path: string): boolean {
  return path.length > MAX_DEPTH * MIN_LEVEL_LENGTH && nodeDepth(path) > MAX_DEPTH;
}
