import type { Messages } from '../en';

export const shareLink = {
  notOurs: '这不是 Panel Designer 的分享链接：链接中 # 之后的部分应以 {{prefix}} 开头。',
  newer: '此链接由更新版本的 Panel Designer 创建（链接格式 v{{format}}），当前版本最多只能打开链接格式 v{{newest}}。请更新 Panel Designer 后再打开。',
  noFormat: '这不是 Panel Designer 的分享链接：不存在链接格式 v{{format}}。',
  badCharacters: '此链接已损坏：其数据包含分享链接中不会出现的字符（只应包含 base64url 的字母、数字、- 和 _）。',
  cutShort: '此链接已损坏或被截断：其数据无法解压。请重新索取链接或 .json 文件。',
  empty: '此链接为空：#v{{format}}/ 之后没有设计。',
  tooLarge: '此链接解压后超过 {{megabytes}} MB，远超任何设计所需，已拒绝打开。',
  notJson: '此链接已损坏：可以解压，但内容不是设计（不是 JSON 文本）。',
  tooDeep: '此链接不包含有效的设计：其中的文本嵌套过深，无法显示。',
  notDesign: '此链接不包含有效的设计。{{reason}}',
} satisfies Messages['shareLink'];
