// English words for code that also runs outside the page (tests, Node): a message filled in without i18next

/** `template` with each `{{name}}` replaced by its value. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
