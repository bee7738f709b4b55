export * from './nodes';
export * from './registry';
export * from './decisions';
export * from './agentty';
export { iconNames, isKnownIcon } from './icons';
export { nodesOf, type NodeVisit } from './walk';
export * from './frame';
