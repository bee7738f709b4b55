import type { Rename } from '../events/reactions/rename';
import { formatNumber, i18n } from '../i18n/i18n.svelte';

/** What a rename changed elsewhere, in the interface language: "\"a\" → \"b\": 3 places updated: 2 in the reactions, 1 on screen \"detail\"." */
export function renameText(rename: Rename, counts: { readonly reactions: number; readonly screens: ReadonlyMap<string, number> }, total: number): string {
  const { t } = i18n;
  const parts = [
    ...(counts.reactions ? [t('screens.renamedInReactions', { n: formatNumber(counts.reactions) })] : []),
    ...[...counts.screens].filter(([, n]) => n > 0).map(([screen, n]) => t('screens.renamedOnScreen', { n: formatNumber(n), screen })),
  ];
  return t('screens.renamed', { from: JSON.stringify(rename.from), to: JSON.stringify(rename.to), count: total, n: formatNumber(total), parts: parts.join(t('screens.renamedJoin')) });
}
