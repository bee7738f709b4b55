import { parseDocument } from '../document';
import { analyzeReactions, type ReactionsAnalysis, type ScreenInput } from '../events/reactions';
import type { DesignDocument } from '../share/document';
import type { SimulatedDocument } from '../app/simulator/simulator.svelte';
import type { TreeChange } from '../visual/tree-edit';

/** A design opened from a share link: read-only, so the simulator can run it but never edit it. */
export class SharedDesign implements SimulatedDocument {
  readonly doc: DesignDocument;
  readonly screenInputs: readonly ScreenInput[];
  readonly reactions: ReactionsAnalysis;
  /** The link's texts never change here, so nothing is ever stale. */
  readonly stale = false;
  /** The screen the panel shows: the first one opens, reactions and the screen picker switch it. */
  screen = $state('');
  /** The link's context; editing it here changes this visit only, nothing is stored. */
  contextText = $state('{}');

  constructor(doc: DesignDocument) {
    this.doc = doc;
    // a screen whose text does not draw still counts, so reactions naming it are not reported missing
    this.screenInputs = doc.screens.map((screen) => {
      const parsed = parseDocument(screen.text, doc.kind);
      return { name: screen.name, tree: parsed.drawable ? parsed.tree : undefined };
    });
    this.reactions = analyzeReactions(doc.reactions, this.screenInputs);
    this.screen = doc.screens[0]!.name;
    this.contextText = doc.context;
  }

  /** The Agentty API version the design targets. */
  get api(): DesignDocument['settings']['api'] {
    return this.doc.settings.api;
  }

  /** The simulated Agentty's language the design was saved with. */
  get hostLanguage(): string | undefined {
    return this.doc.settings.language;
  }

  get previewTree(): unknown {
    return this.screenInputs.find((screen) => screen.name === this.screen)?.tree;
  }

  showScreen(name: string): void {
    if (this.screenInputs.some((screen) => screen.name === name)) this.screen = name;
  }

  // the viewer is read-only: "write state into tree" has nowhere to go
  applyEdit(_changes: readonly TreeChange[]): boolean {
    return false;
  }
}
