// What the preview reads from a design to place its panel as Agentty would: its manifest, mode and width.
import { designManifest } from '../../export/manifest-text';
import { panelPlacement, type PanelPlacement } from '../../manifest/placement';
import { drawnPanelWidth } from '../../schema/frame';
import type { DesignDocument } from '../../share/document';

/** The design's agentty-plugin.json: as typed on the Plugin page, else the one a new design exports. */
export function manifestOf(doc: Pick<DesignDocument, 'name' | 'plugin' | 'settings'>): unknown {
  if (doc.plugin === undefined) return designManifest({ name: doc.name, api: doc.settings.api, needed: [] });
  try {
    return JSON.parse(doc.plugin);
  } catch {
    // a manifest that does not parse places the panel as Agentty's default would
    return undefined;
  }
}

/** Where the panel of a stored design goes, and the width its column must leave for it. */
export function documentPlacement(doc: Pick<DesignDocument, 'name' | 'plugin' | 'settings'>): PanelPlacement & { readonly drawnWidth: number } {
  const placement = panelPlacement(manifestOf(doc), doc.settings.mode);
  return { ...placement, drawnWidth: drawnPanelWidth(placement.mode, doc.settings.width) };
}
