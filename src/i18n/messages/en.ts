// English, the base language: every other language has exactly these keys (a missing or extra one is a type error)
import { documents } from './en/documents';
import { share } from './en/share';

import { problems } from './en/problems';
import { workbench } from './en/workbench';
import { versions } from './en/versions';
import { exportPane } from './en/exportPane';
import { pluginForm } from './en/pluginForm';
import { reactionsForm } from './en/reactionsForm';
import { simulator } from './en/simulator';
import { preview } from './en/preview';
import { shareLink } from './en/shareLink';
import { viewer } from './en/viewer';
import { bridge } from './en/bridge';
import { live } from './en/live';
import { hostSettings } from './en/hostSettings';
import { editor } from './en/editor';
import { issueWords } from './en/issueWords';
import { jsonIssues } from './en/jsonIssues';
import { panelIssues } from './en/panelIssues';
import { bridgeIssues } from './en/bridgeIssues';
import { mediaIssues } from './en/mediaIssues';
import { reactionIssues } from './en/reactionIssues';
import { manifestIssues } from './en/manifestIssues';
import { build } from './en/build';
import { fields } from './en/fields';
import { files } from './en/files';
import { screens } from './en/screens';
import { reference } from './en/reference';
import { layout } from './en/layout';
import { fileRefusals } from './en/fileRefusals';
import { designRefusals } from './en/designRefusals';
import { eventRefusals } from './en/eventRefusals';
import { hostChecks } from './en/hostChecks';
import { hostAnswers } from './en/hostAnswers';
import { hostRuns } from './en/hostRuns';
import { exportRefusals } from './en/exportRefusals';

export const en = {
  language: {
    label: 'Language',
    hint: 'The language of Panel Designer itself. The simulated Agentty has a language of its own, set in the preview bar.',
    editorOnReload: 'The editor\'s own menus and find box change language when the page reloads. Your design is kept.',
    reloadNow: 'Reload now',
  },
  toolbar: {
    notJson: 'Not JSON yet',
    notJsonHint: 'The editor’s text is not JSON yet',
    build: 'Build',
    buildHint: 'Palette, outline and inspector',
    darkMode: 'Dark mode',
    darkModeHint: 'The designer’s own colours; the panel’s theme is set above the panel',
    export: 'Export',
  },
  saving: {
    saving: 'Saving…',
    saved: 'Saved',
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
    ready: 'Panel Designer now works offline too.',
    ok: 'OK',
    updateReady: 'A new version of Panel Designer is ready.',
    reload: 'Reload to update',
    later: 'Later',
  },
};

/** The shape every language fills in: the same keys, each a string. */
export type Messages = { readonly [Group in keyof typeof en]: { readonly [Key in keyof (typeof en)[Group]]: string } };
