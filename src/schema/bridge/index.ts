export * from './definition';
export * from './simulation';
export { BridgeDocument } from './document';
export { bridgeJsonSchema } from './json-schema';

/** What a design document holds: panel screens, or one Agent Bridge plugin's settings. */
export const DOCUMENT_KINDS = ['panel', 'bridge'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export { bridgeReference, type ReferenceSection } from './reference';
