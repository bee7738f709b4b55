import type { Messages } from '../en';

export const bridge = {
  stale: '정의에 오류가 있어요. 스키마에 맞았던 마지막 정의를 보여 주고 있어요.',
  serverDown: '시뮬레이션 서버가 멈춰 있어요. 저장하려면 서버 기록에서 서버를 다시 시작해 주세요.',
  empty: 'Agent Bridge pluginDef(id, name, about, fields)를 입력하거나 붙여 넣으면 여기에 설정 화면이 보여요.',
  originAssumed: '{{port}}(가정)',
  originDefault: 'BRIDGE_ORIGIN 없음: http://localhost:<PORT>, PORT {{port}}',
  macFolder: '{{mac}} 폴더',
  serverLog: '서버 기록',
  serverLogLines: '서버 기록 줄',
  stopServer: '서버 멈추기',
  startServer: '서버 시작',
  moveTarget: '세션 메뉴에서 옮길 곳으로 나와요',
  notMoveTarget: '옮길 곳이 아니에요(꺼져 있음)',
  logEmpty: '아직 없어요. 플러그인을 켜고 저장하면 시작해요.',
  lastSave: 'POST /api/plugins/{{id}} (마지막 저장)',
  lastPick: 'POST /api/plugins/{{id}}/choices (마지막 고르기)',
  copyBlock: '{{title}} 복사',
  copy: '복사',
  nothingYet: '아직 없어요.',
  referenceLabel: '플러그인 정의 참조',
  referenceTitle: 'Agent Bridge 플러그인 정의',
  referenceIntro:
    '<code>pluginDef</code>(SPEC 1.309)와 Panel Designer 의 <code>simulation</code> 의 모든 키예요. 편집기를 검사하는 스키마에서 가져왔어요. <code>?</code> 는 생략할 수 있는 키예요.',
  buildNote:
    'Agent Bridge 플러그인 설정은 텍스트로 편집해요. 편집기가 <code>pluginDef</code> 와 <code>simulation</code> 의 모든 키를 자동 완성하고, 마우스를 올리면 설명하고, 잘못된 곳을 그 자리에 표시해요. 팔레트, 개요, 속성 편집기는 패널 트리만 만들어요.',
  export: '내보내기',
  exportRefused_one: '정의가 올바르게 될 때까지 내보낼 것이 없어요. 오류가 {{count}}개 있어요(편집기 아래의 문제를 확인해 주세요).',
  exportRefused_other: '정의가 올바르게 될 때까지 내보낼 것이 없어요. 오류가 {{count}}개 있어요(편집기 아래의 문제를 확인해 주세요).',
  exportHint:
    '<code>server/</code> 에 넣을 Go 정의(함수를 <code>ALL_PLUGINS</code> 에 추가해요), 정의가 가정하는 Go 타입(스펙에는 없어요), 정의의 <code>go test</code>, 그리고 정의와 <code>GET /api/plugins</code> 항목의 JSON 이에요.',
  files: '파일',
  copyFile: '{{path}} 복사',
  downloadFile: '{{path}} 다운로드',
  copiedFile: '{{path}} 을(를) 복사했어요',
} satisfies Messages['bridge'];
