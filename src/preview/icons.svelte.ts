import { afterPaint } from './after-paint';

// The Lucide icon map is big: it is imported lazily, once, into its own chunk.
type IconMap = (typeof import('virtual:lucide-icons'))['default'];
export type IconNode = IconMap[string];

class IconStore {
  map: IconMap | null = $state.raw(null);
}

export const iconStore = new IconStore();

let loading: Promise<IconMap> | undefined;

export function loadIcons(): Promise<IconMap> {
  // compiling the map (about 400 KB) waits for the first frame, which it would otherwise slow on two cores
  loading ??= new Promise<void>((painted) => afterPaint(painted))
    .then(() => import('virtual:lucide-icons'))
    .then(
      (module) => (iconStore.map = module.default),
      (error: unknown) => {
        loading = undefined; // let a later icon retry
        throw error;
      },
    );
  return loading;
}
