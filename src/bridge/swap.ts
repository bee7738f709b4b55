import type { PluginField } from '../schema/bridge';
import { swapped } from './messages';
import { fieldName } from './values';

const fits = (field: PluginField, value: string | undefined) => !field.prefix || !value || value.startsWith(field.prefix);

/**
 * Two prefixed fields whose values arrived swapped (each one fits the other's prefix, neither its own)
 * are moved back into place in `config`; returns the notice for each pair moved.
 */
export function moveSwapped(fields: readonly PluginField[], config: Record<string, string>): string[] {
  const notices: string[] = [];
  const misplaced = fields.filter((field) => !fits(field, config[field.key]));
  for (const [i, first] of misplaced.entries()) {
    for (const second of misplaced.slice(i + 1)) {
      const a = config[first.key]!;
      const b = config[second.key]!;
      if (fits(first, a) || fits(second, b) || !b.startsWith(first.prefix!) || !a.startsWith(second.prefix!)) continue;
      config[first.key] = b;
      config[second.key] = a;
      notices.push(swapped(fieldName(first), fieldName(second)));
    }
  }
  return notices;
}
