import type { Messages } from '../en';

export const layout = {
  example: '이 예제에 대해',
  exampleBefore: 'Agentty 가 무엇을 그릴 수 있는지 보여 주는 예제 패널이에요. 마음대로 바꿔도 되고, 바꾼 내용은 내 사본으로 저장돼요. 직접 시작하려면',
  exampleNew: '빈 디자인 시작',
  exampleAfter: '을 누르거나 **문서** 에서 시작 예제를 골라요.',
  dismissExample: '예제 안내 닫기',
  dismiss: '닫기',
  shownAt: '{{percent}}% 크기로 보여요. 패널 너비는 {{width}}px 이에요.',
  splitterHint: '{{label}}: 끌거나, 포커스를 두고 화살표 키를 써요',
  splitterFoldHint: '{{label}}: 끌거나, 포커스를 두고 화살표 키를 써요. Enter 를 누르면 접혀요',
} satisfies Messages['layout'];
