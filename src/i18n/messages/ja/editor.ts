import type { Messages } from '../en';

export const editor = {
  loading: 'エディターを読み込んでいます…',
  failed: 'エディターを読み込めませんでした：{{reason}}',
  label: 'パネルの JSON',
} satisfies Messages['editor'];
