import type { Messages } from '../en';

export const editor = {
  loading: '正在加载编辑器…',
  failed: '编辑器加载失败：{{reason}}',
  label: '面板 JSON',
} satisfies Messages['editor'];
