import type { Design } from './design';

/** Strings that break naive code generators, one per hazard. */
export const HOSTILE = {
  quotes: `"double" 'single' \`back\``,
  backslashes: 'C:\\path\\to\\ \\n \\u0041 \\\\',
  newlines: 'line 1\nline 2\r\nline 3\r',
  tabs: 'a\tb\t\tc',
  template: '${process.exit(1)} `${x}` {{y}}',
  script: '</script><script>alert(1)</script><!-- -->',
  separators: 'a\u2028b\u2029c\u0085d',
  loneSurrogates: 'lone \ud800 high, \udfff low, reversed \udc00\ud800',
  emoji: 'rocket 🚀 family 👨‍👩‍👧 flag 🇯🇵',
  rtl: 'مرحبا بالعالم \u202e olleh \u202c שלום',
  controls: '\u0000\u0001\u001f\u007f\u00ad\ufeff',
  pythonish: '""" \'\'\' \\N{BULLET} %s {0} True None',
} as const;

/** A two-screen design that uses every action kind and every filter. */
export function sampleDesign(): Design {
  return {
    name: 'Demo "plugin"',
    screens: [
      {
        name: 'Main',
        tree: {
          type: 'column',
          gap: 'medium',
          children: [
            { type: 'text', text: HOSTILE.quotes, style: 'title' },
            { type: 'button', id: 'go', label: 'Go', variant: 'primary' },
            { type: 'input', id: 'query', placeholder: HOSTILE.newlines },
            {
              type: 'list',
              id: 'files',
              items: [
                { id: 'a', title: HOSTILE.emoji, actions: [{ id: 'open', label: 'Open' }, { id: 'delete', label: 'Delete' }] },
                { id: 'b', title: HOSTILE.rtl, tone: 'warning' },
              ],
            },
            { type: 'choice', id: 'size', options: [{ value: 1, label: 'One' }, { value: 'two', label: 'Two' }, { value: true, label: 'Yes' }] },
            { type: 'toggle', id: 'dark', label: HOSTILE.loneSurrogates },
          ],
        },
      },
      {
        name: 'Details',
        tree: {
          type: 'section',
          title: HOSTILE.script,
          children: [
            { type: 'text', text: HOSTILE.separators },
            { type: 'button', id: 'back', label: HOSTILE.backslashes },
          ],
        },
      },
    ],
    reactions: [
      { element: 'go', event: 'click', actions: [{ do: 'showScreen', screen: 'Details' }, { do: 'setBadge', text: '3' }] },
      { element: 'back', event: 'click', actions: [{ do: 'showScreen', screen: 'Main' }] },
      { element: 'query', event: 'submit', actions: [{ do: 'injectPrompt', text: HOSTILE.template, target: 'ask' }, { do: 'injectPrompt', text: 'second' }] },
      { element: 'files', event: 'action', item: 'a', action: 'delete', actions: [{ do: 'notify', message: HOSTILE.tabs, kind: 'warning' }] },
      { element: 'files', event: 'select', item: 'b', actions: [{ do: 'notify', message: HOSTILE.controls, kind: 'info' }] },
      { element: 'size', event: 'change', value: 1, actions: [{ do: 'notify', message: 'one', kind: 'success' }] },
      { element: 'size', event: 'change', value: true, actions: [{ do: 'notify', message: 'yes', kind: 'success' }] },
      { element: 'dark', event: 'change', value: true, actions: [{ do: 'setBadge', text: '🌙' }, { do: 'injectPrompt', text: HOSTILE.pythonish }] },
      { element: 'dark', event: 'change', actions: [{ do: 'notify', message: 'flipped', kind: 'info' }] },
    ],
  };
}
