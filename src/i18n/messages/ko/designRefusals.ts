import type { Messages } from '../en';

export const designRefusals = {
  notObject: 'Panel Designer 문서가 아니에요. "version" 과 "screens" 가 있는 JSON 객체여야 해요.',
  badVersion: 'Panel Designer 문서가 아니에요. "version" 이 정수가 아니라 {{version}} 이에요.',
  noVersion: 'Panel Designer 문서가 아니에요. "version" 이 없고, 예전의 화면 하나짜리 { "text": … } 문서도 아니에요.',
  newer: '더 새로운 Panel Designer 로 만든 문서예요(버전 {{version}}). 이 Panel Designer 는 버전 {{newest}} 까지 읽어요. 열려면 Panel Designer 를 업데이트해 주세요.',
  noMigration: 'Panel Designer 는 버전 {{version}} 문서를 읽을 수 없어요.',
  invalid: '올바른 Panel Designer 문서가 아니에요. {{where}}: {{problem}}.',
  invalidMore_one: '올바른 Panel Designer 문서가 아니에요. {{where}}: {{problem}}(문제가 {{count}}개 더 있어요).',
  invalidMore_other: '올바른 Panel Designer 문서가 아니에요. {{where}}: {{problem}}(문제가 {{count}}개 더 있어요).',
  theDocument: '문서',
  noScreens: '디자인에는 화면이 하나 이상 있어야 해요',
  emptyScreenName: '화면 이름은 비워 둘 수 없어요',
  sameScreenName: '이름이 {{name}} 인 화면이 둘 있어요',
  widthOrPreset: '너비 프리셋이나 {{min}}~{{max}} 사이의 정수 픽셀이어야 하는데 {{got}} 이(가) 왔어요',
  fileNotJson: '이 파일은 JSON 이 아니에요({{line}}번째 줄 {{column}}번째 칸: {{problem}}) Panel Designer 는 직접 내보낸 .json 파일, 패널 트리, ui/setPanel 줄을 열어요.',
  textNotJson:
    '붙여 넣은 글은 JSON 이 아니고({{line}}번째 줄 {{column}}번째 칸: {{problem}}) 플러그인 로그도 아니에요(JSON-RPC 메시지가 있는 줄이 없어요). Panel Designer 는 직접 내보낸 디자인 .json, 패널 트리, ui/setPanel 줄, Agent Bridge pluginDef, 한 줄에 JSON-RPC 메시지 하나씩인 플러그인 stdout 을 열어요.',
  namedNotJson:
    '{{file}} 은(는) JSON 이 아니고({{line}}번째 줄 {{column}}번째 칸: {{problem}}) 플러그인 로그도 아니에요(JSON-RPC 메시지가 있는 줄이 없어요). Panel Designer 는 직접 내보낸 디자인 .json, 패널 트리, ui/setPanel 줄, Agent Bridge pluginDef, 한 줄에 JSON-RPC 메시지 하나씩인 플러그인 stdout 을 열어요.',
  tooDeep: '{{what}} 은(는) {{max}}단계보다 깊게 중첩되어 있어서 Panel Designer 가 열지 않아요. Panel Designer 는 {{max}}단계 깊이까지의 트리를 편집하고 그려요.',
  tooLarge: '{{what}} 에 JSON 으로 쓰기에는 너무 큰 숫자가 있어요(1e400 처럼 {{number}} 로 읽혀요). 가져오면 그 자리에 null 이 써져요. 숫자를 줄이거나 문자열로 바꾼 뒤 다시 가져와 주세요.',
  thePluginDef: '이 파일의 플러그인 정의',
  theTree: '이 파일의 패널 트리',
  theLogTree: 'ui/setPanel 메시지 {{n}}({{line}}번째 줄)의 트리',
  logWithoutTree_one: '붙여 넣은 로그에 ui/setPanel 메시지가 {{count}}개 있지만, params 에 "tree" 가 있는 메시지는 없어요.',
  logWithoutTree_other: '붙여 넣은 로그에 ui/setPanel 메시지가 {{count}}개 있지만, params 에 "tree" 가 있는 메시지는 없어요.',
  logWithoutPanel_one: '붙여 넣은 로그에 JSON-RPC 메시지가 {{count}}개 있지만 ui/setPanel 은 없어서 가져올 패널이 없어요. 플러그인이 ui/setPanel 을 보내는 stdout 을 붙여 넣어 주세요.',
  logWithoutPanel_other: '붙여 넣은 로그에 JSON-RPC 메시지가 {{count}}개 있지만 ui/setPanel 은 없어서 가져올 패널이 없어요. 플러그인이 ui/setPanel 을 보내는 stdout 을 붙여 넣어 주세요.',
  noMessages: '붙여 넣은 글에서 JSON-RPC 메시지를 찾지 못했어요. 플러그인의 stdout 을 붙여 넣어 주세요. 한 줄에 {"jsonrpc":"2.0","method":"ui/setPanel",…} 메시지가 하나씩 있어야 해요.',
} satisfies Messages['designRefusals'];
