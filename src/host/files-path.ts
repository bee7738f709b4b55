// The checks Agentty makes on the text of a files/* path (its files.rs): relative, plain names, inside the plugin's folder.
import { FILES_LIMITS } from './decisions';
import { inEnglish, say, type Say } from '../i18n/say';

/** A path refused: `said` for the interface language, `problem` its English (node/plugin-files.ts throws it). */
const refused = (said: Say) => ({ ok: false as const, said, problem: inEnglish(said) });

/** The path's names inside the plugin's folder ([] for the folder itself), or the sentence refusing it. */
export function pathParts(relative: string): { ok: true; parts: string[] } | { ok: false; said: Say; problem: string } {
  const path = JSON.stringify(relative.slice(0, 200));
  if (relative.length > FILES_LIMITS.pathChars || relative.includes('\0') || relative.includes('\\')) return refused(say('hostAnswers.notInFolder', { path }));
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return refused(say('hostAnswers.notInsideFolder', { path }));
  const parts: string[] = [];
  for (const name of relative.split('/')) {
    if (name === '' || name === '.') continue;
    if (name === '..') return refused(say('hostAnswers.notInsideFolder', { path }));
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    if (name.length > FILES_LIMITS.nameChars || /[\u0000-\u001f\u007f-\u009f]/.test(name)) return refused(say('hostAnswers.badName', { path }));
    parts.push(name);
  }
  if (parts.length > FILES_LIMITS.depth) return refused(say('hostAnswers.pathTooDeep', { path, max: FILES_LIMITS.depth }));
  return { ok: true, parts };
}
