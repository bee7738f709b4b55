import type { ApiVersion } from '../../schema/nodes';
import { fromPointer, valueAt, type ParsedDocument } from '../../document';
import { isBlank } from '../../json';
import { isNodeType, type NodeType } from '../../schema';
import { treeEdit, type TreeChange } from '../../visual/tree-edit';
import type { TextEdit } from '../../document';
import {
  duplicateNode,
  firstNode,
  insertionPoint,
  keyboardTarget,
  movedPointer,
  moveNode,
  newNode,
  readClipboard,
  nodePointerOf,
  parentOf,
  removeNode,
  takenIds,
  withFreshIds,
  wrapRoot,
  insertNode,
  insertInArray,
  moveInArray,
  type MoveDirection,
  type Place,
} from '../../visual/tree-ops';
import { ancestorsOf } from '../../visual/outline';
import type { Workspace } from '../workspace.svelte';
import { countIds, renameAt } from '../../visual/rename-at';
import type { JsonValue } from '../../events';
import { formatNumber, i18n } from '../../i18n/i18n.svelte';

const { t } = i18n;

/** A graph's node card is a row of the outline but not a node: it is edited in the graph's `nodes` list. */
const NOT_A_NODE = () => t('build.notANodeCard');

/** A refusal's words, read where it is shown, so a language switch rewrites it. */
type Said = () => string;

/** What the visual tools can do with the open screen right now. */
export type Editability =
  | { readonly kind: 'tree'; readonly doc: ParsedDocument }
  | { readonly kind: 'empty'; readonly text: string }
  | { readonly kind: 'blocked'; readonly reason: string; readonly key: BlockedKey };

type BlockedKey = 'build.openScreen' | 'build.syntaxError' | 'build.noTree';
const blocked = (key: BlockedKey): Editability => ({ kind: 'blocked', key, reason: t(key) });

/**
 * The palette, outline and inspector act through here. Every action becomes one replacement of the
 * editor's text; the tree they show is always the one parsed from that text.
 */
export class VisualEditor {
  readonly #workspace: Workspace;
  /**
   * Containers folded in the outline, by pointer. A plain set replaced on change: the outline reads it
   * once per draw, where a reactive set would track every row's lookup.
   */
  collapsed = $state.raw<ReadonlySet<string>>(new Set());
  #notice = $state<Said>();
  /** The node being dragged from the outline, while a drag is on. */
  dragging = $state<string>();
  /** "Move nodes": a drag of a graph card in the preview writes its x and y, as an Alt-drag does, instead of sending `move`. */
  placingGraphNodes = $state(false);

  constructor(workspace: Workspace) {
    this.#workspace = workspace;
  }

  /** Feedback for the last action that could not be carried out, in the interface language. */
  get notice(): string | undefined {
    return this.#notice?.();
  }

  get editability(): Editability {
    const doc = this.#workspace.openDocument;
    if (this.#workspace.tab.kind !== 'screen' || !doc) return blocked('build.openScreen');
    if (isBlank(doc.text)) return { kind: 'empty', text: doc.text };
    if (!doc.parsed) return blocked('build.syntaxError');
    if (!doc.drawable) return blocked('build.noTree');
    return { kind: 'tree', doc };
  }

  /** The tree to show: equal to the parsed one, but unchanged subtrees keep their identity, so views redraw only what changed. */
  /** The API version the design targets: types newer than it are refused by the simulated Agentty. */
  get api(): ApiVersion {
    return this.#workspace.api;
  }

  get tree(): unknown {
    return this.editability.kind === 'tree' ? this.#workspace.openTree : undefined;
  }

  /** The selected node (a selected list row or option selects its node). */
  get selected(): string | undefined {
    const pointer = this.#workspace.selectedPointer;
    if (pointer === undefined || this.tree === undefined) return undefined;
    const node = nodePointerOf(pointer);
    return valueAt(this.tree, fromPointer(node)) === undefined ? undefined : node;
  }

  /** The selected part itself: a list row or option, where `selected` names its node. */
  get selectedPart(): string | undefined {
    return this.#workspace.selectedPointer;
  }

  select(pointer: string): void {
    this.#reveal(pointer);
    this.#workspace.selectInEditor(pointer);
  }

  /** Folds or unfolds a container in the outline. */
  toggle(pointer: string): void {
    const next = new Set(this.collapsed);
    if (!next.delete(pointer)) next.add(pointer);
    this.collapsed = next;
  }

  /** Unfolds the containers around a node so its row shows. */
  #reveal(pointer: string): void {
    const folded = ancestorsOf(pointer).filter((ancestor) => this.collapsed.has(ancestor));
    if (folded.length === 0) return;
    const next = new Set(this.collapsed);
    for (const ancestor of folded) next.delete(ancestor);
    this.collapsed = next;
  }

  #apply(replacement: TextEdit | undefined, select?: string, merge?: string): boolean {
    if (!replacement) return false;
    this.#notice = undefined;
    if (select !== undefined) this.#reveal(select);
    this.#workspace.replaceText(replacement, { select, merge });
    return true;
  }

  #refuse(reason: string | Said): false {
    this.#notice = typeof reason === 'string' ? () => reason : reason;
    return false;
  }

  /** Adds a node of a type at `place`, or where the selection says (into a container, after a node). */
  insert(type: NodeType, place?: Place): boolean {
    return this.insertValue(newNode(type, this.tree), place, false);
  }

  /** Adds a node (from the palette or the clipboard), renewing its ids where they are taken. */
  insertValue(node: Record<string, unknown>, place?: Place, renewIds = true): boolean {
    const state = this.editability;
    if (state.kind === 'blocked') return this.#refuse(() => t(state.key));
    if (state.kind === 'empty') return this.#apply(firstNode(state.text, node), '');
    const { text, treePath, tree } = state.doc;
    const value = renewIds ? withFreshIds(node, takenIds(tree)) : node;
    const target = place ?? insertionPoint(tree, this.selected);
    // a single leaf at the root: put it and the new node in a column
    if (!target) return this.#apply(wrapRoot(text, treePath, tree, value), '/children/1');
    return this.#apply(insertNode(text, treePath, target.parent, target.index, value), `${target.parent}/children/${target.index}`);
  }

  remove(pointer: string): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath, tree, shape } = state.doc;
    const place = parentOf(pointer);
    if (!place && pointer !== '') return this.#refuse(NOT_A_NODE);
    if (!place) {
      // the root goes only when the whole text is the tree; a message keeps its envelope
      if (shape !== 'tree') return this.#refuse(() => t('build.rootKept'));
      return this.#apply({ start: 0, end: text.length, text: '' });
    }
    const siblings = valueAt(tree, [...fromPointer(place.parent), 'children']);
    const count = Array.isArray(siblings) ? siblings.length : 0;
    // the selection moves to what takes the removed node's place: the next sibling, else the one before, else the parent
    const next = count > 1 ? `${place.parent}/children/${Math.min(place.index, count - 2)}` : place.parent;
    return this.#apply(removeNode(text, treePath, pointer), next);
  }

  duplicate(pointer: string): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const place = parentOf(pointer);
    if (!place) return this.#refuse(pointer === '' ? () => t('build.rootOne') : NOT_A_NODE);
    const { text, treePath, tree } = state.doc;
    return this.#apply(duplicateNode(text, treePath, tree, pointer), `${place.parent}/children/${place.index + 1}`);
  }

  /** Moves a node to `place` (counted before the move). */
  move(pointer: string, place: Place): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath, tree } = state.doc;
    const to = movedPointer(pointer, place.parent, place.index);
    if (to === undefined) return this.#refuse(() => t('build.intoItself'));
    if (to === pointer) return false;
    return this.#apply(moveNode(text, treePath, tree, pointer, place.parent, place.index), to);
  }

  moveBy(pointer: string, direction: MoveDirection): boolean {
    const tree = this.tree;
    const place = tree === undefined ? undefined : keyboardTarget(tree, pointer, direction);
    if (!place) return this.#refuse(direction === 'in' ? () => t('build.noContainerAbove') : () => t('build.noFurther'));
    return this.move(pointer, place);
  }

  /** Sets (or, with undefined, removes) a value inside the tree; `merge` joins a form field's keystrokes into one undo step. */
  setValue(pointer: string, value: JsonValue | undefined, merge?: string): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath } = state.doc;
    return this.#apply(treeEdit(text, treePath, [{ pointer, value }]), undefined, merge);
  }

  /** Several values set at once: one edit of the text, one undo step. */
  setValues(changes: readonly TreeChange[]): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath } = state.doc;
    return this.#apply(treeEdit(text, treePath, changes));
  }

  /** A graph card dropped at `at` in the preview: its x and y written as one edit, one undo step. */
  placeGraphNode(card: string, at: { readonly x: number; readonly y: number }): boolean {
    return this.setValues([
      { pointer: `${card}/x`, value: at.x },
      { pointer: `${card}/y`, value: at.y },
    ]);
  }

  /** A list entry inserted at `index` of the array at `pointer` (the array is created when missing). */
  insertEntry(pointer: string, index: number, entry: JsonValue): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath, tree } = state.doc;
    if (!Array.isArray(valueAt(tree, fromPointer(pointer)))) return this.setValue(pointer, [entry]);
    return this.#apply(insertInArray(text, [...treePath, ...fromPointer(pointer)], index, entry));
  }

  /** Moves a list entry within its array. */
  moveEntry(pointer: string, from: number, to: number): boolean {
    const state = this.editability;
    if (state.kind !== 'tree') return false;
    const { text, treePath, tree } = state.doc;
    const array = valueAt(tree, fromPointer(pointer));
    if (!Array.isArray(array)) return false;
    return this.#apply(moveInArray(text, [...treePath, ...fromPointer(pointer)], array, from, to));
  }

  /**
   * A form field with a name others refer to was changed from `before` (an element id, an option value,
   * a tab id): the references follow. Refused when the new name is already taken, with the reason.
   */
  commitRename(pointer: string, before: unknown): void {
    const tree = this.tree;
    const screen = this.#workspace.activeScreenId;
    const after = tree === undefined ? undefined : valueAt(tree, fromPointer(pointer));
    const rename = tree === undefined ? undefined : renameAt(tree, pointer, before, after);
    if (!rename || screen === undefined) return;
    if (rename.kind === 'element' && this.#workspace.screenInputs.some((input) => countIds(input.tree, rename.to) > (input.tree === tree ? 1 : 0))) {
      this.#workspace.followed = { kind: 'element', message: t('build.idShared', { to: rename.to, from: rename.from }) };
      return;
    }
    this.#workspace.followRename(rename, { screen, merge: pointer });
  }

  /** Adds a reaction to an element's events and opens it in the reactions form. */
  addReaction(element: string): void {
    const refused = this.#workspace.addReaction(element);
    if (refused) this.#refuse(refused);
  }
  reactionsOf(element: string): number {
    return this.#workspace.reactionsOf(element);
  }
  openReactions(): void {
    this.#workspace.openTab({ kind: 'reactions' });
  }

  /** What the last rename made in the inspector changed elsewhere. */
  get followed(): string | undefined {
    const followed = this.#workspace.followed;
    return followed && followed.kind !== 'screen' ? followed.message : undefined;
  }

  /** A drop from the palette (a type) or the outline (a node's pointer). */
  drop(data: { readonly type?: string; readonly pointer?: string }, place: Place | undefined): boolean {
    if (data.pointer !== undefined && data.pointer !== '') return place ? this.move(data.pointer, place) : false;
    return isNodeType(data.type) ? this.insert(data.type, place) : false;
  }

  /** The JSON of a node, for the clipboard. */
  copy(pointer: string): string | undefined {
    const node = this.tree === undefined ? undefined : valueAt(this.tree, fromPointer(pointer));
    return node === undefined ? undefined : JSON.stringify(node, null, 2);
  }

  paste(text: string): boolean {
    const read = readClipboard(text);
    if (read.ok) return this.insertValue(read.value);
    const why = read.why;
    return this.#refuse(() =>
      why.key === 'tooDeep' ? t('build.pasteTooDeep', { max: formatNumber(why.max) }) : why.key === 'tooLarge' ? t('build.pasteTooLarge', { number: why.number }) : t(why.key === 'notJson' ? 'build.pasteNotJson' : 'build.pasteNoNode'),
    );
  }
}
