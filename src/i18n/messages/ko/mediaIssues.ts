import type { Messages } from '../en';

export const mediaIssues = {
  leavesFiles: '"{{src}}" 은(는) 플러그인의 files/ 폴더 밖을 가리켜요. Agentty 는 그 안의 그림만 읽으므로 빈 자리를 그려요. $t(issueWords.agenttyRule)',
  svg: 'Agentty 는 SVG 를 그리지 않으므로 이 자리는 비어 있어요. 그림을 PNG 나 WebP 로 바꿔 주세요. $t(issueWords.agenttyRule)',
  otherFormat: 'Agentty 는 PNG, JPEG, WebP, GIF 만 그리고 .{{format}} 은(는) 그리지 않으므로 이 자리는 비어 있어요. 그림을 PNG 나 WebP 로 바꿔 주세요. $t(issueWords.agenttyRule)',
  noFormat: 'Agentty 는 PNG, JPEG, WebP, GIF 만 그리므로 이 자리는 비어 있어요. 그림을 PNG 나 WebP 로 바꿔 주세요. $t(issueWords.agenttyRule)',
  noFile: '디자인의 파일에 "{{src}}" 이(가) 없어요. Agentty 는 트리를 받아들이고 빈 자리를 그려요. 디자인의 그림: {{names}}. $t(issueWords.designerRule)',
  noFileNoPictures: '디자인의 파일에 "{{src}}" 이(가) 없어요. Agentty 는 트리를 받아들이고 빈 자리를 그려요. 디자인에 아직 그림이 없어요. 파일에서 추가해 주세요. $t(issueWords.designerRule)',
  dropNeedsId: '"drop" 에는 id 가 있어야 해요. id 가 없으면 Agentty 는 여기서 파일을 받지 않고 아무것도 보내지 않아요. $t(issueWords.agenttyRule)',
  tooManyGraphNodes: '그래프의 노드가 {{max}}개를 넘어요. 이 그래프에는 {{n, number}}개가 있고, Agentty 는 트리를 거부해요. $t(issueWords.agenttyRule)',
  portsCut: '{{side}} 이(가) {{n}}개예요. Agentty 는 한쪽에 포트를 처음 {{max}}개만 그리고 나머지는 연결선과 함께 버려요. $t(issueWords.agenttyRule)',
  edgesCut: '연결선이 {{n, number}}개예요. Agentty 는 처음 {{max}}개만 그리고 나머지는 버려요. $t(issueWords.agenttyRule)',
  noNode: '이 그래프에 노드 "{{node}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 그래프의 노드: {{names}}. $t(issueWords.agenttyRule)',
  noNodeEmpty: '이 그래프에 노드 "{{node}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 그래프에 노드가 없어요. $t(issueWords.agenttyRule)',
  noOutputPort: '노드 "{{node}}" 에 출력 포트 "{{port}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 이 노드의 출력 포트: {{names}}. $t(issueWords.agenttyRule)',
  noOutputs: '노드 "{{node}}" 에 출력 포트 "{{port}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 이 노드에는 출력 포트가 없어요. $t(issueWords.agenttyRule)',
  noInputPort: '노드 "{{node}}" 에 입력 포트 "{{port}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 이 노드의 입력 포트: {{names}}. $t(issueWords.agenttyRule)',
  noInputs: '노드 "{{node}}" 에 입력 포트 "{{port}}" 이(가) 없어서 Agentty 는 연결선을 버려요. 이 노드에는 입력 포트가 없어요. $t(issueWords.agenttyRule)',
  listedMore: '{{shown}} 외 {{n, number}}개',
  byteOrderMarkRead: '글이 보이지 않는 바이트 순서 표시(U+FEFF)로 시작해요. JSON 에서는 쓸 수 없지만 Panel Designer 는 이것을 건너뛰고 읽으며, 내보낼 때는 빼요.',
  duplicateKey: '키 {{name}} 이(가) 겹쳐요. JSON 은 마지막 것만 남기므로 {{line}}번 줄의 {{name}} 은(는) 무시돼요.',
  numberTooLarge: '{{literal}} 은(는) JSON 숫자로 쓰기에 너무 커요. {{infinity}} 이(가) 되는데, JSON 은 이 값을 나를 수 없어요(내보내면 null 이 돼요). 더 작은 숫자나 문자열을 써 주세요.',
  decimalWhole:
    '"{{key}}" 이(가) {{written}} (으)로 쓰여 있어요. Agentty 는 소수점이나 지수가 있는 숫자를 소수로 읽기 때문에, 정수가 와야 하는 자리에서는 거부해요. {{number}} (으)로 써 주세요. $t(issueWords.agenttyRule)',
  loneSurrogateKey:
    '이 키에 UTF-16 서로게이트 쌍의 절반만 있어요 (\\ude00 없이 \\ud83d 만 있는 경우처럼). Agentty 의 JSON 파서는 줄 전체를 거부하므로 패널이 도착하지 않아요. $t(issueWords.agenttyRule)',
  loneSurrogateString:
    '이 문자열에 UTF-16 서로게이트 쌍의 절반만 있어요 (\\ude00 없이 \\ud83d 만 있는 경우처럼). Agentty 의 JSON 파서는 줄 전체를 거부하므로 패널이 도착하지 않아요. $t(issueWords.agenttyRule)',
} satisfies Messages['mediaIssues'];
