import { nodeTypes, specOf, type ApiVersion, type NodeType } from '../schema';

/** The palette's groups, in the order they are shown. */
export const PALETTE_GROUPS = ['Layout', 'Content', 'Controls'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

// every node type in one group: the compiler refuses a type left out
const GROUP_OF: { readonly [T in NodeType]: PaletteGroup } = {
  column: 'Layout',
  row: 'Layout',
  section: 'Layout',
  card: 'Layout',
  grid: 'Layout',
  tabs: 'Layout',
  popover: 'Layout',
  divider: 'Layout',
  text: 'Content',
  badge: 'Content',
  spinner: 'Content',
  callout: 'Content',
  code: 'Content',
  stat: 'Content',
  progress: 'Content',
  keyValue: 'Content',
  table: 'Content',
  list: 'Content',
  flow: 'Content',
  image: 'Content',
  graph: 'Content',
  button: 'Controls',
  input: 'Controls',
  choice: 'Controls',
  toggle: 'Controls',
  select: 'Controls',
  checkbox: 'Controls',
};

export interface PaletteEntry {
  readonly type: NodeType;
  readonly since: ApiVersion;
}

/** The node types by group, each group in the registry's order (the wire spec's twelve first). */
export function paletteGroups(): { readonly group: PaletteGroup; readonly entries: readonly PaletteEntry[] }[] {
  return PALETTE_GROUPS.map((group) => ({ group, entries: nodeTypes.filter((type) => GROUP_OF[type] === group).map((type) => ({ type, since: specOf(type).since })) }));
}
