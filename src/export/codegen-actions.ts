import { ACTION_KINDS, actionSpec, isOptionalField, valueFields, type ActionSpec, type ReactionAction } from '../events/reactions';
import { literal, type Dialect } from './literal';

/** One parameter of an action's helper in the generated plugins: a message param, and where its value comes from. */
export interface HelperParam {
  /** The message param, which is also the helper's parameter name. */
  readonly name: string;
  readonly field: string;
  /** The field names a screen, and the helper takes that screen's tree. */
  readonly tree: boolean;
  readonly optional: boolean;
  /** Left out, the call passes the event's value. */
  readonly fromEvent?: boolean;
}

/** How one language writes the action helpers and their calls. */
export interface Target {
  readonly dialect: Dialect;
  /** What a call passes for an optional argument that is absent but followed by one that is not. */
  readonly absent: string;
  /** The event's value where a handler calls the helpers. */
  readonly eventValue: string;
  name(kind: string): string;
  define(spec: ActionSpec, name: string, params: readonly HelperParam[]): string;
  /** The helper of an action that sends the tree on show again with a value changed (`setValue`). */
  redraw(spec: ActionSpec, name: string): string;
}

// the names come from the registry, not from users, so a bad one is a programming error caught here
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

export function helperParams(spec: ActionSpec): HelperParam[] {
  const redrawn = valueFields(spec)[0];
  // the helper takes the element and the value, and builds the tree itself
  if (redrawn) {
    return [
      { name: redrawn.element, field: redrawn.element, tree: false, optional: false },
      { name: redrawn.value, field: redrawn.value, tree: false, optional: true, fromEvent: true },
    ];
  }
  const params = Object.entries(spec.sends.params).map(([name, source]) => {
    if (typeof source === 'object' && !('treeOf' in source)) throw new Error(`The ${spec.kind} action's param ${name} has no helper.`);
    const field = typeof source === 'string' ? source : source.treeOf;
    if (!IDENTIFIER.test(name)) throw new Error(`The ${spec.kind} action's param ${JSON.stringify(name)} cannot be a parameter name.`);
    return { name, field, tree: typeof source !== 'string', optional: isOptionalField(spec, field) };
  });
  // Python needs the optional ones last
  if (params.some((param, i) => param.optional && params.slice(i + 1).some((later) => !later.optional))) {
    throw new Error(`The ${spec.kind} action lists an optional param before a required one.`);
  }
  return params;
}

/** Every action's helper, in registry order. */
export function actionHelpers(target: Target): string {
  return ACTION_KINDS.map((kind) => {
    if (!IDENTIFIER.test(kind)) throw new Error(`The action ${JSON.stringify(kind)} cannot be a function name.`);
    const spec = actionSpec(kind);
    return valueFields(spec).length ? target.redraw(spec, target.name(kind)) : target.define(spec, target.name(kind), helperParams(spec));
  }).join('\n');
}

/** One action as a call of its helper; `constantOf` names a screen's constant. */
export function actionCall(action: ReactionAction, target: Target, constantOf: (screen: string) => string): string {
  const spec = actionSpec(action.do);
  const fields: Readonly<Record<string, unknown>> = action;
  const args = helperParams(spec).map((param) => {
    const value = fields[param.field];
    if (value === undefined) return param.fromEvent ? target.eventValue : undefined;
    return param.tree ? constantOf(String(value)) : literal(value, target.dialect);
  });
  while (args.length && args[args.length - 1] === undefined) args.pop();
  return `${target.name(action.do)}(${args.map((arg) => arg ?? target.absent).join(', ')})`;
}
