import type { Messages } from '../en';

export const editor = {
  loading: '편집기를 불러오는 중…',
  failed: '편집기를 불러오지 못했어요: {{reason}}',
  label: '패널 JSON',
} satisfies Messages['editor'];
