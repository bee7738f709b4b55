import { z } from 'zod';
import { PluginDefinition } from './definition';
import { SIMULATION_KEY, Simulation } from './simulation';

/** The editor text of a bridge document: the pluginDef with an optional `simulation` beside it. */
export const BridgeDocument = PluginDefinition.extend({ [SIMULATION_KEY]: Simulation.optional() }).describe(
  'An Agent Bridge plugin definition (pluginDef), with optional simulation data for the preview.',
);
export type BridgeDocument = z.infer<typeof BridgeDocument>;
