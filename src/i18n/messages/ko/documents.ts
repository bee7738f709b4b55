import type { Messages } from '../en';

export const documents = {
  name: '문서 이름',
  menu: '문서',
  new: '새 문서',
  newBridge: '새 Agent Bridge 플러그인 설정',
  newBridgeHint: '새 Agent Bridge 서버 플러그인의 설정 → 플러그인 화면을 pluginDef 에서 만들어요',
  import: '.json 가져오기…',
  export: '.json 내보내기',
  paste: '플러그인 로그 붙여넣기…',
  pasteLabel: '플러그인 stdout (JSON-RPC 줄): ui/setPanel 하나가 화면 하나가 돼요',
  importScreens: '화면 가져오기',
  deleted: '"{{name}}" 문서를 삭제했어요.',
  undo: '되돌리기',
  yours: '내 문서',
  duplicate: '복제',
  duplicateNamed: '{{name}} 복제',
  delete: '삭제',
  deleteNamed: '{{name}} 삭제',
  empty: '저장한 문서가 여기에 나타나요.',
  starters: '시작 예제',
} satisfies Messages['documents'];
