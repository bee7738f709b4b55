// The words Agentty itself draws in a plugin's panel when the plugin gives none ("Choose…", an empty list's text…).
// They follow the simulated Agentty's `language` (what `initialize` and `host/info` report), not the designer's.
//
// Agentty keeps these words under its own i18n keys (agentty-look.md §5, §6), but their wording was not read in any
// language. So every word here is OUR wording, standing for Agentty's: where Agentty's table says the same thing
// elsewhere (its "Close", "Copy", "Plugin", "Loading…"…), the same word is used, and Korean keeps Agentty's 합니다체,
// so the panel reads like the rest of Agentty.

/** The languages Agentty is translated into (its i18n.rs has English, Korean, Japanese and Simplified Chinese). */
export const HOST_LANGUAGES = ['en', 'ko', 'ja', 'zh-CN'] as const;
export type HostLanguage = (typeof HOST_LANGUAGES)[number];

type Table = Readonly<Record<HostLanguage, string>>;

/**
 * Each word in every language. `{name}` is filled in by `fillHostWord`. The comment names the Agentty key a word
 * stands for where one is known; the wording is ours in all four languages.
 */
const WORDS = {
  /** plugins.ui.choose: a select with no value and no placeholder. */
  choose: { en: 'Choose…', ko: '선택…', ja: '選択…', 'zh-CN': '选择…' },
  /** plugins.ui.no_rows: an empty list or table with no `empty` text. */
  noRows: { en: 'No rows', ko: '항목이 없습니다', ja: '項目がありません', 'zh-CN': '暂无内容' },
  /** plugins.image.drop: an empty image slot that takes drops, with no placeholder or alt. */
  dropHere: { en: 'Drop files here', ko: '여기에 파일을 놓으세요', ja: 'ここにファイルをドロップ', 'zh-CN': '将文件拖放到此处' },
  /** The code block's copy button (its tooltip). */
  copy: { en: 'Copy', ko: '복사', ja: 'コピー', 'zh-CN': '复制' },
  /** plugins.ui.copied: after the copy button was pressed. */
  copied: { en: 'Copied', ko: '복사했습니다', ja: 'コピーしました', 'zh-CN': '已复制' },
  /** The browser refused the clipboard (the designer's stand-in for a copy that failed). */
  notCopied: { en: 'Not copied', ko: '복사하지 못했습니다', ja: 'コピーできませんでした', 'zh-CN': '无法复制' },
  /** The ✕ of a closable card, the popover card and a toast. */
  close: { en: 'Close', ko: '닫기', ja: '閉じる', 'zh-CN': '关闭' },
  closeNotification: { en: 'Close the notification', ko: '알림 닫기', ja: '通知を閉じる', 'zh-CN': '关闭通知' },
  /** A closable tab's ✕, named after the tab. */
  closeTab: { en: 'Close {name}', ko: '{name} 닫기', ja: '{name} を閉じる', 'zh-CN': '关闭 {name}' },
  /** The flow's "+ block" chip between steps. */
  block: { en: 'block', ko: '블록', ja: 'ブロック', 'zh-CN': '区块' },
  insertBlock: { en: 'Insert a block', ko: '블록 넣기', ja: 'ブロックを挿入', 'zh-CN': '插入区块' },
  insertAfter: { en: 'Insert after {name}', ko: '{name} 뒤에 넣기', ja: '{name} の後に挿入', 'zh-CN': '在 {name} 后插入' },
  /** A list row's "more" menu (more than 4 actions). */
  moreActions: { en: 'More actions', ko: '작업 더 보기', ja: 'その他の操作', 'zh-CN': '更多操作' },
  /** A row action with no label, tooltip or id. */
  action: { en: 'Action', ko: '작업', ja: '操作', 'zh-CN': '操作' },
  /** The tab strip's "+" (addMenu). */
  add: { en: 'Add', ko: '추가', ja: '追加', 'zh-CN': '添加' },
  /** Step and graph node states. */
  running: { en: 'Running', ko: '실행 중', ja: '実行中', 'zh-CN': '运行中' },
  done: { en: 'Done', ko: '완료', ja: '完了', 'zh-CN': '已完成' },
  failed: { en: 'Failed', ko: '실패', ja: '失敗', 'zh-CN': '失败' },
  /** A spinner with no text. */
  loading: { en: 'Loading', ko: '불러오는 중', ja: '読み込み中', 'zh-CN': '加载中' },
  /** The panel header when neither the manifest nor the design names the plugin. */
  plugin: { en: 'Plugin', ko: '플러그인', ja: 'プラグイン', 'zh-CN': '插件' },
  /** The names of unnamed controls, as the panel's own words. */
  button: { en: 'Button', ko: '버튼', ja: 'ボタン', 'zh-CN': '按钮' },
  menu: { en: 'Menu', ko: '메뉴', ja: 'メニュー', 'zh-CN': '菜单' },
  choice: { en: 'Choice', ko: '선택지', ja: '選択肢', 'zh-CN': '单选项' },
  options: { en: 'Options', ko: '옵션', ja: 'オプション', 'zh-CN': '选项' },
  list: { en: 'List', ko: '목록', ja: 'リスト', 'zh-CN': '列表' },
  toggle: { en: 'Toggle', ko: '스위치', ja: 'スイッチ', 'zh-CN': '开关' },
  tabs: { en: 'Tabs', ko: '탭', ja: 'タブ', 'zh-CN': '标签页' },
  textField: { en: 'Text field', ko: '입력란', ja: '入力欄', 'zh-CN': '输入框' },
  suggestionsFor: { en: 'Suggestions for {name}', ko: '{name} 추천 항목', ja: '{name} の候補', 'zh-CN': '{name} 的建议' },
  popover: { en: 'Popover', ko: '팝오버', ja: 'ポップオーバー', 'zh-CN': '弹出卡片' },
  image: { en: 'image', ko: '이미지', ja: '画像', 'zh-CN': '图片' },
  resizeColumn: { en: 'Resize the column', ko: '열 너비 조절', ja: '列の幅を変更', 'zh-CN': '调整列宽' },
} as const satisfies Readonly<Record<string, Table>>;

export type HostWordKey = keyof typeof WORDS;
export type HostWords = Readonly<Record<HostWordKey, string>>;

/** Every word's key, for the tests. */
export const HOST_WORD_KEYS = Object.keys(WORDS) as readonly HostWordKey[];

/**
 * The language Agentty draws its words in for a reported code: "ko-KR" reads Korean; "zh", "zh-CN", "zh-SG" and
 * "zh-Hans…" Simplified Chinese; any other code (Traditional Chinese, "fr", "") English, as a table without it falls back.
 */
export function hostLanguage(code: string | undefined): HostLanguage {
  const lower = (code ?? '').trim().toLowerCase().replaceAll('_', '-');
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-sg') || lower.startsWith('zh-hans')) return 'zh-CN';
  const base = lower.split('-')[0];
  if (base === 'ko' || base === 'ja') return base;
  return 'en';
}

const cache = new Map<HostLanguage, HostWords>();

/** The words of the simulated Agentty whose `language` is `code`. */
export function hostWords(code: string | undefined): HostWords {
  const language = hostLanguage(code);
  let words = cache.get(language);
  if (words === undefined) {
    words = Object.fromEntries(HOST_WORD_KEYS.map((key) => [key, WORDS[key][language]])) as HostWords;
    cache.set(language, words);
  }
  return words;
}

/** A word with its `{name}` filled in (a tab's label, a step's title). */
export function fillHostWord(word: string, name: string): string {
  return word.replace('{name}', () => name);
}

/** The table itself, for the tests: each word in every language. */
export function hostWordTable(): Readonly<Record<HostWordKey, Table>> {
  return WORDS;
}
