import { rememberingSay, type Say } from './say';
import { i18n } from './i18n.svelte';

const translate = (key: string, values: object): string => (i18n.t as unknown as (key: string, values: object) => string)(key, values);

// a language's words are remembered apart: its catalogue is loaded before the interface switches to it
const wordsIn = new Map<string, (said: Say) => string>();

/** An issue's words in the interface language; read in a template or an effect, they redraw on a switch. */
export function issueText(issue: { readonly message: string; readonly say?: Say | undefined }): string {
  if (!issue.say) return issue.message;
  const locale = i18n.locale;
  let words = wordsIn.get(locale);
  if (!words) wordsIn.set(locale, (words = rememberingSay(translate)));
  return words(issue.say);
}

/** Lines said as data (an export's warnings), each in the interface language; the English where there are none. */
export function saidEach(said: readonly Say[] | undefined, english: readonly string[] = []): readonly string[] {
  return said ? said.map((line) => issueText({ message: '', say: line })) : english;
}

/** The same lines as one text (a refusal's reason). */
export function saidLines(said: readonly Say[] | undefined, english: string): string {
  return said ? saidEach(said).join('\n') : english;
}

// Japanese and Chinese put no space after a full-width stop, colon or bracket
const ENDS_FULL_WIDTH = /[。：！？）」、，；]$/;

/** Sentences said as data (a host's violation, note or reason) as one text; the English where there are none. */
export function saidSentences(said: readonly Say[] | undefined, english: string): string {
  if (!said?.length) return english;
  return saidEach(said).reduce((text, sentence) => (text === '' ? sentence : `${text}${ENDS_FULL_WIDTH.test(text) ? '' : ' '}${sentence}`), '');
}
