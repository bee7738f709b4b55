// Monaco's own words (find, context menu, hover, command palette) in the interface language: monaco-editor ships
// Korean, Japanese and Simplified Chinese message files that fill a global before its code runs

const MESSAGES: Readonly<Record<string, { language: string; load: () => Promise<unknown> }>> = {
  // the files are outside the package's exports map: they are reached by their path
  ko: { language: 'ko', load: () => import('../../node_modules/monaco-editor/dev/vs/nls/lang/ko.js') },
  ja: { language: 'ja', load: () => import('../../node_modules/monaco-editor/dev/vs/nls/lang/ja.js') },
  'zh-CN': { language: 'zh-cn', load: () => import('../../node_modules/monaco-editor/dev/vs/nls/lang/zh-cn.js') },
};

let wordsIn: string | undefined;

/** The interface language Monaco's own words were loaded in, or undefined before Monaco starts. */
export const monacoWordsLanguage = (): string | undefined => wordsIn;

/**
 * Loads Monaco's messages for the page's language (`<html lang>`, set by the interface language) before Monaco's
 * code runs; English needs nothing. A language chosen later applies from the next load: Monaco reads its words once.
 */
export async function loadMonacoMessages(): Promise<void> {
  wordsIn = document.documentElement.lang;
  const messages = MESSAGES[wordsIn];
  if (!messages) return;
  await messages.load();
  (globalThis as { _VSCODE_NLS_LANGUAGE?: string })._VSCODE_NLS_LANGUAGE = messages.language;
}
