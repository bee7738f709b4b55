import type { Messages } from '../en';

export const share = {
  button: '分享',
  dialog: '分享链接',
  errors_one: '此设计有 {{errors}} 个错误，通过链接打开时错误依然存在。',
  errors_other: '此设计有 {{errors}} 个错误，通过链接打开时错误依然存在。',
  leftOut_one:
    '设计的文件太大，无法放入链接（链接最多携带 {{budget}} 的文件），因此此链接不含以下文件：{{files}}。引用这些文件的图片将显示为空位。如需一并分享，请将设计作为文件发送。',
  leftOut_other:
    '设计的文件太大，无法放入链接（链接最多携带 {{budget}} 的文件），因此此链接不含以下文件：{{files}}。引用这些文件的图片将显示为空位。如需一并分享，请将设计作为文件发送。',
  link: '此设计的链接',
  linkWithout: '此设计的链接（不含上述文件）',
  copy: '复制',
  copyLink: '复制链接',
  copyEmbed: '复制嵌入链接',
  copySnippet: '复制 iframe 代码',
  length: '{{length}} 个字符',
  long: '此链接超过 {{max}} 个字符，部分聊天工具会截断长链接。请改为以文件形式发送设计。',
  embed: '嵌入链接：仅含面板，用于其他页面',
  snippet: '用于嵌入的 HTML',
  tooBig: '此设计太大，无法生成链接。',
  tooBigSize: '此设计的 JSON 为 {{bytes}} 字节，而链接最多容纳 {{max}} 字节。请改为分享文件。',
  download: '下载 .json 文件',
  close: '关闭',
  copiedLink: '链接已复制到剪贴板',
  copiedEmbed: '嵌入链接已复制到剪贴板',
  copiedSnippet: 'iframe 代码已复制到剪贴板',
  copyFailed: '无法复制（{{reason}}）。请选中后手动复制。',
  bytes_one: '{{bytes}} 字节',
  bytes_other: '{{bytes}} 字节',
} satisfies Messages['share'];
