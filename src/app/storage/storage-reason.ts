import { i18n } from '../../i18n/i18n.svelte';
import { NotRemembered } from './current';

/** Why storing failed, in the interface language: the browser's own words where it gave some. */
export function storageReason(error: unknown): string {
  if (error instanceof NotRemembered) return i18n.m.workbench.notRemembered;
  return error instanceof Error && error.message !== '' ? error.message : i18n.m.workbench.storageUnavailable;
}
