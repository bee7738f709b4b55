import type { Messages } from '../en';

export const files = {
  heading: 'ファイル',
  lead: 'プラグインのフォルダーに入るファイルです。画像の `src` は `{{folder}}/` の中の画像を指します。`"logo.png"` は `{{folder}}/logo.png` です。使えるのは PNG、JPEG、WebP、GIF（SVG は不可）で、1 ファイル最大{{max}}、合計最大{{total}}です。',
  addPictures: '画像を追加',
  pick: '画像を追加…',
  orDrop: 'またはここにドロップ',
  list: 'デザインのファイル',
  newPath: '{{path}}の新しいパス',
  save: '保存',
  cancel: 'キャンセル',
  renameFile: '{{path}}の名前を変更',
  rename: '名前を変更',
  removeFile: '{{path}}を削除',
  remove: '削除',
  outside: '画像から参照できないファイルです（files/ の外にあります）',
  total_one: '{{n}}ファイル、{{size}}／{{max}}',
  total_other: '{{n}}ファイル、{{size}}／{{max}}',
  empty: 'まだファイルはありません。',
  grants: 'マニフェストが "files" 権限を与えています。"drop" のある画像は、ドロップされた画像を "into" フォルダー（既定は "dropped"）に入れます。同じ名前のファイルをドロップすると前のファイルを置き換えます。',
  noGrant: '画像がドロップされたファイルを受け取るのは、マニフェストが "files" 権限を与えているときだけです（上を参照）。',
} satisfies Messages['files'];
