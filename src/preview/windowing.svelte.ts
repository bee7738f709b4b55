import { tick, untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { on } from 'svelte/events';
import { WINDOW_MARGIN_PX, WINDOW_MOST } from '../schema';
import { indexUnder, Sizes, spanOf, type Span } from './window';

/** Before the container has been laid out, assume a view this tall (a tall host pane). */
const FIRST_VIEW_PX = 900;

/** A drawn row and where it was on screen before the sizes changed. */
interface Anchor {
  readonly element: HTMLElement;
  readonly top: number;
}

interface View {
  readonly top: number;
  readonly bottom: number;
}

export interface WindowingOptions {
  /** How many rows there are. */
  count: () => number;
  /** The pointer of row `i` is this plus `i` (e.g. `/children/0/items/`). */
  prefix: () => string;
  /** Space between rows that the drawn rows' own boxes leave out (a column's gap). */
  gap?: () => number;
  /** Rough height of a row before any is measured. */
  estimate: number;
  /** Whether the container is long enough to draw in part. */
  enabled: () => boolean;
}

/**
 * Draws a long list or container in part: the rows in its host's scrolling view plus a margin, with
 * spacers standing for the rest so the scrollbar stays true. Rows are measured once drawn; the ones
 * never drawn count as the average. Create during component setup: it follows the scroll position and
 * the selection (a row selected elsewhere is drawn and scrolled to).
 */
export class Windowing {
  readonly #options: WindowingOptions;
  readonly #sizes: Sizes;
  #view = $state<View>({ top: 0, bottom: FIRST_VIEW_PX });
  /** Bumped when a measured size changes. */
  #measured = $state(0);
  /** A row that must be drawn although it is outside the view (focused or selected from elsewhere). */
  #keep = $state<number | undefined>();
  #container: HTMLElement | undefined;
  #anchor: Anchor | undefined;
  #frame = 0;

  readonly span: Span = $derived.by(() => {
    void this.#measured;
    const view = this.#view;
    const span = this.#natural(view);
    const keep = this.#keep;
    if (keep === undefined || keep >= this.#options.count() || (keep >= span.start && keep < span.end)) return span;
    const at = this.#sizes.offsetOf(keep);
    return this.#natural({ top: at, bottom: at + view.bottom - view.top });
  });

  constructor(options: WindowingOptions) {
    this.#options = options;
    this.#sizes = new Sizes(options.estimate);
    $effect(() => {
      void this.span;
      // measured after each draw; a changed size redraws once more with the better spacers
      if (untrack(options.enabled)) untrack(() => this.#measure());
    });
  }

  /** Call during component setup with the selection: a selected row outside the window is drawn and scrolled to. */
  follow(selected: () => string | undefined): void {
    let last: string | undefined;
    $effect(() => {
      const pointer = selected();
      if (pointer === last) return;
      last = pointer;
      untrack(() => {
        const index = indexUnder(pointer, this.#options.prefix());
        if (index !== undefined && pointer !== undefined && this.#options.enabled()) void this.#show(index, pointer);
      });
    });
  }

  /** Attach to the element the rows are drawn in. */
  readonly attach: Attachment<HTMLElement> = (element) => this.#attachTo(element);
  /** Attach to an element drawn inside the rows' element (its first spacer). */
  readonly attachParent: Attachment<HTMLElement> = (element) => (element.parentElement ? this.#attachTo(element.parentElement) : undefined);

  /** Draws row `index`, then focuses the element `selector` finds in it (focusing scrolls it into view). */
  async focus(index: number, selector: string): Promise<void> {
    this.#keep = index;
    await tick();
    this.#rowElement(index)?.querySelector<HTMLElement>(selector)?.focus();
  }

  #natural(view: View): Span {
    const count = this.#options.count();
    this.#sizes.resize(count);
    return spanOf(this.#sizes, view.top, view.bottom, WINDOW_MARGIN_PX, WINDOW_MOST);
  }

  #rowElement(index: number): Element | null {
    return this.#container?.querySelector(`:scope > [data-path="${CSS.escape(this.#options.prefix() + index)}"]`) ?? null;
  }

  async #show(index: number, pointer: string): Promise<void> {
    this.#keep = index;
    await tick();
    const drawn = this.#container?.querySelector(`[data-path="${CSS.escape(pointer)}"]`) ?? this.#rowElement(index);
    drawn?.scrollIntoView({ block: 'nearest' });
  }

  #attachTo(container: HTMLElement): () => void {
    this.#container = container;
    const schedule = (): void => {
      if (this.#frame === 0) this.#frame = requestAnimationFrame(() => ((this.#frame = 0), this.#update()));
    };
    // capture: scroll events do not bubble, and the scrolling element is the host frame's content
    const offs = [on(document, 'scroll', schedule, { capture: true, passive: true }), on(window, 'resize', schedule)];
    const observer = new ResizeObserver(schedule);
    observer.observe(container);
    const scroller = this.#scroller();
    if (scroller) observer.observe(scroller);
    schedule();
    return () => {
      for (const off of offs) off();
      observer.disconnect();
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
      if (this.#container === container) this.#container = undefined;
    };
  }

  #measure(): void {
    const container = this.#container;
    if (!container) return;
    this.#holdAnchor(container);
    const prefix = this.#options.prefix();
    const gap = this.#options.gap?.() ?? 0;
    const area = this.#scroller()?.getBoundingClientRect();
    const found: [index: number, size: number][] = [];
    let anchor: (Anchor & { readonly index: number }) | undefined;
    for (const child of container.children) {
      if (!(child instanceof HTMLElement)) continue;
      const index = indexUnder(child.dataset.path, prefix);
      if (index === undefined) continue;
      // offsetHeight is in the panel's own pixels, unaffected by the preview's zoom
      found.push([index, child.offsetHeight + gap]);
      if (anchor === undefined && area) {
        const rect = child.getBoundingClientRect();
        // only a row on screen: one drawn off screen (just before a jump to it) must not move the view
        if (rect.bottom > area.top && rect.top < area.bottom) anchor = { element: child, top: rect.top, index };
      }
    }
    const was = anchor ? this.#sizes.offsetOf(anchor.index) : 0;
    let changed = false;
    for (const [index, measured] of found) changed = this.#sizes.set(index, measured) || changed;
    if (!changed) return;
    this.#sizes.freeze();
    if (anchor) {
      // new sizes move the rows: the view moves with the first row in view, now in the span and, once drawn, on screen
      const moved = this.#sizes.offsetOf(anchor.index) - was;
      const view = untrack(() => this.#view);
      if (moved !== 0) this.#view = { top: view.top + moved, bottom: view.bottom + moved };
      this.#anchor = anchor;
    }
    this.#measured++;
  }

  /** Scrolls back by however far the spacers' new sizes moved the row that was first in view. */
  #holdAnchor(container: HTMLElement): void {
    const anchor = this.#anchor;
    this.#anchor = undefined;
    const scroller = this.#scroller();
    if (!anchor || !scroller || !anchor.element.isConnected) return;
    const moved = anchor.element.getBoundingClientRect().top - anchor.top;
    if (Math.abs(moved) < 0.5) return;
    const rect = container.getBoundingClientRect();
    const scale = container.offsetHeight > 0 && rect.height > 0 ? rect.height / container.offsetHeight : 1;
    scroller.scrollTop += moved / scale;
  }

  #scroller(): HTMLElement | null {
    return this.#container?.closest<HTMLElement>('[data-host-content]') ?? null;
  }

  /** Reads where the host's scrolling view meets the container, in the container's own pixels. */
  #update(): void {
    const container = this.#container;
    if (!container?.isConnected) return;
    this.#measure();
    const rect = container.getBoundingClientRect();
    // the preview may be zoomed to fit its pane: client rects are zoomed, layout sizes are not
    const scale = container.offsetHeight > 0 && rect.height > 0 ? rect.height / container.offsetHeight : 1;
    const area = this.#scroller()?.getBoundingClientRect();
    const top = Math.max(area?.top ?? 0, 0);
    const bottom = Math.max(top, Math.min(area?.bottom ?? innerHeight, innerHeight));
    const view = { top: (top - rect.top) / scale, bottom: (bottom - rect.top) / scale };
    const old = untrack(() => this.#view);
    if (Math.abs(view.top - old.top) >= 1 || Math.abs(view.bottom - old.bottom) >= 1) this.#view = view;
    // a kept row has been scrolled to by now (focus and scrollIntoView scroll at once): the view takes over
    if (untrack(() => this.#keep) !== undefined) this.#keep = undefined;
  }
}
