export * from './rules';
export * from './defaults';
export * from './heading';
export * from './placement';
