import i18next from 'i18next';
import { capitalize, sayWith, type Say } from './say';
import { i18n } from './i18n.svelte';

// English names a thing first in a sentence capitalised ("A list item takes …"); the issues' messages use it
i18next.services.formatter?.add('capitalize', capitalize);

const translate = (key: string, values: object): string => (i18n.t as unknown as (key: string, values: object) => string)(key, values);

/** An issue's words in the interface language; read in a template or an effect, they redraw on a switch. */
export function issueText(issue: { readonly message: string; readonly say?: Say | undefined }): string {
  return issue.say ? sayWith(issue.say, translate) : issue.message;
}
