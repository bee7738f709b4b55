export * from './nodes';
export * from './registry';
export * from './decisions';
export { iconNames, isKnownIcon } from './icons';
export { nodesOf, type NodeVisit } from './walk';
