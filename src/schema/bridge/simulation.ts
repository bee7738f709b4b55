import { z } from 'zod';

// the code parts of a plugin (start, choices, status) cannot run here: the document holds what they would return

/** The site origin the prompt's {origin} becomes when the simulation names none (Origin() without BRIDGE_ORIGIN). */
export const DEFAULT_ORIGIN = 'http://localhost:8080';

export const SimChoice = z
  .object({
    value: z.string().describe('Value stored in the config when picked.'),
    label: z.string().describe('Text shown in the pick list.'),
  })
  .describe('One value choices(config, key) returns.');

export const SimStatus = z
  .object({
    state: z.string().describe('connecting, on, error, off, … shown as is.'),
    note: z.string().describe('Text shown beside the state.').optional(),
  })
  .describe('What the running instance’s status() returns once started.');

export const SimMac = z
  .object({
    id: z.string().min(1, 'a Mac id cannot be empty').describe('Mac id: the key in places.dirs.'),
    name: z.string().describe('Mac name shown beside its folder input.'),
  })
  .describe('A connected Mac of the user.');

export const SimSaved = z
  .object({
    enabled: z.boolean().describe('Whether the plugin is on.'),
    config: z.record(z.string(), z.string()).describe('The saved config values.'),
    state: z.record(z.string(), z.unknown()).describe('The plugin’s own state (host.state).').optional(),
  })
  .describe('The plugins.json entry before the first save; leave out for a plugin not yet added.');

export const Simulation = z
  .object({
    origin: z.string().describe(`The site address that replaces {origin}. Default: ${DEFAULT_ORIGIN}.`).optional(),
    choices: z.record(z.string(), z.array(SimChoice)).describe('What choices(config, key) returns, per pick field key.').optional(),
    status: SimStatus.optional(),
    startError: z.string().describe('When set, start() throws this message and the state becomes error.').optional(),
    saved: SimSaved.optional(),
    macs: z.array(SimMac).describe('The user’s connected Macs, for kind "places".').optional(),
  })
  .describe('Simulation data for Panel Designer only: what the plugin’s code would return. Not part of pluginDef.');

/** A bridge document: a bare pluginDef, optionally with simulation data beside it under this key. */
export const SIMULATION_KEY = 'simulation';

export type SimChoice = z.infer<typeof SimChoice>;
export type SimStatus = z.infer<typeof SimStatus>;
export type SimMac = z.infer<typeof SimMac>;
export type SimSaved = z.infer<typeof SimSaved>;
export type Simulation = z.infer<typeof Simulation>;
