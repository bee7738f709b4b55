// A manifest a new design can export with no typing: everything follows from the design's name.
import { isManifestId, MANIFEST_LIMITS } from './rules';

/** The id Agentty would accept that reads most like `name`; a name with no Latin letters or digits gets a stable one. */
export function manifestIdFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MANIFEST_LIMITS.idChars.max)
    .replace(/^-+|-+$/g, '');
  if (isManifestId(slug)) return slug;
  // e.g. a Korean name: the same name always gives the same id
  return `plugin-${fnv1a(name.trim()).toString(36)}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return hash;
}

export interface ManifestSeed {
  readonly name: string;
  readonly main: string;
  readonly runtime: 'node' | 'python';
  readonly apiVersion: number;
  readonly permissions: readonly string[];
}

/** The agentty-plugin.json of a design that no one has edited: a docked panel titled with its name. */
export function defaultManifest(seed: ManifestSeed): Record<string, unknown> {
  const name = seed.name.trim() || 'Panel';
  return {
    id: manifestIdFrom(name),
    name,
    version: '0.1.0',
    description: '',
    main: seed.main,
    runtime: seed.runtime,
    apiVersion: seed.apiVersion,
    permissions: [...seed.permissions],
    // a docked side panel, as the designer draws it: with no mode Agentty would fill the whole area
    contributes: { panel: { title: name, mode: 'push' } },
  };
}
