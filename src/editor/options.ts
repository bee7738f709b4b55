import type { editor } from 'monaco-editor/editor/editor.api';

/** What every editor of the app shows the same way. */
export const sharedOptions: editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  automaticLayout: true,
  scrollBeyondLastLine: false,
  // "#142" in a subtitle is an issue number, not a colour to draw a swatch for
  defaultColorDecorators: 'never',
  colorDecorators: false,
  // "−" and curly quotes are ordinary text in a panel; invisible characters stay marked
  unicodeHighlight: { ambiguousCharacters: false },
  // the lines that stick at the top follow indentation: cheap, and needs no document symbols
  stickyScroll: { enabled: true, defaultModel: 'indentationModel' },
  // a blinking cursor is motion, and repaints twice a second for as long as the editor has the focus
  cursorBlinking: prefersReducedMotion() ? 'solid' : 'blink',
};

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Monaco's own `maxTokenizationLineLength`: longer lines are shown uncoloured, and typing on one stays cheap. */
export const LONG_LINE = 20_000;

export const isLongLine = (length: number): boolean => length >= LONG_LINE;

/**
 * On a long line: completion on request only (Ctrl+Space), no bracket or occurrence matching, and the
 * textarea for input (the EditContext is handed the whole line on every key: about 80 ms at 7 MB).
 */
export const longLineOptions: editor.IEditorOptions = {
  editContext: false,
  inlineSuggest: { enabled: false },
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  matchBrackets: 'never',
  occurrencesHighlight: 'off',
  selectionHighlight: false,
};
