export { choicesFor, initialState, listEntry, listPlugins, maskedConfig, pluginChoices, pluginsFile, savePlugin, type ApiAnswer, type SaveResult, type ServerState, type StoredEntry } from './server';
export { fieldMax, fieldName, MAX_BODY_BYTES, normalizeValue, usableFields, utf8Bytes } from './values';
export { endsInConsonant, particle } from './korean';
export { fillIn, MASK } from './messages';
export { readBridge, type BridgePlugin } from './read';
export { BridgeWorld, HostError, logLine, originOf, readPlaces, type PluginHost, type Seat, type SessionRow, type Summary } from './host';
export { callHost, OFF, runHostCall, startInstance, stopInstance, startedStatus, type CallOutcome, type Running, type StopReason } from './instance';
