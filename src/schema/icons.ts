import names from 'virtual:lucide-names';

/** Every Lucide icon name (kebab-case), read from the installed package at build time. */
export const iconNames: ReadonlySet<string> = new Set(names);

export function isKnownIcon(name: string): boolean {
  return iconNames.has(name);
}
