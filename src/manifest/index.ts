export * from './rules';
export * from './defaults';
