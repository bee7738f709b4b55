
export * from './json';
export * from './messages';
export * from './event-for';
export * from './wire-log';
export * from './wire-summary';
export * from './context';
export * from './input-change';
export * from './host-text';
