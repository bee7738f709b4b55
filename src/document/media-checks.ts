// The checks of image and graph that a schema cannot say: a picture's file, the graph's limits and wires.
import { isRecord } from '../json';
import { AGENTTY_RULE, DESIGNER_RULE, IMAGE_FORMATS, MAX_GRAPH_EDGES, MAX_GRAPH_NODES, MAX_GRAPH_PORTS } from '../schema';
import type { Issue } from './issue';
import type { JsonPath } from './json-path';

type Json = Record<string, unknown>;

/** The file extension of a path, lower case, without its dot ("" when it has none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const listed = (names: readonly string[]) => {
  const shown = names.slice(0, 5).map((name) => JSON.stringify(name)).join(', ');
  return names.length > 5 ? `${shown} and ${(names.length - 5).toLocaleString('en')} more` : shown;
};

/** An image's `src`: a picture format Agentty draws, inside `files/`, and (when the design's files are known) one of them. */
export function imageIssues(image: Json, path: () => JsonPath, files: ReadonlySet<string> | undefined): Issue[] {
  const issues: Issue[] = [];
  const src = image.src;
  if (typeof src === 'string' && src !== '') {
    const at = [...path(), 'src'];
    const format = extensionOf(src);
    if (src.startsWith('/') || src.split('/').includes('..')) {
      issues.push({ code: 'missing-file', severity: 'warning', message: `"${src}" leaves the plugin's files/ folder: Agentty reads a picture only from inside it, so it draws the empty slot. ${AGENTTY_RULE}`, path: at, target: 'value' });
    } else if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
      const why = format === 'svg' ? 'Agentty never draws SVG' : `Agentty draws PNG, JPEG, WebP and GIF only${format ? `, not .${format}` : ''}`;
      issues.push({ code: 'image-format', severity: 'warning', message: `${why}, so this slot stays empty. Convert the picture to PNG or WebP. ${AGENTTY_RULE}`, path: at, target: 'value' });
    } else if (files && !files.has(src)) {
      const names = [...files].filter((name) => (IMAGE_FORMATS as readonly string[]).includes(extensionOf(name)));
      const have = names.length ? `The design's pictures: ${listed(names)}.` : 'The design has no pictures yet: add one under Files.';
      issues.push({ code: 'missing-file', severity: 'warning', message: `No file "${src}" in the design's files: Agentty accepts the tree and draws the empty slot. ${have} ${DESIGNER_RULE}`, path: at, target: 'value' });
    }
  }
  if (image.drop === true && (typeof image.id !== 'string' || image.id === '')) {
    issues.push({ code: 'missing-file', severity: 'warning', message: `"drop" needs an id: without one Agentty takes no files here and sends nothing. ${AGENTTY_RULE}`, path: [...path(), 'drop'], target: 'key' });
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
    issues.push({ code: 'too-many-graph-nodes', severity: 'error', message: `a graph has more than ${MAX_GRAPH_NODES} nodes: this one has ${nodes.length.toLocaleString('en')}, and Agentty refuses the tree. ${AGENTTY_RULE}`, path: [...path(), 'nodes'], target: 'key' });
  }
  const ports = new Map<string, { inputs: string[]; outputs: string[] }>();
  nodes.forEach((node, n) => {
    if (!isRecord(node)) return;
    for (const side of ['inputs', 'outputs'] as const) {
      const list = node[side];
      if (Array.isArray(list) && list.length > MAX_GRAPH_PORTS) {
        issues.push({ code: 'graph-cut', severity: 'warning', message: `${list.length} ${side}: Agentty draws the first ${MAX_GRAPH_PORTS} ports of a side and drops the rest, with their wires. ${AGENTTY_RULE}`, path: [...path(), 'nodes', n, side], target: 'key' });
      }
    }
    if (typeof node.id === 'string' && !ports.has(node.id)) ports.set(node.id, { inputs: portIds(node.inputs), outputs: portIds(node.outputs) });
  });
  if (edges.length > MAX_GRAPH_EDGES) {
    issues.push({ code: 'graph-cut', severity: 'warning', message: `${edges.length.toLocaleString('en')} edges: Agentty draws the first ${MAX_GRAPH_EDGES} and drops the rest. ${AGENTTY_RULE}`, path: [...path(), 'edges'], target: 'key' });
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
        issues.push({ code: 'graph-edge-port', severity: 'warning', message: `No node "${place.node}" in this graph, so Agentty drops the wire. ${known.length ? `Its nodes: ${listed(known)}.` : 'The graph has no nodes.'} ${AGENTTY_RULE}`, path: [...at, 'node'], target: 'value' });
      } else if (!node[side].includes(place.port)) {
        const noun = side === 'outputs' ? 'output' : 'input';
        const have = node[side].length ? `Its ${side}: ${listed(node[side])}.` : `It has no ${side}.`;
        issues.push({ code: 'graph-edge-port', severity: 'warning', message: `Node "${place.node}" has no ${noun} port "${place.port}", so Agentty drops the wire. ${have} ${AGENTTY_RULE}`, path: [...at, 'port'], target: 'value' });
      }
    }
  });
  return issues;
}
