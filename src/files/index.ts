export * from './design-file';
export * from './encoding';
