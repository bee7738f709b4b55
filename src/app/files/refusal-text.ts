import { sizeText, type Refusal } from '../../files/design-file';
import { refusalText, type FileRefusal, type FileRefusalKey } from '../../files/refusals';
import { formatNumber, i18n } from '../../i18n/i18n.svelte';

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

/** A design that does not open: in the interface language when its files are what is refused, else as given. */
export function documentRefusalInLocale(refusal: { readonly message: string; readonly why?: FileRefusal | undefined }): string {
  return refusal.why ? fileRefusalInLocale(refusal.why) : refusal.message;
}
