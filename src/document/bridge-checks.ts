import type { z } from 'zod';
import { BridgeDocument, HelpCopy, HelpLink, HelpStep, PluginField, PluginPrompt, SIMULATION_KEY, SimChoice, SimChoiceRule, SimHostCall, SimMac, SimMasked, SimRecord, SimSaved, SimSession, SimStatus, SimUser, Simulation } from '../schema/bridge';
import { isRecord } from '../json';
import type { Issue } from './issue';
import { valueAt, type JsonPath } from './json-path';
import { article, describeValue } from './schema-issues';
import { unknownKeyIssues } from './checks';

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

function name(path: JsonPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `item ${last}` : `"${String(last)}"`;
}

/** A zod issue as a marker message a person can act on. */
function fromZod(issue: z.core.$ZodIssue, value: unknown): Issue {
  const path = issue.path as JsonPath;
  const found = valueAt(value, path);
  if (issue.code === 'invalid_type' && found === undefined && path.length > 0) {
    return { code: 'missing-prop', severity: 'error', message: `Missing required ${name(path)}: expected ${article[issue.expected] ?? issue.expected}.`, path, target: 'missing' };
  }
  if (issue.code === 'invalid_type') {
    const what = path.length ? name(path) : 'A plugin definition';
    return { code: 'schema', severity: 'error', message: `${what} must be ${article[issue.expected] ?? issue.expected}, got ${describeValue(found)}.`, path, target: 'value' };
  }
  const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  return { code: 'schema', severity: 'error', message: `${message}.`, path, target: 'value' };
}

/** Every check of an Agent Bridge plugin definition, as issues with paths from the document root. */
export function bridgeIssues(value: unknown): Issue[] {
  const result = BridgeDocument.safeParse(value);
  const issues: Issue[] = result.success ? [] : result.error.issues.map((issue) => fromZod(issue, value));
  if (!isRecord(value)) return issues;

  const unknownKeys = (object: Json, path: JsonPath, keys: ReadonlySet<string>, what: string) =>
    issues.push(...unknownKeyIssues(object, path, keys, what, 'the spec does not define it'));
  unknownKeys(value, [], known.document, 'a plugin definition');

  const fields = entries(value.fields);
  const simulation = isRecord(value[SIMULATION_KEY]) ? value[SIMULATION_KEY] : undefined;
  const choices = simulation && isRecord(simulation.choices) ? simulation.choices : {};
  const ruled = new Set(entries(simulation?.choicesWhen).flatMap(([rule]) => (typeof rule.key === 'string' ? [rule.key] : [])));
  const keyUses = new Map<string, JsonPath[]>();
  for (const [field, index] of fields) {
    const path: JsonPath = ['fields', index];
    unknownKeys(field, path, known.field, 'a field');
    if (typeof field.key === 'string' && field.key !== '') keyUses.set(field.key, [...(keyUses.get(field.key) ?? []), [...path, 'key']]);
    if (typeof field.pick === 'string' && field.pick !== '' && typeof field.key === 'string') {
      const listed = choices[field.key];
      if ((!Array.isArray(listed) || listed.length === 0) && !ruled.has(field.key)) {
        issues.push({
          code: 'bridge-no-choices',
          severity: 'warning',
          message: `This field has a pick button, but the simulation lists no choices for "${field.key}": add them under simulation.choices["${field.key}"] to try the button.`,
          path: [...path, 'pick'],
          target: 'value',
        });
      }
    }
    if (typeof field.prefix === 'string' && field.prefix.trim() !== field.prefix) {
      issues.push({ code: 'schema', severity: 'warning', message: 'This prefix starts or ends with whitespace, which the saved value (trimmed) can never have.', path: [...path, 'prefix'], target: 'value' });
    }
    if (typeof field.prefix === 'string' && typeof field.max === 'number' && Array.from(field.prefix).length > field.max) {
      issues.push({ code: 'schema', severity: 'error', message: `The prefix is longer than "max" (${field.max}): no value could be saved.`, path: [...path, 'prefix'], target: 'value' });
    }
  }
  for (const [key, paths] of keyUses) {
    if (paths.length < 2) continue;
    for (const path of paths) {
      issues.push({ code: 'duplicate-field-key', severity: 'error', message: `Duplicate field key "${key}": both fields would save into the same config value.`, path, target: 'value' });
    }
  }

  for (const [step, index] of entries(value.help)) {
    const path: JsonPath = ['help', index];
    unknownKeys(step, path, known.step, 'a help step');
    if (isRecord(step.copy)) unknownKeys(step.copy, [...path, 'copy'], known.copy, 'a copy button');
    if (!isRecord(step.link)) continue;
    unknownKeys(step.link, [...path, 'link'], known.link, 'a help link');
    if (typeof step.link.url === 'string' && !isWebUrl(step.link.url)) {
      issues.push({ code: 'bridge-url', severity: 'error', message: `A help link must be an http or https address, got ${describeValue(step.link.url)}.`, path: [...path, 'link', 'url'], target: 'value' });
    }
  }
  if (isRecord(value.prompt)) unknownKeys(value.prompt, ['prompt'], known.prompt, 'the prompt');
  if (simulation) simulationKeys(simulation, unknownKeys);
  return issues;
}

type UnknownKeys = (object: Json, path: JsonPath, keys: ReadonlySet<string>, what: string) => void;

function simulationKeys(simulation: Json, unknownKeys: UnknownKeys): void {
  const at: JsonPath = [SIMULATION_KEY];
  unknownKeys(simulation, at, known.simulation, 'the simulation');
  if (isRecord(simulation.status)) unknownKeys(simulation.status, [...at, 'status'], known.status, 'the simulated status');
  if (isRecord(simulation.saved)) unknownKeys(simulation.saved, [...at, 'saved'], known.saved, 'the saved entry');
  for (const [mac, i] of entries(simulation.macs)) unknownKeys(mac, [...at, 'macs', i], known.mac, 'a Mac');
  if (isRecord(simulation.masked)) unknownKeys(simulation.masked, [...at, 'masked'], known.masked, 'the masked look');
  for (const [rule, i] of entries(simulation.choicesWhen)) unknownKeys(rule, [...at, 'choicesWhen', i], known.rule, 'a choices rule');
  for (const [call, i] of entries(simulation.calls)) unknownKeys(call, [...at, 'calls', i], known.call, 'a host call');
  const sessionKeys = (list: unknown, path: JsonPath) => {
    for (const [session, i] of entries(list)) {
      unknownKeys(session, [...path, i], known.session, 'a session');
      for (const [record, r] of entries(session.records)) unknownKeys(record, [...path, i, 'records', r], known.record, 'a record');
    }
  };
  sessionKeys(simulation.sessions, [...at, 'sessions']);
  for (const [user, i] of entries(simulation.others)) {
    unknownKeys(user, [...at, 'others', i], known.user, 'a user');
    sessionKeys(user.sessions, [...at, 'others', i, 'sessions']);
  }
  if (!isRecord(simulation.choices)) return;
  for (const [key, list] of Object.entries(simulation.choices)) {
    for (const [choice, i] of entries(list)) unknownKeys(choice, [...at, 'choices', key, i], known.choice, 'a choice');
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
