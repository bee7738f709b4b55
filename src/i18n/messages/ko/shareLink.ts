import type { Messages } from '../en';

export const shareLink = {
  notOurs: 'Panel Designer 의 공유 링크가 아니에요. 링크의 # 뒷부분은 {{prefix}} 로 시작해야 해요.',
  newer: '더 새로운 버전의 Panel Designer 가 만든 링크예요(링크 형식 v{{format}}). 이 버전은 링크 형식 v{{newest}}까지 열 수 있어요. 열려면 Panel Designer 를 업데이트해 주세요.',
  noFormat: 'Panel Designer 의 공유 링크가 아니에요. 링크 형식 v{{format}} 은(는) 없어요.',
  badCharacters: '링크가 손상됐어요. 공유 링크에는 들어갈 수 없는 문자가 있어요(base64url 의 영문자, 숫자, - 와 _ 만 들어가요).',
  cutShort: '링크가 손상됐거나 중간에 잘렸어요. 데이터의 압축이 풀리지 않아요. 링크를 다시 받거나 .json 파일을 받아 주세요.',
  empty: '빈 링크예요. #v{{format}}/ 뒤에 디자인이 없어요.',
  tooLarge: '이 링크는 압축을 풀면 {{megabytes}}MB 를 넘어요. 어떤 디자인에도 필요 없는 크기라서 열지 않았어요.',
  notJson: '링크가 손상됐어요. 압축은 풀리지만 디자인이 아니에요(JSON 텍스트가 아니에요).',
  tooDeep: '이 링크에는 올바른 디자인이 없어요. 안의 텍스트가 너무 깊이 중첩돼서 보여 줄 수 없어요.',
  notDesign: '이 링크에는 올바른 디자인이 없어요. {{reason}}',
} satisfies Messages['shareLink'];
