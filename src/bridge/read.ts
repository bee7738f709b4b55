import { BridgeDocument, SIMULATION_KEY, type PluginDefinition, type Simulation } from '../schema/bridge';

export interface BridgePlugin {
  readonly def: PluginDefinition;
  readonly sim: Simulation;
}

/** The definition and simulation of a bridge document's parsed value, or undefined while it does not fit the schema. */
export function readBridge(value: unknown): BridgePlugin | undefined {
  const parsed = BridgeDocument.safeParse(value);
  if (!parsed.success) return undefined;
  const { [SIMULATION_KEY]: sim, ...def } = parsed.data;
  return { def, sim: sim ?? {} };
}
