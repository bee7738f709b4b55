/** A location in a JSON value: object keys and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

/** RFC 6901 JSON Pointer of a path, e.g. `/children/0/items`. */
export function toPointer(path: JsonPath): string {
  let out = '';
  for (const segment of path) out += '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  return out;
}

export function fromPointer(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment;
    });
}

/** The value at a path, or undefined when any step is missing. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

export function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);
}
