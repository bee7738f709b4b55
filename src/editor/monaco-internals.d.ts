// the pieces of Monaco's JSON language that src/editor builds on (the package ships no types for them)
declare module 'monaco-editor/internal/common/initialize' {
  export function initialize(create: (ctx: unknown, createData: unknown) => object): void;
}
declare module 'monaco-editor/languages/features/json/jsonWorker' {
  export class JSONWorker {
    constructor(ctx: unknown, createData: unknown);
    _getTextDocument(uri: string): { getText(): string } | null;
    doComplete(uri: string, position: unknown): Promise<unknown>;
    doHover(uri: string, position: unknown): Promise<unknown>;
  }
}
declare module 'monaco-editor/languages/features/json/tokenization' {
  import type { languages } from 'monaco-editor/editor/editor.api';
  export function createTokenizationSupport(supportComments: boolean): languages.TokensProvider;
}
