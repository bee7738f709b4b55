const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus to the next (or previous) control outside `container`, as Tab would if the editor did not keep it. */
export function focusOutside(container: HTMLElement, direction: 1 | -1): void {
  const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !container.contains(element) && element.getClientRects().length > 0,
  );
  const after = (element: HTMLElement) => Boolean(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target = direction === 1 ? candidates.find(after) : candidates.filter((element) => !after(element)).at(-1);
  target?.focus();
}
