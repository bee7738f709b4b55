// 문서의 형태와 Agentty API 버전마다 툴바가 하는 말

export const versions = {
  note1: '프로토콜 명세: 노드 유형 12개, flow 와 popover',
  note2: 'host/timer 와 창 상태가 추가됨',
  note3: '앱 안 브라우저가 추가됨',
  note4: '오늘의 패널 요소가 추가됨',
  note5: 'tools/call 이 추가됨',
  note6: '오늘의 Agentty: terminal/setProxy 가 추가됨',
  label: 'API {{version}} · {{note}}',
  short: 'API {{version}}',
  shortSpec: 'API 1 (명세)',
  shortToday: 'API 6 (오늘)',
  tree: '패널 트리',
  params: 'ui/setPanel params',
  message: 'ui/setPanel 메시지',
  bridge: 'Agent Bridge 플러그인 설정',
  treeHint: '편집기에 패널 트리만 있어요: ui/setPanel 메시지가 싣는 "tree" 예요',
  paramsHint: '편집기에 ui/setPanel 메시지의 params 가 있어요: { "tree": … }',
  messageHint: '편집기에 플러그인이 쓰는 그대로의 ui/setPanel JSON-RPC 메시지 전체가 있어요',
  bridgeHint: '편집기에 Agent Bridge pluginDef 가 JSON 으로 있고, 옆에 "simulation" 데이터를 둘 수 있어요',
};
