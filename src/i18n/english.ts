// English words for code that also runs outside the page (tests, Node, the CLI): said as the page's `t` says them
import { quickWords, type PlainValues } from './quick-words';

let englishNumbers: Intl.NumberFormat | undefined;
const inEnglishDigits = (value: number) => (englishNumbers ??= new Intl.NumberFormat('en')).format(value);

/** The message `name` of an English message group, with its values put in (as written when it needs more). */
export function englishMessage<Group extends Readonly<Record<string, string>>>(group: Group, name: keyof Group & string, values: PlainValues = {}): string {
  return quickWords({ group }, `group.${name}`, values, 'en', inEnglishDigits) ?? group[name]!;
}
