// what an export refusal and its warnings say: English for the CLI and tests, `said` for the interface language
import { inEnglish, say, type Say } from '../i18n/say';

/** How many problems a refusal names: enough to act on, short enough to read. */
export const MAX_REASONS = 3;

/** An issue's words as one line: its own, or its English message where it has none. */
export const issueSaid = (issue: { readonly message: string; readonly say?: Say | undefined }): Say => issue.say ?? say('exportRefusals.line', { text: issue.message });

/** A refusal naming its first problems. */
export function refusal(lines: readonly Say[]): { ok: false; reason: string; said: readonly Say[] } {
  const said = lines.slice(0, MAX_REASONS);
  return { ok: false, reason: said.map(inEnglish).join('\n'), said };
}

/** Warnings to show beside what is exported; nothing when there are none. */
export function warned(lines: readonly Say[]): { warnings?: readonly string[]; saidWarnings?: readonly Say[] } {
  return lines.length ? { warnings: lines.map(inEnglish), saidWarnings: lines } : {};
}
