// Where the Live page finds the running plugin's pictures: `npm run host` serves its files/ folder here.
import { pathProblem } from './design-file';

export const PLUGIN_FILES_PATH = '/plugin-files/';

/** The URL of the picture an image's `src` names, or undefined for a `src` that leaves files/ (Agentty draws nothing). */
export function pluginPictureUrl(src: string): string | undefined {
  if (pathProblem(src)) return undefined;
  return `${PLUGIN_FILES_PATH}${src.split('/').map(encodeURIComponent).join('/')}`;
}
