// Where a drawn element can be seen: the preview's pane, not the whole page, is the host's window.

export interface Area {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The part of the viewport `element` can be seen in: inside every ancestor that clips what overflows it. */
export function visibleArea(element: HTMLElement): Area {
  let left = 0;
  let right = window.innerWidth;
  let top = 0;
  let bottom = window.innerHeight;
  for (let at = element.parentElement; at !== null; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const rect = at.getBoundingClientRect();
    left = Math.max(left, rect.left);
    right = Math.min(right, rect.right);
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return { left, right, top, bottom };
}

/** How much smaller than its own pixels `element` is drawn (the preview zooms a panel out to fit its pane). */
export function drawnScale(element: HTMLElement): number {
  const width = element.offsetWidth;
  return width > 0 ? element.getBoundingClientRect().width / width || 1 : 1;
}
