import type { z } from 'zod';
import { shapeDocs, type PropDoc } from '../registry';
import { HelpCopy, HelpLink, HelpStep, PluginDefinition, PluginField, PluginPrompt } from './definition';
import { SimChoice, SimMac, SimSaved, SimStatus, Simulation } from './simulation';

export interface ReferenceSection {
  readonly name: string;
  readonly description: string;
  readonly keys: readonly PropDoc[];
}

const section = (name: string, schema: z.ZodObject): ReferenceSection => ({ name, description: schema.description ?? '', keys: shapeDocs(schema) });

/** The Reference tab of a plugin settings design: every key of pluginDef and of the simulation, from the schemas. */
export function bridgeReference(): ReferenceSection[] {
  return [
    section('pluginDef', PluginDefinition),
    section('pluginField', PluginField),
    section('help step', HelpStep),
    section('link', HelpLink),
    section('copy', HelpCopy),
    section('prompt', PluginPrompt),
    section('simulation', Simulation),
    section('simulation.status', SimStatus),
    section('simulation.saved', SimSaved),
    section('a choice', SimChoice),
    section('a Mac', SimMac),
  ];
}
