/** ASCII words of a free-form name: "Main screen" → ["main", "screen"]. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const pascalCase = (name: string) => words(name).map(capitalise).join('');

/** Hands out identifiers, never the same one twice; names without ASCII letters get a numbered fallback. */
export function namer(make: (parts: string[]) => string, fallback: string): (name: string) => string {
  const taken = new Set<string>();
  let unnamed = 0;
  return (name) => {
    const parts = words(name);
    const base = parts.length ? make(parts) : make([fallback, String(++unnamed)]);
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
    taken.add(candidate);
    return candidate;
  };
}

export const screenConstant = () => namer((parts) => `SCREEN_${parts.join('_').toUpperCase()}`, 'screen');
export const jsHandlerName = () => namer((parts) => `on${parts.map(capitalise).join('')}`, 'element');
export const pyHandlerName = () => namer((parts) => `on_${parts.join('_')}`, 'element');

/** Identifiers for a list of names, in order, each unique. */
export function nameAll(names: readonly string[], make: () => (name: string) => string): Map<string, string> {
  const next = make();
  const out = new Map<string, string>();
  for (const name of names) if (!out.has(name)) out.set(name, next(name));
  return out;
}
