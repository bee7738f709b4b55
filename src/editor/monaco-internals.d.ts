// the two pieces of Monaco's JSON worker that src/editor/json.worker.ts builds on (the package ships no types for them)
declare module 'monaco-editor/internal/common/initialize' {
  export function initialize(create: (ctx: unknown, createData: unknown) => object): void;
}
declare module 'monaco-editor/languages/features/json/jsonWorker' {
  export class JSONWorker {
    constructor(ctx: unknown, createData: unknown);
    _getTextDocument(uri: string): { getText(): string } | null;
  }
}
