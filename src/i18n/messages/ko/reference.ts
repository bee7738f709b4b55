import type { Messages } from '../en';

export const reference = {
  heading: '노드 참조',
  intro:
    '지금 Agentty 가 그리는 노드 유형은 {{count}}가지예요. 와이어 스펙(API 1)의 12가지, 버전 변경 없이 추가된 `flow` 와 `popover`, API 4 에서 추가된 11가지, API 5 에서 추가된 `image` 와 `graph` 가 있고, API 4 가 기존 유형에 더한 props 도 함께 실었어요. 디자인의 대상 API(툴바)보다 새로운 것은 거부돼요. 아이콘은 Agentty 가 그리는 {{n}}개 이름으로, 출처는',
  introAfter: ' 예요. 그 밖의 이름은 퍼즐 아이콘으로 그려요.',
  nullable: 'null 이어도 돼요(Agentty 는 생략한 것으로 읽어요).',
  events: '이벤트:',
  entryKeys: '{{name}} 의 각 항목의 키',
} satisfies Messages['reference'];
