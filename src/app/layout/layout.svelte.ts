import { isRecord } from '../../json';
import { readJson, writeJson } from '../../storage/local';
import { readVisualOpen, writeVisualOpen } from '../visual/visual-open';
import { BUILD, DOCK, EDITOR } from './fit';

const KEY = 'panel-designer:layout';

/** The secondary tools, summoned into the dock one at a time. */
export type DockTab = 'wire' | 'export' | 'reference';
/** What a one-column (phone) layout shows: the panel first. */
export type NarrowTab = 'panel' | 'editor' | 'build' | DockTab;

interface Stored {
  build: number;
  editor: number;
  dock: number;
  dockOpen: boolean;
  dockTab: DockTab;
}

const DOCK_TABS: readonly DockTab[] = ['wire', 'export', 'reference'];

function restore(): Stored {
  const read = readJson(KEY);
  const saved = isRecord(read) ? read : undefined;
  const number = (key: string, fallback: number) => {
    const value = saved?.[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };
  const tab = DOCK_TABS.find((candidate) => candidate === saved?.dockTab) ?? 'wire';
  return {
    build: number('build', BUILD.initial),
    editor: number('editor', EDITOR.initial),
    dock: number('dock', DOCK.initial),
    dockOpen: typeof saved?.dockOpen === 'boolean' ? saved.dockOpen : true,
    dockTab: tab,
  };
}

/** Pane sizes and what is open, remembered per browser (a preference: losing it costs a drag). */
export class Layout {
  #stored = restore();
  build = $state(this.#stored.build);
  editor = $state(this.#stored.editor);
  dock = $state(this.#stored.dock);
  dockOpen = $state(this.#stored.dockOpen);
  dockTab = $state<DockTab>(this.#stored.dockTab);
  buildOpen = $state(readVisualOpen());
  narrowTab = $state<NarrowTab>('panel');

  /** Shows a tool in the dock; the open tool's own tab folds the dock away. */
  toggleTool(tab: DockTab): void {
    if (this.dockOpen && this.dockTab === tab) this.dockOpen = false;
    else {
      this.dockTab = tab;
      this.dockOpen = true;
    }
    this.narrowTab = tab;
    this.save();
  }

  toggleBuild(): void {
    this.buildOpen = !this.buildOpen;
    writeVisualOpen(this.buildOpen);
  }

  toggleDock(): void {
    this.dockOpen = !this.dockOpen;
    this.save();
  }

  save(): void {
    writeJson(KEY, { build: this.build, editor: this.editor, dock: this.dock, dockOpen: this.dockOpen, dockTab: this.dockTab });
  }
}
