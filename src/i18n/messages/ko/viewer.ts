import type { Messages } from '../en';

export const viewer = {
  untitled: '제목 없음',
  pageTitle: '{{name}} · Panel Designer',
  brokenTitle: '링크를 열 수 없어요 · Panel Designer',
  cannotOpen: '이 링크를 열 수 없어요',
  unchanged: '이 브라우저에서는 아무것도 바뀌지 않았어요.',
  openDesigner: 'Panel Designer 열기',
  openInDesigner: '디자이너에서 열기',
  handOffFailed: '이 브라우저가 디자이너에 넘길 디자인을 저장하지 않았어요: {{reason}}',
  api: 'Agentty API {{api}}',
  sendAsAgentty: 'Agentty 로서 보내기',
  simulator: '시뮬레이터',
  noTree: '"{{screen}}" 화면에는 그릴 패널이 없어요. 화면의 텍스트가 아직 올바른 트리가 아니에요.',
  bridgeErrors: '이 디자인의 플러그인 정의에 오류가 있어서 그릴 설정 화면이 없어요. 디자이너에서 열어 오류를 확인해 주세요.',
} satisfies Messages['viewer'];
