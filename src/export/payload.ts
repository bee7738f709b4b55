import { analyze, type Analysis, type AnalyzeOptions } from '../document/analyze';
import { nonFiniteNumber } from '../document/lexical';
import { utf8Bytes } from '../document/line-size';
import { MAX_LINE_BYTES, type PanelNode } from '../schema';
import type { Checked } from './design';
import { inEnglish, say } from '../i18n/say';
import { issueSaid, refusal } from './said';

/** What to show: the line a plugin writes, the same as a request, the `params` object, or the bare tree. */
export type PayloadForm = 'notification' | 'request' | 'params' | 'tree';

export interface PayloadOptions {
  readonly form: PayloadForm;
  /** Two-space indentation instead of one line. */
  readonly pretty?: boolean;
  /** The request id, for the `request` form; 1 when left out. */
  readonly id?: number | string;
}

export interface Payload {
  readonly text: string;
  /** UTF-8 size of `text`. */
  readonly bytes: number;
  /** UTF-8 size of the compact line a plugin writes for this form's message (newline excluded). */
  readonly lineBytes: number;
  /** The host rejects the line: it passes MAX_LINE_BYTES. */
  readonly overLimit: boolean;
}

/** The JSON value for one form of the `ui/setPanel` message. */
export function setPanelValue(tree: PanelNode, form: PayloadForm, id: number | string = 1): unknown {
  switch (form) {
    case 'notification':
      return { jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } };
    case 'request':
      return { jsonrpc: '2.0', id, method: 'ui/setPanel', params: { tree } };
    case 'params':
      return { tree };
    case 'tree':
      return tree;
  }
}

const cannotCarry = (number: number) => say('exportRefusals.cannotCarry', { number: String(number) });

/**
 * One tree as a `ui/setPanel` payload; a compact message is a newline-terminated line, ready for stdout.
 * Throws a RangeError for a tree or id holding ±Infinity or NaN rather than write null in its place.
 */
export function setPanelPayload(tree: PanelNode, options: PayloadOptions): Payload {
  const { form, pretty = false, id } = options;
  const bad = nonFiniteNumber(tree) ?? (typeof id === 'number' && !Number.isFinite(id) ? id : undefined);
  if (bad !== undefined) throw new RangeError(inEnglish(cannotCarry(bad)));
  const value = setPanelValue(tree, form, id);
  const isMessage = form === 'notification' || form === 'request';
  // the bare forms still travel inside a notification line, so that is the line measured
  const line = JSON.stringify(isMessage ? value : setPanelValue(tree, 'notification'));
  const text = pretty ? JSON.stringify(value, null, 2) : isMessage ? `${line}\n` : JSON.stringify(value);
  const lineBytes = utf8Bytes(line);
  return { text, bytes: utf8Bytes(text), lineBytes, overLimit: lineBytes > MAX_LINE_BYTES };
}

/**
 * The tree of an editor text, or the reason it cannot be exported (the first error messages): only what the
 * targeted Agentty refuses stops it, never advice (warnings).
 */
export function exportableTree(text: string, options: AnalyzeOptions = {}): Checked<PanelNode> {
  return exportableTreeOf(analyze(text, 'panel', options));
}

/** The same for an analysis the caller already has, so the app does not analyse the text twice. */
export function exportableTreeOf(analysis: Analysis): Checked<PanelNode> {
  const errors = analysis.issues.filter((issue) => issue.severity === 'error').map(issueSaid);
  if (analysis.hasErrors || analysis.tree === undefined) return refusal(errors.length ? errors : [say('exportRefusals.noTree')]);
  // the analysis marks such numbers as errors; this guards any tree that reaches here another way
  const bad = nonFiniteNumber(analysis.tree);
  if (bad !== undefined) return refusal([cannotCarry(bad)]);
  return { ok: true, value: analysis.tree as PanelNode };
}

/** An editor text's `ui/setPanel` payload, refused with the reason when the text has errors for the targeted Agentty. */
export function payloadFromText(text: string, options: PayloadOptions & AnalyzeOptions): Checked<Payload> {
  const tree = exportableTree(text, options);
  return tree.ok ? { ok: true, value: setPanelPayload(tree.value, options) } : tree;
}
