import type { Messages } from './en';
import { documents } from './ko/documents';
import { share } from './ko/share';
import { problems } from './ko/problems';
import { workbench } from './ko/workbench';
import { versions } from './ko/versions';
import { exportPane } from './ko/exportPane';
import { pluginForm } from './ko/pluginForm';
import { reactionsForm } from './ko/reactionsForm';
import { simulator } from './ko/simulator';
import { preview } from './ko/preview';
import { shareLink } from './ko/shareLink';
import { viewer } from './ko/viewer';
import { bridge } from './ko/bridge';
import { live } from './ko/live';
import { hostSettings } from './ko/hostSettings';
import { editor } from './ko/editor';
import { issueWords } from './ko/issueWords';
import { jsonIssues } from './ko/jsonIssues';
import { panelIssues } from './ko/panelIssues';
import { bridgeIssues } from './ko/bridgeIssues';
import { mediaIssues } from './ko/mediaIssues';
import { reactionIssues } from './ko/reactionIssues';
import { manifestIssues } from './ko/manifestIssues';
import { build } from './ko/build';
import { fields } from './ko/fields';
import { files } from './ko/files';
import { screens } from './ko/screens';
import { reference } from './ko/reference';
import { layout } from './ko/layout';
import { fileRefusals } from './ko/fileRefusals';
import { designRefusals } from './ko/designRefusals';
import { eventRefusals } from './ko/eventRefusals';
import { hostChecks } from './ko/hostChecks';
import { hostAnswers } from './ko/hostAnswers';
import { hostRuns } from './ko/hostRuns';
import { exportRefusals } from './ko/exportRefusals';

// 한국어: plugin authors' terms as the Korean specs write them (glossary.md)
export const messages = {
  language: {
    label: '언어',
    hint: 'Panel Designer 자체의 언어예요. 시뮬레이션하는 Agentty 의 언어는 미리보기 막대에서 따로 정해요.',
    editorOnReload: '편집기 자체의 메뉴와 찾기 상자는 페이지를 새로 고치면 언어가 바뀌어요. 디자인은 그대로 남아요.',
    reloadNow: '지금 새로 고침',
  },
  toolbar: {
    notJson: '아직 JSON 이 아니에요',
    notJsonHint: '편집기의 글이 아직 JSON 이 아니에요',
    build: '만들기',
    buildHint: '팔레트, 개요, 속성 편집기',
    darkMode: '다크 모드',
    darkModeHint: '디자이너 자체의 색이에요. 패널의 테마는 패널 위에서 정해요',
    export: '내보내기',
  },
  saving: {
    saving: '저장하는 중…',
    saved: '저장됨',
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
    ready: '이제 Panel Designer 를 오프라인에서도 쓸 수 있어요.',
    ok: '확인',
    updateReady: 'Panel Designer 새 버전이 준비됐어요.',
    reload: '새로 고쳐 업데이트',
    later: '나중에',
  },
} satisfies Messages;
