import type { Messages } from '../en';

export const share = {
  button: '공유',
  dialog: '공유 링크',
  errors_one: '이 디자인에 오류가 {{errors}}개 있어요. 링크로 열어도 오류가 그대로 있어요.',
  errors_other: '이 디자인에 오류가 {{errors}}개 있어요. 링크로 열어도 오류가 그대로 있어요.',
  leftOut_one:
    '디자인의 파일이 링크에 담기에는 너무 커서(링크에는 파일을 최대 {{budget}}까지 담아요) 이 링크에는 다음 파일이 빠져요: {{files}}. 이 파일을 쓰는 이미지는 빈 자리로 그려져요. 파일까지 공유하려면 디자인을 파일로 보내 주세요.',
  leftOut_other:
    '디자인의 파일이 링크에 담기에는 너무 커서(링크에는 파일을 최대 {{budget}}까지 담아요) 이 링크에는 다음 파일이 빠져요: {{files}}. 이 파일을 쓰는 이미지는 빈 자리로 그려져요. 파일까지 공유하려면 디자인을 파일로 보내 주세요.',
  link: '이 디자인의 링크',
  linkWithout: '이 디자인의 링크 (위 파일 제외)',
  copy: '복사',
  copyLink: '링크 복사',
  copyEmbed: '임베드 링크 복사',
  copySnippet: 'iframe 코드 복사',
  length: '{{length}}자',
  long: '이 링크는 {{max}}자보다 길어요. 긴 링크를 자르는 채팅 도구도 있으니 디자인을 파일로 보내 주세요.',
  embed: '임베드 링크: 다른 페이지에 넣는 패널만',
  snippet: '패널을 넣는 HTML',
  tooBig: '이 디자인은 링크에 담기에 너무 커요.',
  tooBigSize: '디자인의 JSON 이 {{bytes}}바이트인데 링크에는 최대 {{max}}바이트까지 담을 수 있어요. 파일로 공유해 주세요.',
  download: '.json 파일 다운로드',
  close: '닫기',
  copiedLink: '링크를 클립보드에 복사했어요',
  copiedEmbed: '임베드 링크를 클립보드에 복사했어요',
  copiedSnippet: 'iframe 코드를 클립보드에 복사했어요',
  copyFailed: '복사하지 못했어요({{reason}}). 직접 선택해서 복사해 주세요.',
  bytes_one: '{{bytes}}바이트',
  bytes_other: '{{bytes}}바이트',
} satisfies Messages['share'];
