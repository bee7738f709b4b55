// Monaco's completion and hover read the JSON Schemas' descriptions: a copy with them in the interface language

type Translate = (english: string) => string;

// the API note json-schema.ts appends to a markdown description: translated around, kept as it is
const API_NOTE = /^([\s\S]*?)( \*\(API \d+\)\*)$/;

// values that are JSON to insert or match, not prose: a `description` key inside them is a prop of the tree
const DATA_KEYS = new Set(['body', 'default', 'examples', 'const', 'enum']);

const markdown = (text: string, translate: Translate) => {
  const match = API_NOTE.exec(text);
  return match ? `${translate(match[1]!)}${match[2]}` : translate(text);
};

/** A deep copy of `schema` whose description fields go through `translate`; every other value is kept. */
export function translateDescriptions<T>(schema: T, translate: Translate): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (DATA_KEYS.has(key)) out[key] = inner;
      else if (key === 'description' && typeof inner === 'string') out[key] = translate(inner);
      else if (key === 'markdownDescription' && typeof inner === 'string') out[key] = markdown(inner, translate);
      else if (key === 'enumDescriptions' && Array.isArray(inner)) out[key] = inner.map((text) => (typeof text === 'string' ? translate(text) : text));
      else if (key === 'markdownEnumDescriptions' && Array.isArray(inner)) out[key] = inner.map((text) => (typeof text === 'string' ? markdown(text, translate) : text));
      else out[key] = walk(inner);
    }
    return out;
  };
  return walk(schema) as T;
}
