import type { Page } from 'playwright-core';

/**
 * English a person still sees in the designer's own texts (text, aria-label, title, placeholder) while the
 * interface is in another language. Left out: the panel (the design's content), Monaco's inside, code, the
 * design's own names in inputs, and anything marked `translate="no"` (node types, keys, file names). `within`: a
 * selector of the part of the page to read.
 */
export function englishLeft(page: Page, allowed: readonly string[] = [], within = 'body'): Promise<string[]> {
  return page.evaluate(([allowedWords, rootSelector]) => {
    const root = document.querySelector(rootSelector);
    if (!root) return [`nothing matches ${rootSelector}`];
    // names that stay as they are in every language
    const names = new Set(['agentty', 'panel', 'designer', 'json', 'api', 'sdk', 'url', 'npm', 'readme', 'agent', 'bridge', 'monaco', 'english', 'png', 'jpeg', 'webp', 'gif', 'svg', 'iframe', 'ctrl', 'alt', 'shift', 'enter', 'esc', 'tab', 'go', 'node', 'rpc', 'ltr', 'rtl', 'zip', 'mac', 'utc', 'lucide', ...allowedWords.map((word) => word.toLowerCase())]);
    const skipped = '[data-host-content], [data-host-theme] .pd-panel, .pd-host header, .monaco-editor, .code-view, code, pre, kbd, samp, [translate="no"], script, style, template, noscript';
    const shown = (element: Element) => {
      if (element.closest(skipped)) return false;
      if (element.closest('[hidden], [inert]')) return false;
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.visibility !== 'hidden';
    };
    const found = new Set<string>();
    const check = (text: string | null, where: string) => {
      // quoted values and code words (camelCase, snake_case, dotted, key=value) are names, not prose
      const prose = (text ?? '').replace(/[`"“”'‘’][^`"“”'‘’\n]*[`"“”'‘’]/g, ' ').replace(/\S*[./_:@#=<>{}[\]]\S*/g, ' ');
      const words = [...prose.matchAll(/\b[A-Za-z][a-z]{2,}\b/g)].filter((match) => !names.has(match[0].toLowerCase()));
      // English left is a phrase (two words in a row), or a whole text of one English word; a lone word inside a
      // translated sentence, or a list of them ("select, move, insert"), is a name in code
      const phrase = words.some((match, index) => {
        const next = words[index + 1];
        return next !== undefined && /^[\s;!?()-]*$/.test(prose.slice(match.index + match[0].length, next.index));
      });
      const alone = words.length === 1 && !/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(prose);
      if (phrase || alone) found.add(`${where}: "${(text ?? '').trim().slice(0, 80)}"`);
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent)) check(node.textContent, parent.tagName.toLowerCase());
    }
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder']) check(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
    }
    return [...found].sort();
  }, [allowed, within] as const);
}
