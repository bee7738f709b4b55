import type { Messages } from '../en';

export const layout = {
  example: 'この例について',
  exampleBefore: 'Agentty が何を描画できるかを示す例のパネルです。自由に変更でき、変更は自分のコピーとして保存されます。自分で始めるには、',
  exampleNew: '空のデザインを始める',
  exampleAfter: 'か、**ドキュメント** からスターターを選んでください。',
  dismissExample: '例の案内を閉じる',
  dismiss: '閉じる',
  shownAt: '{{percent}}% で表示しています。パネルの幅は {{width}} px です。',
  splitterHint: '{{label}}：ドラッグするか、フォーカスして矢印キーを使います',
  splitterFoldHint: '{{label}}：ドラッグするか、フォーカスして矢印キーを使います。Enter で折りたたみます',
} satisfies Messages['layout'];
