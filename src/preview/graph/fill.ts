// A `fill` graph takes the panel's remaining height: to the bottom of what can be seen of the panel, as Grid's fill does.
import type { Attachment } from 'svelte/attachments';
import { on } from 'svelte/events';
import { drawnScale, visibleArea } from '../visible-area';

// the panel's bottom padding and a margin, so the panel ends inside its pane
const FILL_BELOW = 12 + 16;

export function fillsPanel(least: number, set: (height: number | undefined) => void): Attachment<HTMLElement> {
  return (element) => {
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const scroller = element.closest<HTMLElement>('[data-host-content]') ?? element.parentElement;
      if (scroller === null) return;
      const scale = drawnScale(element);
      const top = element.getBoundingClientRect().top + scroller.scrollTop * scale;
      set(Math.max(least, Math.floor((visibleArea(scroller).bottom - top) / scale - FILL_BELOW)));
    };
    const later = (): void => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(later);
    if (element.parentElement) observer.observe(element.parentElement);
    const off = on(window, 'resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      off();
      set(undefined);
    };
  };
}
