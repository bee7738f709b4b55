import type { Messages } from '../en';

export const exportRefusals = {
  line: '{{text}}',
  noScreens: '디자인에 화면이 없어요. 플러그인은 panel/open 때 보여 줄 화면이 하나는 있어야 해요.',
  twoScreens: '이름이 {{name}} 인 화면이 둘이에요.',
  onScreen: '화면 {{name}}: {{problem}}',
  onScreenAt: '화면 {{name}}, {{line}}번째 줄 {{column}}번째 칸: {{problem}}',
  onReaction: '반응 {{n}} ({{element}} {{event}}): {{problem}}',
  onReactions: '반응: {{problem}}',
  onReactionsAt: '반응, {{line}}번째 줄 {{column}}번째 칸: {{problem}}',
  reactionsDoNotParse: '읽을 수 없어요.',
  onManifest: 'agentty-plugin.json: {{problem}}',
  onManifestField: 'agentty-plugin.json {{path}}: {{problem}}',
  onPlugin: '플러그인 (agentty-plugin.json): {{problem}}',
  onPluginAt: '플러그인 (agentty-plugin.json), {{line}}번째 줄 {{column}}번째 칸: {{problem}}',
  pluginDoesNotParse: '읽을 수 없어요.',
  noTree: '문서에 내보낼 패널 트리가 없어요.',
  cannotCarry: '트리에 {{number}} 이(가) 있어요. JSON 으로는 나타낼 수 없는 숫자라서 JSON.stringify 는 null 로 써요.',
} satisfies Messages['exportRefusals'];
