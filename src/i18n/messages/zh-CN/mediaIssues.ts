import type { Messages } from '../en';

export const mediaIssues = {
  leavesFiles: '"{{src}}" 指向插件的 files/ 文件夹之外：Agentty 只读取其中的图片，所以会绘制空白位置。$t(issueWords.agenttyRule)',
  svg: 'Agentty 从不绘制 SVG，所以这个位置保持空白。请把图片转换为 PNG 或 WebP。$t(issueWords.agenttyRule)',
  otherFormat: 'Agentty 只绘制 PNG、JPEG、WebP 和 GIF，不绘制 .{{format}}，所以这个位置保持空白。请把图片转换为 PNG 或 WebP。$t(issueWords.agenttyRule)',
  noFormat: 'Agentty 只绘制 PNG、JPEG、WebP 和 GIF，所以这个位置保持空白。请把图片转换为 PNG 或 WebP。$t(issueWords.agenttyRule)',
  noFile: '设计的文件中没有 "{{src}}"：Agentty 接受这棵树并绘制空白位置。设计中的图片：{{names}}。$t(issueWords.designerRule)',
  noFileNoPictures: '设计的文件中没有 "{{src}}"：Agentty 接受这棵树并绘制空白位置。设计中还没有图片：请在“文件”中添加。$t(issueWords.designerRule)',
  dropNeedsId: '"drop" 需要一个 id：没有 id，Agentty 不会在这里接收文件，也不会发送任何内容。$t(issueWords.agenttyRule)',
  tooManyGraphNodes: '图的节点超过 {{max}} 个：这个图有 {{n, number}} 个，Agentty 会拒绝这棵树。$t(issueWords.agenttyRule)',
  portsCut: '{{side}} 有 {{n}} 个：Agentty 每一侧只绘制前 {{max}} 个端口，其余的连同连线一起丢弃。$t(issueWords.agenttyRule)',
  edgesCut: '连线有 {{n, number}} 条：Agentty 只绘制前 {{max}} 条，其余的丢弃。$t(issueWords.agenttyRule)',
  noNode: '这个图中没有节点 "{{node}}"，所以 Agentty 会丢弃这条连线。图中的节点：{{names}}。$t(issueWords.agenttyRule)',
  noNodeEmpty: '这个图中没有节点 "{{node}}"，所以 Agentty 会丢弃这条连线。图中没有节点。$t(issueWords.agenttyRule)',
  noOutputPort: '节点 "{{node}}" 没有输出端口 "{{port}}"，所以 Agentty 会丢弃这条连线。它的输出端口：{{names}}。$t(issueWords.agenttyRule)',
  noOutputs: '节点 "{{node}}" 没有输出端口 "{{port}}"，所以 Agentty 会丢弃这条连线。它没有输出端口。$t(issueWords.agenttyRule)',
  noInputPort: '节点 "{{node}}" 没有输入端口 "{{port}}"，所以 Agentty 会丢弃这条连线。它的输入端口：{{names}}。$t(issueWords.agenttyRule)',
  noInputs: '节点 "{{node}}" 没有输入端口 "{{port}}"，所以 Agentty 会丢弃这条连线。它没有输入端口。$t(issueWords.agenttyRule)',
  listedMore: '{{shown}} 等另外 {{n, number}} 个',
  byteOrderMarkRead: '文本以一个看不见的字节顺序标记（U+FEFF）开头，JSON 不允许它。Panel Designer 会跳过它读取，导出时也会去掉它。',
  duplicateKey: '键 {{name}} 重复：JSON 只保留最后一个，所以第 {{line}} 行的 {{name}} 会被忽略。',
  numberTooLarge: '{{literal}} 作为 JSON 数字太大：它会变成 {{infinity}}，而 JSON 无法表示它（导出时会写成 null）。请使用更小的数字或字符串。',
  decimalWhole:
    '"{{key}}" 写成了 {{written}}：Agentty 把带小数点或指数的数字读作小数，在需要整数的地方会拒绝它。请写成 {{number}}。$t(issueWords.agenttyRule)',
  loneSurrogateKey:
    '这个键含有 UTF-16 代理对的一半（例如只有 \\ud83d 而后面没有 \\ude00）：Agentty 的 JSON 解析器会拒绝整行，所以面板永远不会到达。$t(issueWords.agenttyRule)',
  loneSurrogateString:
    '这个字符串含有 UTF-16 代理对的一半（例如只有 \\ud83d 而后面没有 \\ude00）：Agentty 的 JSON 解析器会拒绝整行，所以面板永远不会到达。$t(issueWords.agenttyRule)',
} satisfies Messages['mediaIssues'];
