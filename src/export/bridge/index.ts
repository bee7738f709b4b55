import type { PluginDefinition, Simulation } from '../../schema/bridge';
import { initialState, listPlugins } from '../../bridge';
import { definitionFile, goDefinition } from './go-plugin';
import { goDefinitionTest } from './go-test';
import { DOUBLE_FILE, goDouble } from './go-double';
import { GO_TYPES_FILE, goTypesFile } from './go-types';
import { goName } from './go-string';

export { goName, goString } from './go-string';
export { definitionFile, definitionFunction, goDefinition } from './go-plugin';
export { definitionJsonAsGo, goDefinitionTest } from './go-test';
export { GO, GO_TYPES_FILE, goTypesFile } from './go-types';
export { DOUBLE_FILE, DOUBLE_LIMITS, DOUBLE_MESSAGES, goDouble } from './go-double';
export { goLifeTest, lifeConfig } from './go-life';

export interface BridgeFile {
  readonly path: string;
  readonly language: 'go' | 'json';
  readonly text: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Everything the Export tab offers for a plugin settings design: the Go files and the JSON views. */
export function bridgeFiles(def: PluginDefinition, sim: Simulation): BridgeFile[] {
  const go = definitionFile(def);
  const base = goName(def.id);
  return [
    { path: go, language: 'go', text: goDefinition(def) },
    { path: GO_TYPES_FILE, language: 'go', text: goTypesFile() },
    { path: go.replace(/\.go$/, '_test.go'), language: 'go', text: goDefinitionTest(def, sim) },
    { path: DOUBLE_FILE, language: 'go', text: goDouble() },
    { path: `${base}.definition.json`, language: 'json', text: json(def) },
    { path: `${base}.get-plugins.json`, language: 'json', text: json(listPlugins(def, initialState(sim))) },
  ];
}
