import type { Component } from 'svelte';
import type { NodeType } from '../schema';
import type { LooseNode } from './coerce';
import Badge from './nodes/Badge.svelte';
import Button from './nodes/Button.svelte';
import Choice from './nodes/Choice.svelte';
import Column from './nodes/Column.svelte';
import Divider from './nodes/Divider.svelte';
import Input from './nodes/Input.svelte';
import List from './nodes/List.svelte';
import Row from './nodes/Row.svelte';
import Section from './nodes/Section.svelte';
import Spinner from './nodes/Spinner.svelte';
import Text from './nodes/Text.svelte';
import Toggle from './nodes/Toggle.svelte';
import Flow from './nodes/Flow.svelte';
import Popover from './nodes/Popover.svelte';
import Card from './nodes/Card.svelte';
import Grid from './nodes/Grid.svelte';
import Tabs from './nodes/Tabs.svelte';
import Table from './nodes/Table.svelte';
import KeyValue from './nodes/KeyValue.svelte';
import Stat from './nodes/Stat.svelte';
import Progress from './nodes/Progress.svelte';
import Callout from './nodes/Callout.svelte';
import Select from './nodes/Select.svelte';
import Checkbox from './nodes/Checkbox.svelte';
import Code from './nodes/Code.svelte';
import Image from './nodes/Image.svelte';
import Graph from './nodes/Graph.svelte';

/** Props of every node component: the raw node (type known, other props unchecked) and its JSON Pointer. */
export interface NodeProps<T extends NodeType = NodeType> {
  node: LooseNode<T>;
  path: string;
}

// Getters, not values: containers import Node.svelte, which imports this module, so reading the
// components lazily keeps the import cycle safe whichever module is loaded first.
/** The one place a node type is mapped to its component; a missing type is a compile error. */
export const renderers = {
  get column() { return Column; },
  get row() { return Row; },
  get section() { return Section; },
  get text() { return Text; },
  get button() { return Button; },
  get input() { return Input; },
  get list() { return List; },
  get choice() { return Choice; },
  get toggle() { return Toggle; },
  get badge() { return Badge; },
  get spinner() { return Spinner; },
  get divider() { return Divider; },
  get flow() { return Flow; },
  get popover() { return Popover; },
  get card() { return Card; },
  get grid() { return Grid; },
  get tabs() { return Tabs; },
  get table() { return Table; },
  get keyValue() { return KeyValue; },
  get stat() { return Stat; },
  get progress() { return Progress; },
  get callout() { return Callout; },
  get select() { return Select; },
  get checkbox() { return Checkbox; },
  get code() { return Code; },
  get image() { return Image; },
  get graph() { return Graph; },
} satisfies { readonly [T in NodeType]: Component<NodeProps<T>> };

export function rendererOf(type: NodeType): Component<NodeProps> {
  return renderers[type] as Component<NodeProps>;
}
