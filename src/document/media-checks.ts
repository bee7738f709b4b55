// The checks of image and graph that a schema cannot say: a picture's file, the graph's limits and wires.
import { isRecord } from '../json';
import { IMAGE_FORMATS, MAX_GRAPH_EDGES, MAX_GRAPH_NODES, MAX_GRAPH_PORTS } from '../schema';
import type { Issue } from './issue';
import type { JsonPath } from './json-path';
import { say, saying, type SayValue } from '../i18n/say';

type Json = Record<string, unknown>;

/** The file extension of a path, lower case, without its dot ("" when it has none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const listed = (names: readonly string[]): SayValue => {
  const shown = names.slice(0, 5).map((name) => JSON.stringify(name)).join(', ');
  return names.length > 5 ? say('mediaIssues.listedMore', { shown, n: names.length - 5 }) : shown;
};

/** An image's `src`: a picture format Agentty draws, inside `files/`, and (when the design's files are known) one of them. */
export function imageIssues(image: Json, path: () => JsonPath, files: ReadonlySet<string> | undefined): Issue[] {
  const issues: Issue[] = [];
  const src = image.src;
  if (typeof src === 'string' && src !== '') {
    const at = [...path(), 'src'];
    const format = extensionOf(src);
    if (src.startsWith('/') || src.split('/').includes('..')) {
      issues.push(saying({ code: 'missing-file', severity: 'warning', path: at, target: 'value' } as const, 'mediaIssues.leavesFiles', { src }));
    } else if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
      const fields = { code: 'image-format', severity: 'warning', path: at, target: 'value' } as const;
      issues.push(format === 'svg' ? saying(fields, 'mediaIssues.svg') : format ? saying(fields, 'mediaIssues.otherFormat', { format }) : saying(fields, 'mediaIssues.noFormat'));
    } else if (files && !files.has(src)) {
      const names = [...files].filter((name) => (IMAGE_FORMATS as readonly string[]).includes(extensionOf(name)));
      const fields = { code: 'missing-file', severity: 'warning', path: at, target: 'value' } as const;
      issues.push(names.length ? saying(fields, 'mediaIssues.noFile', { src, names: listed(names) }) : saying(fields, 'mediaIssues.noFileNoPictures', { src }));
    }
  }
  if (image.drop === true && (typeof image.id !== 'string' || image.id === '')) {
    issues.push(saying({ code: 'missing-file', severity: 'warning', path: [...path(), 'drop'], target: 'key' } as const, 'mediaIssues.dropNeedsId'));
  }
  return issues;
}

const portIds = (ports: unknown): string[] =>
  Array.isArray(ports) ? ports.slice(0, MAX_GRAPH_PORTS).flatMap((port: unknown) => (isRecord(port) && typeof port.id === 'string' ? [port.id] : [])) : [];

/** Agentty's graph rules: over 64 nodes is refused; ports past 12 a side and edges past 512 are cut; a wire to a port that does not exist is dropped. */
export function graphIssues(graph: Json, path: () => JsonPath): Issue[] {
  const issues: Issue[] = [];
  const nodes = Array.isArray(graph.nodes) ? (graph.nodes as unknown[]) : [];
  const edges = Array.isArray(graph.edges) ? (graph.edges as unknown[]) : [];
  if (nodes.length > MAX_GRAPH_NODES) {
    issues.push(saying({ code: 'too-many-graph-nodes', severity: 'error', path: [...path(), 'nodes'], target: 'key' } as const, 'mediaIssues.tooManyGraphNodes', { max: MAX_GRAPH_NODES, n: nodes.length }));
  }
  const ports = new Map<string, { inputs: string[]; outputs: string[] }>();
  nodes.forEach((node, n) => {
    if (!isRecord(node)) return;
    for (const side of ['inputs', 'outputs'] as const) {
      const list = node[side];
      if (Array.isArray(list) && list.length > MAX_GRAPH_PORTS) {
        issues.push(saying({ code: 'graph-cut', severity: 'warning', path: [...path(), 'nodes', n, side], target: 'key' } as const, 'mediaIssues.portsCut', { n: list.length, side, max: MAX_GRAPH_PORTS }));
      }
    }
    if (typeof node.id === 'string' && !ports.has(node.id)) ports.set(node.id, { inputs: portIds(node.inputs), outputs: portIds(node.outputs) });
  });
  if (edges.length > MAX_GRAPH_EDGES) {
    issues.push(saying({ code: 'graph-cut', severity: 'warning', path: [...path(), 'edges'], target: 'key' } as const, 'mediaIssues.edgesCut', { n: edges.length, max: MAX_GRAPH_EDGES }));
  }
  edges.slice(0, MAX_GRAPH_EDGES).forEach((edge, e) => {
    if (!isRecord(edge)) return;
    for (const [end, side] of [['from', 'outputs'], ['to', 'inputs']] as const) {
      const place = edge[end];
      if (!isRecord(place) || typeof place.node !== 'string' || typeof place.port !== 'string') continue;
      const node = ports.get(place.node);
      const at = [...path(), 'edges', e, end];
      if (!node) {
        const known = [...ports.keys()];
        const fields = { code: 'graph-edge-port', severity: 'warning', path: [...at, 'node'], target: 'value' } as const;
        issues.push(known.length ? saying(fields, 'mediaIssues.noNode', { node: place.node, names: listed(known) }) : saying(fields, 'mediaIssues.noNodeEmpty', { node: place.node }));
      } else if (!node[side].includes(place.port)) {
        const fields = { code: 'graph-edge-port', severity: 'warning', path: [...at, 'port'], target: 'value' } as const;
        const values = { node: place.node, port: place.port };
        const outputs = side === 'outputs';
        if (node[side].length) issues.push(saying(fields, outputs ? 'mediaIssues.noOutputPort' : 'mediaIssues.noInputPort', { ...values, names: listed(node[side]) }));
        else issues.push(saying(fields, outputs ? 'mediaIssues.noOutputs' : 'mediaIssues.noInputs', values));
      }
    }
  });
  return issues;
}
