export { initialState, listEntry, maskedConfig, pluginChoices, pluginsFile, savePlugin, type ApiAnswer, type SaveResult, type ServerState, type StoredEntry } from './server';
export { fieldMax, fieldName, MAX_BODY_BYTES, normalizeValue, usableFields, utf8Bytes } from './values';
export { endsInConsonant, particle } from './korean';
export { fillIn, MASK } from './messages';
export { readBridge, type BridgePlugin } from './read';
