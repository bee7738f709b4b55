// Where a menu, a drop-down or a list of suggestions floats: under its control, kept inside the window.
import type { Attachment } from 'svelte/attachments';

/** Agentty places a plugin's menus 28 + 4 px below the top of their control (agentty-look.md §3.6). */
export const POPUP_OFFSET = 32;
/** ...and keeps them this far inside the window. */
export const WINDOW_MARGIN = 8;

export type PopupAlign = 'start' | 'end';

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Placement {
  readonly left: number;
  readonly top: number;
  /** The tallest it may be and stay in the window; it scrolls past this. */
  readonly maxHeight: number;
}

/**
 * Where a popup of `size` goes for a control at `anchor`, all in window pixels: `offset` below the
 * control's top, its left edge on the control's (`start`) or its right edge on the control's (`end`),
 * then moved inside a window of `view` with `margin` to spare, as GPUI's snapping does.
 */
export function placePopup(
  anchor: Box,
  size: { readonly width: number; readonly height: number },
  view: { readonly width: number; readonly height: number },
  align: PopupAlign,
  offset: number,
  margin = WINDOW_MARGIN,
): Placement {
  const maxHeight = Math.max(0, view.height - 2 * margin);
  const height = Math.min(size.height, maxHeight);
  let left = align === 'end' ? anchor.left + anchor.width - size.width : anchor.left;
  left = Math.max(margin, Math.min(left, view.width - margin - size.width));
  let top = anchor.top + offset;
  top = Math.max(margin, Math.min(top, view.height - margin - height));
  return { left, top, maxHeight };
}

/** The zoom an element is drawn at (a scaled-down host frame): CSS pixels times this are window pixels. */
function zoomOf(element: HTMLElement): number {
  const zoom = (element as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom;
  return typeof zoom === 'number' && zoom > 0 ? zoom : 1;
}

export interface PopupOptions {
  /** The control the popup belongs to. */
  readonly anchor: () => HTMLElement | null | undefined;
  readonly align?: PopupAlign;
  /** Panel pixels from the control's top to the popup's; Agentty's 32 when left out. */
  readonly offset?: () => number;
}

/**
 * Shows the element it is attached to (a `popover="manual"` element) in the top layer, so no scrolling
 * panel clips it, and keeps it under its control while the page scrolls or resizes.
 */
export function popupUnder(options: PopupOptions): Attachment<HTMLElement> {
  return (popup) => {
    if (!popup.isConnected) return;
    try {
      popup.showPopover();
    } catch {
      // already shown, or not a popover: placing still works
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const anchor = options.anchor();
      if (!anchor?.isConnected) return;
      const zoom = zoomOf(popup);
      popup.style.maxHeight = '';
      const box = anchor.getBoundingClientRect();
      const size = popup.getBoundingClientRect();
      const at = placePopup(
        box,
        size,
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        options.align ?? 'start',
        (options.offset?.() ?? POPUP_OFFSET) * zoom,
      );
      popup.style.left = `${at.left / zoom}px`;
      popup.style.top = `${at.top / zoom}px`;
      if (size.height > at.maxHeight) popup.style.maxHeight = `${at.maxHeight / zoom}px`;
    };
    const later = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    // its entries may change size once drawn (fonts, icons)
    const resized = new ResizeObserver(later);
    resized.observe(popup);
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
      try {
        popup.hidePopover();
      } catch {
        // gone with its element
      }
    };
  };
}
