// check-plugin's advice about pictures: an image naming a file the plugin's files/ folder does not have.
import { IMAGE_FORMATS } from '../schema/agentty';
import { extensionOf } from '../document/media-checks';
import { pathProblem } from '../files/design-file';
import { pathLabel } from './json-text';

/** How deep the walk goes: Agentty refuses trees nested past 12 levels, and nodes hide a few levels down in entries. */
const MAX_WALK_DEPTH = 64;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One line of advice per image whose `src` names a picture `pictures` (paths inside files/) does not hold. */
export function missingPictureAdvice(tree: unknown, pictures: ReadonlySet<string>): string[] {
  const advice: string[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (path.length > MAX_WALK_DEPTH) return;
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index]));
    if (!isObject(value)) return;
    const src = value.src;
    // a bad path or format is the analysis's warning already
    if (value.type === 'image' && typeof src === 'string' && !pathProblem(src) && (IMAGE_FORMATS as readonly string[]).includes(extensionOf(src)) && !pictures.has(src)) {
      advice.push(`${pathLabel([...path, 'src'])}: No file "${src}" in the plugin's files/ folder: Agentty draws the empty slot.`);
    }
    for (const [key, child] of Object.entries(value)) if (typeof child === 'object') walk(child, [...path, key]);
  };
  walk(tree, ['tree']);
  return advice;
}
