import { sizeText, type Refusal } from '../../files/design-file';
import { refusalText } from '../../files/refusals';
import { formatNumber, i18n } from '../../i18n/i18n.svelte';

const { t } = i18n;

/** A size as the interface language writes it ("980 bytes", "2.4 MB"; in English as sizeText writes it). */
export const sizeInLocale = (bytes: number): string => (bytes < 1000 ? t('share.bytes', { count: bytes, bytes: formatNumber(bytes) }) : sizeText(bytes, i18n.locale));

/** Why a file was refused, in the interface language; read in a template, so a language switch rewrites it. */
export function refusalInLocale(refusal: Refusal): string {
  if (!refusal.why) return refusal.reason;
  return refusalText(refusal.why, { say: (key, params) => t(`fileRefusals.${key}`, params), size: sizeInLocale, number: (value) => formatNumber(value) });
}
