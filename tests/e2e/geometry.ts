import type { Page } from 'playwright-core';

/**
 * What a person would see as broken in the page as drawn now, one sentence each: controls that
 * overlap, a control cut by its pane or the window, text wrapped inside a button, a page that
 * scrolls sideways. The panel's own content and Monaco's inside are left out: they are not chrome.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    if (root.scrollHeight > root.clientHeight + 1) problems.push(`the page scrolls down: ${root.scrollHeight} px tall in a ${root.clientHeight} px window`);

    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    // the part of an element that its scrolling or clipping ancestors let through
    const visibleRect = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (!clips(getComputedStyle(parent))) continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return { left, top, right, bottom };
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const chrome = (element: Element) => !element.closest('.monaco-editor, [data-host-content], .pd-host header, .code-view');

    const controls = [...document.querySelectorAll('button, input:not([type=radio]), select, textarea, [role=tab], [role=separator], [role=radiogroup] label, a[href]')]
      .filter((element) => shown(element) && chrome(element));
    const boxes = controls
      .map((element) => ({ element, full: element.getBoundingClientRect(), seen: visibleRect(element) }))
      .filter(({ seen }) => seen.right - seen.left > 1 && seen.bottom - seen.top > 1);

    for (const { element, full, seen } of boxes) {
      // scrolled out of view vertically is fine; cut at the side is not
      if (full.left < seen.left - 1 || full.right > seen.right + 1) {
        problems.push(`${name(element)} is cut at the side (${Math.round(full.left)}–${Math.round(full.right)} shown ${Math.round(seen.left)}–${Math.round(seen.right)})`);
      }
      if (full.right > innerWidth + 1 || full.left < -1) problems.push(`${name(element)} reaches outside the window`);
      if (element.matches('button, [role=tab], [role=radiogroup] label') && element.children.length === 0 || element.matches('[role=radiogroup] label')) {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
        if (lines.size > 1) problems.push(`${name(element)} wraps its text onto ${lines.size} lines`);
      }
      if (element.matches('button') && element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} cuts its own text`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.seen.right, b.seen.right) - Math.max(a.seen.left, b.seen.left);
        const height = Math.min(a.seen.bottom, b.seen.bottom) - Math.max(a.seen.top, b.seen.top);
        if (width > 2 && height > 2) problems.push(`${name(a.element)} overlaps ${name(b.element)}`);
      }
    }
    return problems;
  });
}

/** The panel frame's box and the pane's box, to see the whole panel is visible. */
export function panelBox(page: Page): Promise<{ panel: DOMRect; pane: DOMRect; scale: number }> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-host-theme]')!;
    const pane = panel.closest('section')!;
    const scale = Number(panel.closest('[data-scale]')?.getAttribute('data-scale') ?? 1);
    return { panel: panel.getBoundingClientRect().toJSON() as DOMRect, pane: pane.getBoundingClientRect().toJSON() as DOMRect, scale };
  });
}
