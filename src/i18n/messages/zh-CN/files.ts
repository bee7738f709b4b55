import type { Messages } from '../en';

export const files = {
  heading: '文件',
  lead: '插件文件夹自带的文件。图片的 `src` 指向 `{{folder}}/` 中的图片：`"logo.png"` 即 `{{folder}}/logo.png`。支持 PNG、JPEG、WebP 和 GIF（不支持 SVG），每个文件最大 {{max}}，总计最大 {{total}}。',
  addPictures: '添加图片',
  pick: '添加图片…',
  orDrop: '或拖放到这里',
  list: '设计的文件',
  newPath: '{{path}} 的新路径',
  save: '保存',
  cancel: '取消',
  renameFile: '重命名 {{path}}',
  rename: '重命名',
  removeFile: '删除 {{path}}',
  remove: '删除',
  outside: '图片无法引用的文件（位于 files/ 之外）',
  total_one: '{{n}} 个文件，{{size}} / {{max}}',
  total_other: '{{n}} 个文件，{{size}} / {{max}}',
  empty: '还没有文件。',
  grants: '清单授予了 "files" 权限：带 "drop" 的图片会把拖入的图片放进其 "into" 文件夹（默认为 "dropped"）；拖入同名文件会替换之前的文件。',
  noGrant: '只有清单授予 "files" 权限时，图片才会接收拖入的文件（见上文）。',
} satisfies Messages['files'];
