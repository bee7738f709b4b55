import { z } from 'zod';
import { PanelNode } from './nodes';
import { nodeTypes, specOf } from './registry';

/** A JSON Schema object, as far as we build and read one. */
export type JsonSchema = { [key: string]: unknown };

const NODE_REF = '#/definitions/node';

/**
 * Points the recursion at the node definition, lifts the description of a nullable prop (zod nests it in
 * `anyOf`) to where hover reads it, and names the API version of a prop newer than API 1.
 */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) out[key] = key === '$ref' && inner === '#' ? NODE_REF : retarget(inner);
  const [first] = Array.isArray(out.anyOf) ? (out.anyOf as JsonSchema[]) : [];
  if (first && out.description === undefined && typeof first.description === 'string') out.description = first.description;
  if (first && out.since === undefined && typeof first.since === 'number') out.since = first.since;
  if (typeof out.since === 'number' && out.since > 1 && typeof out.description === 'string') out.markdownDescription = `${out.description} *(API ${out.since})*`;
  return out;
}

/**
 * The node grammar as JSON Schema for Monaco's completion and hover, derived from the zod schemas.
 * zod emits the union as `oneOf`, which Monaco's JSON service evaluates branch by branch at
 * exponential cost in depth; one `if {type: const} then {…}` per type is linear and completes fully.
 */
export function nodeJsonSchema(): JsonSchema {
  const generated = z.toJSONSchema(PanelNode, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const branches = (generated.oneOf as JsonSchema[]).map((branch) => retarget(branch) as JsonSchema);
  return {
    type: 'object',
    description: 'A panel node. Every node is an object with a "type".',
    properties: {
      type: {
        type: 'string',
        enum: nodeTypes,
        enumDescriptions: nodeTypes.map((type) => specOf(type).description),
        markdownEnumDescriptions: nodeTypes.map((type) => `${specOf(type).description}${specOf(type).since > 1 ? ` *(API ${specOf(type).since})*` : ''}`),
        description: 'The node type.',
      },
    },
    required: ['type'],
    defaultSnippets: nodeTypes.map((type) => ({ label: type, description: specOf(type).description, body: specOf(type).example })),
    allOf: branches.map((branch) => {
      const type = ((branch.properties as JsonSchema).type as JsonSchema).const;
      return { if: { properties: { type: { const: type } }, required: ['type'] }, then: branch };
    }),
  };
}

/** The editor accepts a bare tree, a `params` object or a whole `ui/setPanel` line. */
export function documentJsonSchema(): JsonSchema {
  const node = nodeJsonSchema();
  const params = {
    type: 'object',
    description: 'ui/setPanel params.',
    properties: { tree: { $ref: NODE_REF, description: 'The panel tree.' } },
    required: ['tree'],
  };
  const message = {
    type: 'object',
    description: 'A JSON-RPC 2.0 ui/setPanel message, as a plugin writes it to stdout.',
    properties: {
      jsonrpc: { const: '2.0', description: 'Always "2.0".' },
      id: { type: ['number', 'string'], description: 'Request id; leave out for a notification.' },
      method: { const: 'ui/setPanel', description: 'Sets the plugin panel.' },
      params,
    },
    required: ['jsonrpc', 'method', 'params'],
  };
  return {
    definitions: { node },
    if: { anyOf: [{ required: ['jsonrpc'] }, { required: ['method'] }] },
    then: message,
    else: { if: { required: ['tree'], not: { required: ['type'] } }, then: params, else: { $ref: NODE_REF } },
  };
}
