// Where Agentty puts a plugin's panel, read from agentty-plugin.json (agentty-look.md §3.1, §3.2).
import { PANEL_MODES, PANEL_SURFACES, type PanelMode, type PanelSurface } from '../schema/frame';

export interface PanelPlacement {
  readonly mode: PanelMode;
  /** What decided the mode: the user's pick in the layout menu, the manifest's `mode`, or Agentty's default. */
  readonly from: 'choice' | 'manifest' | 'default';
  readonly surface: PanelSurface;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** Agentty's mode when the manifest names none: push for a plugin that types into terminals or prompts, else full. */
export function defaultMode(manifest: unknown): PanelMode {
  const permissions = isObject(manifest) && Array.isArray(manifest.permissions) ? manifest.permissions : [];
  return permissions.includes('prompt.inject') || permissions.includes('terminal.write') ? 'push' : 'full';
}

/** The panel's mode and surface: the user's choice wins over the manifest, which wins over Agentty's default. */
export function panelPlacement(manifest: unknown, choice?: PanelMode): PanelPlacement {
  const panel = isObject(manifest) && isObject(manifest.contributes) && isObject(manifest.contributes.panel) ? manifest.contributes.panel : {};
  const surface = oneOf(PANEL_SURFACES, panel.surface) ?? 'pane';
  if (choice) return { mode: choice, from: 'choice', surface };
  const declared = oneOf(PANEL_MODES, panel.mode);
  return declared ? { mode: declared, from: 'manifest', surface } : { mode: defaultMode(manifest), from: 'default', surface };
}
