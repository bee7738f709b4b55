import type { Messages } from '../en';

export const problems = {
  title: '문제',
  errors_one: '오류 {{n}}개',
  errors_other: '오류 {{n}}개',
  warnings_one: '경고 {{n}}개',
  warnings_other: '경고 {{n}}개',
  hints_one: '힌트 {{n}}개',
  hints_other: '힌트 {{n}}개',
  error: '오류',
  warning: '경고',
  info: '힌트',
  elsewhere_one: '{{part}} 에 오류가 1개 있어요. 고치기 전에는 디자인을 내보낼 수 없어요.',
  elsewhere_other: '{{part}} 에 오류가 {{n}}개 있어요. 고치기 전에는 디자인을 내보낼 수 없어요.',
  open: '{{part}} 열기',
  partScreen: '화면 "{{name}}"',
  at: '줄 {{line}}, 열 {{column}}',
  more: '나머지 {{n}}개는 편집기의 표시에서 볼 수 있어요',
  nonePanel: '문제가 없어요. 올바른 패널이에요.',
  nonePlugin: '문제가 없어요. 올바른 agentty-plugin.json 이에요.',
  noneReactions: '문제가 없어요. 올바른 반응 목록이에요.',
  noneBridge: '문제가 없어요. 올바른 플러그인 정의예요.',
} satisfies Messages['problems'];
