import type { DocumentShape } from '../document/shape';
import type { ApiVersion } from '../schema/nodes';
import { i18n } from './i18n.svelte';

// the toolbar's names of the document's shape and of the simulated Agentty's API version, in the interface language

const NOTES = { 1: 'versions.note1', 2: 'versions.note2', 3: 'versions.note3', 4: 'versions.note4', 5: 'versions.note5', 6: 'versions.note6' } as const satisfies Record<ApiVersion, string>;
const SHAPES = { tree: 'versions.tree', params: 'versions.params', message: 'versions.message', bridge: 'versions.bridge' } as const satisfies Record<DocumentShape, string>;
const SHAPE_HINTS = { tree: 'versions.treeHint', params: 'versions.paramsHint', message: 'versions.messageHint', bridge: 'versions.bridgeHint' } as const satisfies Record<DocumentShape, string>;

/** "API 6 · today's Agentty: adds terminal/setProxy": what a version brought. */
export function apiLabel(version: ApiVersion): string {
  return i18n.t('versions.label', { version, note: i18n.t(NOTES[version]) });
}

/** The menu's short name of a version: "API 1 (spec)", "API 6 (today)". */
export function apiShortLabel(version: ApiVersion): string {
  return version === 1 ? i18n.t('versions.shortSpec') : version === 6 ? i18n.t('versions.shortToday') : i18n.t('versions.short', { version });
}

export function shapeLabel(shape: DocumentShape): string {
  return i18n.t(SHAPES[shape]);
}

export function shapeHint(shape: DocumentShape): string {
  return i18n.t(SHAPE_HINTS[shape]);
}
