export * from './schema';
export { ACTIONS, actionSpec, isOptionalField, screenFields, showsToast, valueFields, type ActionSpec, type FieldProblem, type MessageSpec, type ParamSource } from './actions';
export { indexElements, reactionsSchemaContext, type ElementUse, type ScreenInput } from './elements';
export { analyzeReactions, crossCheck, type ReactionsAnalysis } from './check';
export { actionMessage, reactionMatches, reactTo, type ActionOutcome, type ReactionEvent, type ReactionMessage, type ReactionOutcome, type ReactionState, type ValueSet } from './run';
export { findNode, withValue } from './set-value';
export { toastIssues } from './toasts';
