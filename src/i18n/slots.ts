// A message with markup inside it (a <code> word, a button): the markup's places are left as {{name}} by `slot`,
// then `slotParts` cuts the translated text there, so each language puts them where its sentence needs them.

/** The value to pass for a placeholder that markup fills: i18next leaves it as written. */
export const slot = (name: string): string => `{{${name}}}`;

export type SlotPart = { readonly text: string; readonly slot?: undefined } | { readonly slot: string; readonly text?: undefined };

/** The text between the slots, and the slots by name, in the order the language writes them. */
export function slotParts(text: string): SlotPart[] {
  return text.split(/\{\{(\w+)\}\}/).flatMap((piece, i): SlotPart[] => (i % 2 === 1 ? [{ slot: piece }] : piece === '' ? [] : [{ text: piece }]));
}
