import type { Monaco } from './monaco';

/** The designer's own colours: light or dark. */
export type EditorTheme = 'light' | 'dark';

const THEME_NAMES: Readonly<Record<EditorTheme, string>> = { light: 'panel-designer-light', dark: 'panel-designer-dark' };

/**
 * Monaco's vs and vs-dark with the colours that fell below 4.5:1 raised to it: the last line's dimmed number,
 * and tokens drawn over a selection (JSON numbers in light; strings and keywords in dark), and dark comments.
 */
export function defineEditorThemes(monaco: Monaco): void {
  monaco.editor.defineTheme(THEME_NAMES.light, {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'number', foreground: '056540' },
      { token: 'number.json', foreground: '056540' },
    ],
    colors: { 'editorLineNumber.dimmedForeground': '#6e7681' },
  });
  monaco.editor.defineTheme(THEME_NAMES.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'string', foreground: 'e4b29e' },
      { token: 'string.value.json', foreground: 'e4b29e' },
      { token: 'keyword', foreground: 'a0c6f2' },
      { token: 'keyword.json', foreground: 'e4b29e' },
      { token: 'comment', foreground: '6a9955' },
    ],
    colors: { 'editorLineNumber.dimmedForeground': '#8a8a8a' },
  });
}

export function editorThemeName(theme: EditorTheme): string {
  return THEME_NAMES[theme];
}
