// The checks Agentty makes on the text of a files/* path (its files.rs): relative, plain names, inside the plugin's folder.
import { FILES_LIMITS } from './decisions';

/** The path's names inside the plugin's folder ([] for the folder itself), or the sentence refusing it. */
export function pathParts(relative: string): { ok: true; parts: string[] } | { ok: false; problem: string } {
  const shown = JSON.stringify(relative.slice(0, 200));
  if (relative.length > FILES_LIMITS.pathChars || relative.includes('\0') || relative.includes('\\')) return { ok: false, problem: `${shown} is not a path in the plugin's folder` };
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return { ok: false, problem: `${shown} is not a path inside the plugin's folder` };
  const parts: string[] = [];
  for (const name of relative.split('/')) {
    if (name === '' || name === '.') continue;
    if (name === '..') return { ok: false, problem: `${shown} is not a path inside the plugin's folder` };
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    if (name.length > FILES_LIMITS.nameChars || /[\u0000-\u001f\u007f-\u009f]/.test(name)) return { ok: false, problem: `${shown}: a name is too long or has control characters` };
    parts.push(name);
  }
  if (parts.length > FILES_LIMITS.depth) return { ok: false, problem: `${shown} is more than ${FILES_LIMITS.depth} folders deep` };
  return { ok: true, parts };
}
