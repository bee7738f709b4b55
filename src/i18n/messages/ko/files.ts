import type { Messages } from '../en';

export const files = {
  heading: '파일',
  lead: '플러그인 폴더에 들어가는 파일이에요. 이미지의 `src` 는 `{{folder}}/` 안의 그림을 가리켜요. `"logo.png"` 는 `{{folder}}/logo.png` 예요. PNG, JPEG, WebP, GIF 만 돼요(SVG 는 안 돼요). 파일 하나는 최대 {{max}}, 합쳐서 최대 {{total}} 까지예요.',
  addPictures: '그림 추가',
  pick: '그림 추가…',
  orDrop: '또는 여기에 끌어다 놓기',
  list: '디자인의 파일',
  newPath: '{{path}} 의 새 경로',
  save: '저장',
  cancel: '취소',
  renameFile: '{{path}} 이름 바꾸기',
  rename: '이름 바꾸기',
  removeFile: '{{path}} 삭제',
  remove: '삭제',
  outside: '이미지가 가리킬 수 없는 파일이에요(files/ 밖에 있어요)',
  total_one: '파일 {{n}}개, {{max}} 중 {{size}}',
  total_other: '파일 {{n}}개, {{max}} 중 {{size}}',
  empty: '아직 파일이 없어요.',
  grants: '매니페스트가 "files" 권한을 줬어요. "drop" 이 있는 이미지는 끌어다 놓은 그림을 "into" 폴더(기본값 "dropped")에 넣어요. 같은 이름의 파일을 놓으면 이전 파일을 바꿔요.',
  noGrant: '매니페스트가 "files" 권한을 줄 때만 이미지가 끌어다 놓은 파일을 받아요(위 참고).',
} satisfies Messages['files'];
