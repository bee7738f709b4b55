import type { Messages } from './en';
import { documents } from './zh-CN/documents';
import { share } from './zh-CN/share';
import { problems } from './zh-CN/problems';
import { workbench } from './zh-CN/workbench';
import { versions } from './zh-CN/versions';
import { exportPane } from './zh-CN/exportPane';
import { pluginForm } from './zh-CN/pluginForm';
import { reactionsForm } from './zh-CN/reactionsForm';
import { simulator } from './zh-CN/simulator';
import { preview } from './zh-CN/preview';
import { shareLink } from './zh-CN/shareLink';
import { viewer } from './zh-CN/viewer';
import { bridge } from './zh-CN/bridge';
import { live } from './zh-CN/live';
import { hostSettings } from './zh-CN/hostSettings';
import { editor } from './zh-CN/editor';
import { issueWords } from './zh-CN/issueWords';
import { jsonIssues } from './zh-CN/jsonIssues';
import { panelIssues } from './zh-CN/panelIssues';
import { bridgeIssues } from './zh-CN/bridgeIssues';
import { mediaIssues } from './zh-CN/mediaIssues';
import { reactionIssues } from './zh-CN/reactionIssues';
import { manifestIssues } from './zh-CN/manifestIssues';
import { build } from './zh-CN/build';
import { fields } from './zh-CN/fields';
import { files } from './zh-CN/files';
import { screens } from './zh-CN/screens';
import { reference } from './zh-CN/reference';
import { layout } from './zh-CN/layout';
import { fileRefusals } from './zh-CN/fileRefusals';
import { designRefusals } from './zh-CN/designRefusals';
import { eventRefusals } from './zh-CN/eventRefusals';
import { hostChecks } from './zh-CN/hostChecks';
import { hostAnswers } from './zh-CN/hostAnswers';
import { hostRuns } from './zh-CN/hostRuns';
import { exportRefusals } from './zh-CN/exportRefusals';

// 简体中文: terms as Agentty's Chinese documentation uses them (glossary.md)
export const messages = {
  language: {
    label: '语言',
    hint: 'Panel Designer 本身的界面语言。模拟的 Agentty 有自己的语言，在预览栏中设置。',
    editorOnReload: '编辑器自身的菜单和查找框会在页面重新加载后切换语言。你的设计会保留。',
    reloadNow: '立即重新加载',
  },
  toolbar: {
    notJson: '还不是 JSON',
    notJsonHint: '编辑器中的文本还不是 JSON',
    build: '构建',
    buildHint: '组件面板、大纲和检查器',
    darkMode: '深色模式',
    darkModeHint: '设计器本身的配色；面板的主题在面板上方设置',
    export: '导出',
  },
  saving: {
    saving: '正在保存…',
    saved: '已保存',
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
    ready: 'Panel Designer 现在也可以离线使用了。',
    ok: '好',
    updateReady: 'Panel Designer 有新版本可用。',
    reload: '重新加载以更新',
    later: '稍后',
  },
} satisfies Messages;
