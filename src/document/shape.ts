import type { Issue } from './issue';
import type { JsonPath } from './json-path';
import { isRecord } from '../json';
import { say, saying, type Say } from '../i18n/say';

/** The three things people paste: a bare tree, a `params` object, or a whole `ui/setPanel` line; or, in a bridge document, a pluginDef. */
export type DocumentShape = 'tree' | 'params' | 'message' | 'bridge';

export interface ShapeResult {
  readonly shape: DocumentShape;
  /** Path of the tree inside the document. */
  readonly treePath: JsonPath;
  /** The tree, or undefined when the wrapper has none. */
  readonly tree: unknown;
  readonly issues: Issue[];
}

const messageKeys = new Set(['jsonrpc', 'method', 'params', 'id']);

function looksLikeMessage(value: Record<string, unknown>): boolean {
  return 'jsonrpc' in value || 'method' in value;
}

function looksLikeParams(value: Record<string, unknown>): boolean {
  return 'tree' in value && !('type' in value);
}

export function detectShape(value: unknown): ShapeResult {
  if (!isRecord(value)) return { shape: 'tree', treePath: [], tree: value, issues: [] };
  if (looksLikeMessage(value)) return messageShape(value);
  if (looksLikeParams(value)) return paramsShape(value, []);
  return { shape: 'tree', treePath: [], tree: value, issues: [] };
}

function paramsShape(params: Record<string, unknown>, at: JsonPath): ShapeResult {
  const issues: Issue[] = [];
  for (const key of Object.keys(params)) {
    if (key !== 'tree') {
      issues.push(saying({ code: 'unknown-key', severity: 'warning', path: [...at, key], target: 'key' } as const, 'jsonIssues.paramsUnknownKey', { key }));
    }
  }
  if (!('tree' in params)) {
    issues.push(saying({ code: 'shape', severity: 'error', path: [...at, 'tree'], target: 'missing' } as const, 'jsonIssues.paramsNeedTree'));
  }
  return { shape: at.length ? 'message' : 'params', treePath: [...at, 'tree'], tree: params.tree, issues };
}

function messageShape(message: Record<string, unknown>): ShapeResult {
  const issues: Issue[] = [];
  const fail = (path: JsonPath, said: Say, target: Issue['target'] = 'value') => issues.push(saying({ code: 'shape', severity: 'error', path, target } as const, said.key, said.values));

  if (message.jsonrpc !== '2.0') {
    if ('jsonrpc' in message) fail(['jsonrpc'], say('jsonIssues.jsonrpcWrong', { got: String(JSON.stringify(message.jsonrpc)) }));
    else fail(['jsonrpc'], say('jsonIssues.jsonrpcMissing'), 'missing');
  }
  if (message.method !== 'ui/setPanel') {
    if ('method' in message) fail(['method'], say('jsonIssues.methodWrong', { got: String(JSON.stringify(message.method)) }));
    else fail(['method'], say('jsonIssues.methodMissing'), 'missing');
  }
  if ('id' in message && typeof message.id !== 'number' && typeof message.id !== 'string') {
    fail(['id'], say('jsonIssues.requestId'));
  }
  for (const key of Object.keys(message)) {
    if (!messageKeys.has(key)) {
      issues.push(saying({ code: 'unknown-key', severity: 'warning', path: [key], target: 'key' } as const, 'jsonIssues.requestUnknownKey', { key }));
    }
  }
  if (!isRecord(message.params)) {
    fail(['params'], say('jsonIssues.paramsObject'), 'params' in message ? 'value' : 'missing');
    return { shape: 'message', treePath: ['params', 'tree'], tree: undefined, issues };
  }
  const inner = paramsShape(message.params, ['params']);
  return { ...inner, issues: [...issues, ...inner.issues] };
}
