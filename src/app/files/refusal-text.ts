import { sizeText, type Refusal } from '../../files/design-file';
import { refusalText, type FileRefusal, type FileRefusalKey } from '../../files/refusals';
import { formatNumber, i18n } from '../../i18n/i18n.svelte';
import { issueText } from '../../i18n/issue-text';
import type { DocumentRefusal } from '../../share/document';

const { t } = i18n;
// the key is chosen at run time: i18next cannot check its values then, so `say` checks the key alone
const say = t as unknown as (key: `fileRefusals.${FileRefusalKey}`, params: Readonly<Record<string, string>>) => string;

/** A size as the interface language writes it ("980 bytes", "2.4 MB"; in English as sizeText writes it). */
export const sizeInLocale = (bytes: number): string => (bytes < 1000 ? t('share.bytes', { count: bytes, bytes: formatNumber(bytes) }) : sizeText(bytes, i18n.locale));

/** Why a file was refused, in the interface language; read in a template, so a language switch rewrites it. */
export function refusalInLocale(refusal: Refusal): string {
  return refusal.why ? fileRefusalInLocale(refusal.why) : refusal.reason;
}

/** A refusal given as data, in the interface language. */
export function fileRefusalInLocale(why: FileRefusal): string {
  return refusalText(why, { say: (key, params = {}) => say(`fileRefusals.${key}`, params), size: sizeInLocale, number: (value) => formatNumber(value) });
}

/** Why a design does not open, in the interface language. */
export function documentRefusalInLocale(refusal: DocumentRefusal): string {
  return refusal.why ? fileRefusalInLocale(refusal.why) : issueText(refusal);
}
