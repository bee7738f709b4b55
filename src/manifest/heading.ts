// What heads a plugin's panel in Agentty: the panel's title and icon, else the plugin's.
import { isKnownIcon } from '../schema/icons';

export interface PanelHeading {
  readonly title: string;
  /** A known icon name; Agentty draws "puzzle" for a missing or unknown one. */
  readonly icon: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The header of the plugin's panel: `contributes.panel.title`, else `name`; its icon, else the plugin's, else puzzle. */
export function panelHeading(manifest: unknown, fallbackTitle = 'Plugin'): PanelHeading {
  const root = isObject(manifest) ? manifest : {};
  const panel = isObject(root.contributes) && isObject(root.contributes.panel) ? root.contributes.panel : {};
  const icon = text(panel.icon) ?? text(root.icon);
  return { title: text(panel.title) ?? text(root.name) ?? fallbackTitle, icon: icon !== undefined && isKnownIcon(icon) ? icon : 'puzzle' };
}

/** The plugin's name as Agentty writes it before each of its toasts: the manifest's `name`. */
export function pluginName(manifest: unknown, fallback = 'Plugin'): string {
  return (isObject(manifest) ? text(manifest.name) : undefined) ?? fallback;
}
