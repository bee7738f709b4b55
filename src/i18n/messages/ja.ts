import type { Messages } from './en';
import { documents } from './ja/documents';
import { share } from './ja/share';
import { problems } from './ja/problems';
import { workbench } from './ja/workbench';
import { versions } from './ja/versions';
import { exportPane } from './ja/exportPane';
import { pluginForm } from './ja/pluginForm';
import { reactionsForm } from './ja/reactionsForm';
import { simulator } from './ja/simulator';
import { preview } from './ja/preview';
import { shareLink } from './ja/shareLink';
import { viewer } from './ja/viewer';
import { bridge } from './ja/bridge';
import { live } from './ja/live';
import { hostSettings } from './ja/hostSettings';
import { editor } from './ja/editor';
import { issueWords } from './ja/issueWords';
import { jsonIssues } from './ja/jsonIssues';
import { panelIssues } from './ja/panelIssues';
import { bridgeIssues } from './ja/bridgeIssues';
import { mediaIssues } from './ja/mediaIssues';
import { reactionIssues } from './ja/reactionIssues';
import { manifestIssues } from './ja/manifestIssues';
import { build } from './ja/build';
import { fields } from './ja/fields';
import { files } from './ja/files';
import { screens } from './ja/screens';
import { reference } from './ja/reference';
import { layout } from './ja/layout';
import { fileRefusals } from './ja/fileRefusals';
import { designRefusals } from './ja/designRefusals';
import { eventRefusals } from './ja/eventRefusals';
import { hostChecks } from './ja/hostChecks';
import { hostAnswers } from './ja/hostAnswers';
import { hostRuns } from './ja/hostRuns';
import { exportRefusals } from './ja/exportRefusals';

// 日本語: terms as Agentty's Japanese documentation uses them (glossary.md)
export const messages = {
  language: {
    label: '言語',
    hint: 'Panel Designer 自体の表示言語です。シミュレートする Agentty の言語は、プレビューバーで別に設定します。',
    editorOnReload: 'エディター自体のメニューと検索ボックスは、ページを再読み込みすると言語が切り替わります。デザインはそのまま残ります。',
    reloadNow: '今すぐ再読み込み',
  },
  toolbar: {
    notJson: 'まだ JSON ではありません',
    notJsonHint: 'エディターのテキストはまだ JSON ではありません',
    build: '組み立て',
    buildHint: 'パレット、アウトライン、インスペクター',
    darkMode: 'ダークモード',
    darkModeHint: 'デザイナー自体の配色です。パネルのテーマはパネルの上で設定します',
    export: 'エクスポート',
  },
  saving: {
    saving: '保存中…',
    saved: '保存済み',
  },
  documents,
  share,
  workbench,
  versions,
  problems,
  exportPane,
  pluginForm,
  reactionsForm,
  simulator,
  preview,
  viewer,
  shareLink,
  editor,
  hostSettings,
  live,
  bridge,
  issueWords,
  jsonIssues,
  panelIssues,
  bridgeIssues,
  mediaIssues,
  reactionIssues,
  manifestIssues,
  build,
  fields,
  files,
  screens,
  reference,
  layout,
  fileRefusals,
  designRefusals,
  eventRefusals,
  hostChecks,
  hostAnswers,
  hostRuns,
  exportRefusals,
  offline: {
    ready: 'Panel Designer がオフラインでも使えるようになりました。',
    ok: 'OK',
    updateReady: 'Panel Designer の新しいバージョンを利用できます。',
    reload: '再読み込みして更新',
    later: 'あとで',
  },
} satisfies Messages;
