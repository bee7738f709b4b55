import type { WireEntry } from '../../events';
import type { WidgetState } from '../../preview/widget-state.svelte';
import type { InputChangeMode } from '../../schema';

/** What the wire log shows and works on: the simulator's session, or a live plugin's. */
export interface WireLogSource {
  readonly entries: readonly WireEntry[];
  /** The entries the filters let through. */
  readonly shown: WireEntry[];
  readonly methods: string[];
  readonly elements: string[];
  methodFilter: string;
  elementFilter: string;
  /** Why the last interaction sent nothing, or what the last action did. */
  readonly notice: { readonly text: string; readonly blocked: boolean } | undefined;
  inputMode: InputChangeMode;
  /** Clicks change toggles, checkboxes, choices, selects and tabs by themselves, which Agentty's do not. */
  keepsClicks: boolean;
  readonly widgets: WidgetState;
  clear(): void;
  resetState(): void;
  /** Absent where the tree is not the user's to edit (a live plugin's panel). */
  writeStateIntoTree?: () => void;
  highlightEntry(entry: WireEntry | undefined): void;
  /** The file name "Save NDJSON" offers. */
  readonly logFileName: string;
}
