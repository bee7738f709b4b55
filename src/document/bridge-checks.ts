import type { z } from 'zod';
import { BridgeDocument, HelpCopy, HelpLink, HelpStep, PluginField, PluginPrompt, SIMULATION_KEY, SimChoice, SimChoiceRule, SimHostCall, SimMac, SimMasked, SimRecord, SimSaved, SimSession, SimStatus, SimUser, Simulation } from '../schema/bridge';
import { isRecord } from '../json';
import type { Issue } from './issue';
import { valueAt, type JsonPath } from './json-path';
import { sayExpected, sayValue } from './schema-issues';
import { unknownKeyIssues, type UnknownKeyWords } from './checks';
import { say, saying, type SayKey, type SayValue, type SayValues } from '../i18n/say';

type Json = Record<string, unknown>;

const keysOf = (schema: z.ZodObject) => new Set(Object.keys(schema.shape));
const known = {
  document: keysOf(BridgeDocument),
  field: keysOf(PluginField),
  step: keysOf(HelpStep),
  link: keysOf(HelpLink),
  copy: keysOf(HelpCopy),
  prompt: keysOf(PluginPrompt),
  simulation: keysOf(Simulation),
  status: keysOf(SimStatus),
  saved: keysOf(SimSaved),
  choice: keysOf(SimChoice),
  mac: keysOf(SimMac),
  rule: keysOf(SimChoiceRule),
  session: keysOf(SimSession),
  record: keysOf(SimRecord),
  user: keysOf(SimUser),
  masked: keysOf(SimMasked),
  call: keysOf(SimHostCall),
};

function entries(value: unknown): [Json, number][] {
  return Array.isArray(value) ? value.flatMap((entry, index): [Json, number][] => (isRecord(entry) ? [[entry, index]] : [])) : [];
}

function name(path: JsonPath): SayValue {
  const last = path[path.length - 1];
  return typeof last === 'number' ? say('issueWords.item', { n: last }) : `"${String(last)}"`;
}

/** A zod issue as a marker message a person can act on. */
function fromZod(issue: z.core.$ZodIssue, value: unknown): Issue {
  const path = issue.path as JsonPath;
  const found = valueAt(value, path);
  if (issue.code === 'invalid_type' && found === undefined && path.length > 0) {
    return saying({ code: 'missing-prop', severity: 'error', path, target: 'missing' } as const, 'bridgeIssues.missingProp', { prop: name(path), expected: sayExpected(issue.expected) });
  }
  const fields = { code: 'schema', severity: 'error', path, target: 'value' } as const;
  if (issue.code === 'invalid_type') {
    const values = { expected: sayExpected(issue.expected), got: sayValue(found) };
    return path.length ? saying(fields, 'bridgeIssues.mustBe', { prop: name(path), ...values }) : saying(fields, 'bridgeIssues.definitionMustBe', values);
  }
  return saying(fields, ...boundWords(issue, path, found));
}

/** The words of a zod issue other than a type: by its code and bounds, never zod's own English. */
function boundWords(issue: z.core.$ZodIssue, path: JsonPath, found: unknown): [SayKey, SayValues] {
  const prop = path.length ? name(path) : say('bridgeIssues.pluginDefinition');
  const got = sayValue(found);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return ['bridgeIssues.cannotBeEmpty', { prop }];
      // the definition's bounded numbers are whole numbers: "more than 0" is "at least 1"
      if (issue.origin === 'number') return ['bridgeIssues.atLeast', { prop, min: String(Number(issue.minimum) + (issue.inclusive ? 0 : 1)), got }];
      break;
    case 'too_big':
      if (issue.origin === 'number') return ['bridgeIssues.atMost', { prop, max: String(Number(issue.maximum) - (issue.inclusive ? 0 : 1)), got }];
      if (issue.origin === 'array' && Array.isArray(found)) return ['bridgeIssues.atMostEntries', { prop, max: String(issue.maximum), found: String(found.length) }];
      break;
    case 'invalid_value':
      return ['bridgeIssues.mustBeOneOf', { prop, values: issue.values.map((value) => JSON.stringify(value)).join(', '), got }];
  }
  return ['bridgeIssues.notAccepted', { prop, got }];
}

const BRIDGE_KEY_WORDS: UnknownKeyWords = { plain: 'bridgeIssues.unknownKey', guessed: 'bridgeIssues.unknownKeyGuess' };

/** Every check of an Agent Bridge plugin definition, as issues with paths from the document root. */
export function bridgeIssues(value: unknown): Issue[] {
  const result = BridgeDocument.safeParse(value);
  const issues: Issue[] = result.success ? [] : result.error.issues.map((issue) => fromZod(issue, value));
  if (!isRecord(value)) return issues;

  const unknownKeys = (object: Json, path: JsonPath, keys: ReadonlySet<string>, what: SayKey) => issues.push(...unknownKeyIssues(object, path, keys, say(what), BRIDGE_KEY_WORDS));
  unknownKeys(value, [], known.document, 'bridgeIssues.pluginDefinition');

  const fields = entries(value.fields);
  const simulation = isRecord(value[SIMULATION_KEY]) ? value[SIMULATION_KEY] : undefined;
  const choices = simulation && isRecord(simulation.choices) ? simulation.choices : {};
  const ruled = new Set(entries(simulation?.choicesWhen).flatMap(([rule]) => (typeof rule.key === 'string' ? [rule.key] : [])));
  const keyUses = new Map<string, JsonPath[]>();
  for (const [field, index] of fields) {
    const path: JsonPath = ['fields', index];
    unknownKeys(field, path, known.field, 'bridgeIssues.field');
    if (typeof field.key === 'string' && field.key !== '') keyUses.set(field.key, [...(keyUses.get(field.key) ?? []), [...path, 'key']]);
    if (typeof field.pick === 'string' && field.pick !== '' && typeof field.key === 'string') {
      const listed = choices[field.key];
      if ((!Array.isArray(listed) || listed.length === 0) && !ruled.has(field.key)) {
        issues.push(saying({ code: 'bridge-no-choices', severity: 'warning', path: [...path, 'pick'], target: 'value' } as const, 'bridgeIssues.noChoices', { key: field.key }));
      }
    }
    if (typeof field.prefix === 'string' && field.prefix.trim() !== field.prefix) {
      issues.push(saying({ code: 'schema', severity: 'warning', path: [...path, 'prefix'], target: 'value' } as const, 'bridgeIssues.prefixSpace'));
    }
    if (typeof field.prefix === 'string' && typeof field.max === 'number' && Array.from(field.prefix).length > field.max) {
      issues.push(saying({ code: 'schema', severity: 'error', path: [...path, 'prefix'], target: 'value' } as const, 'bridgeIssues.prefixTooLong', { max: String(field.max) }));
    }
  }
  for (const [key, paths] of keyUses) {
    if (paths.length < 2) continue;
    for (const path of paths) {
      issues.push(saying({ code: 'duplicate-field-key', severity: 'error', path, target: 'value' } as const, 'bridgeIssues.duplicateFieldKey', { key }));
    }
  }

  for (const [step, index] of entries(value.help)) {
    const path: JsonPath = ['help', index];
    unknownKeys(step, path, known.step, 'bridgeIssues.helpStep');
    if (isRecord(step.copy)) unknownKeys(step.copy, [...path, 'copy'], known.copy, 'bridgeIssues.copyButton');
    if (!isRecord(step.link)) continue;
    unknownKeys(step.link, [...path, 'link'], known.link, 'bridgeIssues.helpLink');
    if (typeof step.link.url === 'string' && !isWebUrl(step.link.url)) {
      issues.push(saying({ code: 'bridge-url', severity: 'error', path: [...path, 'link', 'url'], target: 'value' } as const, 'bridgeIssues.helpLinkUrl', { got: sayValue(step.link.url) }));
    }
  }
  if (isRecord(value.prompt)) unknownKeys(value.prompt, ['prompt'], known.prompt, 'bridgeIssues.prompt');
  if (simulation) simulationKeys(simulation, unknownKeys);
  return issues;
}

type UnknownKeys = (object: Json, path: JsonPath, keys: ReadonlySet<string>, what: SayKey) => void;

function simulationKeys(simulation: Json, unknownKeys: UnknownKeys): void {
  const at: JsonPath = [SIMULATION_KEY];
  unknownKeys(simulation, at, known.simulation, 'bridgeIssues.simulation');
  if (isRecord(simulation.status)) unknownKeys(simulation.status, [...at, 'status'], known.status, 'bridgeIssues.simulatedStatus');
  if (isRecord(simulation.saved)) unknownKeys(simulation.saved, [...at, 'saved'], known.saved, 'bridgeIssues.savedEntry');
  for (const [mac, i] of entries(simulation.macs)) unknownKeys(mac, [...at, 'macs', i], known.mac, 'bridgeIssues.mac');
  if (isRecord(simulation.masked)) unknownKeys(simulation.masked, [...at, 'masked'], known.masked, 'bridgeIssues.maskedLook');
  for (const [rule, i] of entries(simulation.choicesWhen)) unknownKeys(rule, [...at, 'choicesWhen', i], known.rule, 'bridgeIssues.choicesRule');
  for (const [call, i] of entries(simulation.calls)) unknownKeys(call, [...at, 'calls', i], known.call, 'bridgeIssues.hostCall');
  const sessionKeys = (list: unknown, path: JsonPath) => {
    for (const [session, i] of entries(list)) {
      unknownKeys(session, [...path, i], known.session, 'bridgeIssues.session');
      for (const [record, r] of entries(session.records)) unknownKeys(record, [...path, i, 'records', r], known.record, 'bridgeIssues.record');
    }
  };
  sessionKeys(simulation.sessions, [...at, 'sessions']);
  for (const [user, i] of entries(simulation.others)) {
    unknownKeys(user, [...at, 'others', i], known.user, 'bridgeIssues.user');
    sessionKeys(user.sessions, [...at, 'others', i, 'sessions']);
  }
  if (!isRecord(simulation.choices)) return;
  for (const [key, list] of Object.entries(simulation.choices)) {
    for (const [choice, i] of entries(list)) unknownKeys(choice, [...at, 'choices', key, i], known.choice, 'bridgeIssues.choice');
  }
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
