import { fileRefusals as english } from '../i18n/messages/en/fileRefusals';

/** A refused file's reason as data: the interface says it in its language, the node tools in English. */
export type FileRefusal =
  | { readonly key: 'pathEmpty' }
  | { readonly key: 'pathLong'; readonly length: number; readonly max: number }
  | { readonly key: 'backslash' | 'rooted' | 'drive' | 'control' | 'dotdot' | 'dot' | 'emptySegment' | 'noFile' | 'taken'; readonly path: string }
  | { readonly key: 'format'; readonly what: UnknownFormat; readonly name?: string }
  | { readonly key: 'tooBig'; readonly name: string; readonly size: number; readonly max: number }
  | { readonly key: 'overTotal'; readonly name: string; readonly size: number; readonly total: number; readonly max: number }
  | FilesListRefusal
  | { readonly key: 'designFiles'; readonly why: FileRefusal };

/** Why the `files` list of a `.json` design is refused; `where` names the entry as JSON does ("files[2]"). */
export type FilesListRefusal =
  | { readonly key: 'filesNotList' }
  | { readonly key: 'entryNotObject' | 'entryPathNotString'; readonly where: string }
  | { readonly key: 'entryNoBase64' | 'entryTwice' | 'entryNotBase64'; readonly where: string; readonly path: string }
  | { readonly key: 'entryPathRefused'; readonly where: string; readonly why: FileRefusal }
  | { readonly key: 'entryFormatRefused'; readonly where: string; readonly path: string; readonly why: FileRefusal }
  | { readonly key: 'entryTooBig'; readonly where: string; readonly path: string; readonly size: number; readonly max: number }
  | { readonly key: 'entriesOverTotal'; readonly where: string; readonly path: string; readonly max: number }
  | { readonly key: 'entryTypeDisagrees'; readonly where: string; readonly path: string; readonly type: string; readonly actual: string };

/** What a refused file is instead of a picture Agentty draws. */
export type UnknownFormat = 'svg' | 'bmp' | 'tiff' | 'ico' | 'avif' | 'pdf' | 'zip' | 'empty' | 'unknown';

export type FileRefusalKey = keyof typeof english;

/** How one language says a refusal: its messages, its sizes ("5 MB") and its numbers ("5,000,000"). */
export interface RefusalWords {
  readonly say: (key: FileRefusalKey, params?: Readonly<Record<string, string>>) => string;
  readonly size: (bytes: number) => string;
  readonly number: (value: number) => string;
}

const WHAT = { bmp: 'whatBmp', tiff: 'whatTiff', ico: 'whatIco', avif: 'whatAvif', pdf: 'whatPdf', zip: 'whatZip', empty: 'whatEmpty', unknown: 'whatUnknown' } as const;

/** The refusal as a sentence in the words given. */
export function refusalText(why: FileRefusal, words: RefusalWords): string {
  const { say, size, number } = words;
  // a limit's numbers, exact where rounding would hide the difference
  const exact = (bytes: number) => (bytes < 1000 ? size(bytes) : say('exactSize', { size: size(bytes), bytes: number(bytes) }));
  switch (why.key) {
    case 'pathEmpty':
      return say('pathEmpty');
    case 'pathLong':
      return say('pathLong', { length: number(why.length), max: number(why.max) });
    case 'format': {
      const reason = why.what === 'svg' ? say('formatSvg') : say('formatOther', { what: say(WHAT[why.what]) });
      return why.name === undefined ? reason : say('refusedName', { name: why.name, reason });
    }
    case 'tooBig':
      return say('tooBig', { name: why.name, size: exact(why.size), max: exact(why.max) });
    case 'overTotal':
      return say('overTotal', { name: why.name, size: size(why.size), total: exact(why.total), max: exact(why.max) });
    case 'filesNotList':
      return say('filesNotList');
    case 'entryNotObject':
    case 'entryPathNotString':
      return say(why.key, { where: why.where });
    case 'entryPathRefused':
      return say('entryPathRefused', { where: why.where, reason: refusalText(why.why, words) });
    case 'entryFormatRefused':
      return say('entryFormatRefused', { where: why.where, path: why.path, reason: refusalText(why.why, words) });
    case 'entryTooBig':
      return say('entryTooBig', { where: why.where, path: why.path, size: size(why.size), max: size(why.max) });
    case 'entriesOverTotal':
      return say('entriesOverTotal', { where: why.where, path: why.path, max: size(why.max) });
    case 'entryTypeDisagrees':
      return say('entryTypeDisagrees', { where: why.where, path: why.path, type: why.type, actual: why.actual });
    case 'entryNoBase64':
    case 'entryTwice':
    case 'entryNotBase64':
      return say(why.key, { where: why.where, path: why.path });
    case 'designFiles':
      return say('designFiles', { reason: refusalText(why.why, words) });
    default:
      return say(why.key, { path: why.path });
  }
}

/** English, as the node tools and the tests read it; the interface's English is the same text. */
export function englishRefusal(why: FileRefusal, size: (bytes: number) => string): string {
  const say: RefusalWords['say'] = (key, params = {}) => english[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  return refusalText(why, { say, size, number: (value) => value.toLocaleString('en') });
}
