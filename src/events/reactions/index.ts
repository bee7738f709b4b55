export * from './schema';
export { indexElements, reactionsSchemaContext, type ElementUse, type ScreenInput } from './elements';
export { analyzeReactions, crossCheck, type ReactionsAnalysis } from './check';
export { reactTo, type ReactionEvent, type ReactionMessage, type ReactionOutcome, type ReactionState } from './run';
