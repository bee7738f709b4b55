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
};
