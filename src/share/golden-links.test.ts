import { describe, expect, test } from 'vitest';
import type { DesignDocument } from './document';
import { decodeShareLink } from './link';

// Links made with the build of the day the v1 dictionary was frozen, committed as they were written.
// They must open forever: if one fails, the link format changed under links already shared.

const small: DesignDocument = {
  version: 1,
  name: 'Small',
  kind: 'panel',
  screens: [{ name: 'main', text: '{\n  "type": "column",\n  "children": [\n    {\n      "type": "button",\n      "id": "go",\n      "label": "Go"\n    }\n  ]\n}\n' }],
  reactions: '[]',
  context: '{}',
  settings: { width: 'default', hostTheme: 'light', api: 6 },
};

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const flow: DesignDocument = {
  version: 1,
  name: 'Review flow',
  kind: 'panel',
  screens: [
    {
      name: 'main',
      text: pretty({
        type: 'column',
        gap: 'small',
        children: [
          { type: 'input', id: 'query', placeholder: 'Search files…' },
          {
            type: 'list',
            id: 'results',
            items: [{ id: 'a', title: 'a.ts', subtitle: 'src', icon: 'file', tone: 'info', actions: [{ id: 'open', label: 'Open', icon: 'external-link' }] }],
            empty: 'No results',
          },
          { type: 'row', wrap: true, children: [{ type: 'button', id: 'review', label: 'Review', variant: 'primary' }, { type: 'toggle', id: 'strict', label: 'Strict', value: true }] },
          { type: 'choice', id: 'level', options: [{ value: 1, label: 'One' }, { value: '1', label: 'One as text' }, { value: true, label: 'Yes' }], value: 1 },
        ],
      }),
    },
    { name: 'done', text: pretty({ type: 'section', title: 'Done', children: [{ type: 'badge', text: 'OK', tone: 'success' }, { type: 'spinner', text: 'Working' }, { type: 'divider' }] }) },
  ],
  reactions: pretty([
    { element: 'review', event: 'click', actions: [{ do: 'showScreen', screen: 'done' }, { do: 'notify', message: 'Reviewed', kind: 'success' }] },
    { element: 'results', event: 'action', item: 'a', action: 'open', actions: [{ do: 'setBadge', text: '1' }, { do: 'injectPrompt', text: 'Open a.ts', target: 'ask' }] },
    { element: 'level', event: 'change', value: 1, actions: [{ do: 'notify', message: 'Level one', kind: 'info' }] },
  ]),
  context: pretty({ workspace: { root: '/home/me/project', files: 3 }, user: 'me' }),
  settings: { width: 'wide', hostTheme: 'dark', api: 6 },
};

const hostile: DesignDocument = {
  version: 1,
  name: 'Hostile "names" \\ </script> 🚀 שלום',
  kind: 'panel',
  screens: [
    {
      name: 'main "quoted"',
      text: pretty({
        type: 'column',
        children: [
          { type: 'text', text: 'Line one\nline two\t"quoted" \\ back' },
          { type: 'text', text: '</script><script>alert(1)</script> <img src=x onerror=alert(1)>' },
          { type: 'button', id: 'emoji', label: '👍🏽 Ship it 🚀 family: 👨‍👩‍👧' },
          { type: 'text', text: 'مرحبا بالعالم — שלום עולם', style: 'heading' },
          { type: 'input', id: 'sep', value: 'a\u2028b\u2029c ${not} `tick`' },
        ],
      }),
    },
    // half-typed text travels verbatim; valid JSON comes back pretty-printed (this one was typed with CRLF)
    { name: 'שלום', text: '{ "type": "text", "text": "half typed \n' },
    { name: 'crlf', text: '{\n  "type": "divider"\n}\n' },
  ],
  reactions: '[{"element": "emoji", "event": "click", "actions": [{"do": "notify", "message": "Done ✅ \\"yes\\"", "kind": "warning"}]}',
  context: '{\n  "note": "</script>\\n🚀",\n  "dir": "rtl עברית"\n}\n',
  settings: { width: 'narrow', hostTheme: 'light', api: 6 },
};

const golden: [name: string, link: string, doc: DesignDocument][] = [
  ['a small design', '#v1/wxrlwVDvkR7z2FyFGg7p-Ugh4Q7MGbG1QAQA', small],
  [
    'a design with two screens, reactions, context and settings',
    '#v1/nVa9TsMwEH4VqzNQVWzMbCBVogNiYIiKSyOZOtgJnXh37seOfbZLq0pZnFzs8933c82Wv-ifXh_VztCVr-3_f0USBvs9abDq0mA3unPbvdr1RnsS0FJq-Gen_WRGX5spGle8ZXdHERmGvNsmeOEZhU1IBtGGdiBuxi6ueRm2gEpod-jMrekPIEDv0rRVzDK7BOOJJ77RTbpdKAkiR43JkuBOCejHeSg7SjqvH10Pw0LaZBNfBHpgNgJJclwwoDXY1waxAEJzeaCW-bSAY032TXVeEXyyGK5CDHrTUK40VKwgI4wNCPzAXlUIrOn7yHHN0kr2rZ8SBGYRb7hTjH-1DhT-M4-ZLR1ShcxPKe7cxbOi3TYFujsee8pSGBWgFDeVK1Fb81Qie4rRkekUaBTezRSo86zscJUSbNsq0kcFXgqHLVOMcCsGwQSMRj6NmjzjNorRIJyZqJo8cHGEvvoBlAgXzlo8c7m3X3oJz-AsXgb2IF1aPNyDGE-eBAtwCYsLJw-eU37_AA',
    flow,
  ],
  [
    'a design with hostile strings: quotes, newlines, </script>, emoji, right-to-left text',
    '#v1/jVaxTsMwEP2VU8QAEhJirdpODAxsjNzQtE2pUdqU1AiqqlIGOiIUCQZQUSWWpkgMjAx8h9M1X9BP4C5OnVSlqIvtXM7ns9_zO_8J-SldEeE6gKmhjxYgQvmIiCB6sgrL6WsAaq4m6lm9GbZuEISmX994lDDuyIAt-z8TXQcIY-y6PJK3Hso8NKdWt4nzhd2uzzeJl7Pedh1f7h8f5Dsqi84l9P1G5Y4XYlGvrJyqxcDrkDod70oUcF1Ow4fl9PEHztuiB0Lqg2rZHeEOSvQRRklADuFcd7PtKS_G8Vf8GUfxDLhZ3Mff3C7GkARP5uhBvVM30RhkDGk7acUphl57zPSdXl5iLTsJonoSzBuwNyRpGkFNknzUmC0cIAOzAPWKqYQtR0erxCMyonVoRmxr224L2KUJSO-5PFjDd1ubdDDFkJ8RBaWyLoa40iodOD10vVqqedqayp62ZnPZzpObnvbQyqtdMvHVP04IcUgmYyISWgNiO3XajQVc-2R1H9NrRJw1islhOX9DJewy6KxQgl-JvnQZpVBF6kV98M39p5KNRr8',
    hostile,
  ],
];

describe('v1 share links made before stay openable', () => {
  test.each(golden)('%s', (_name, link, doc) => {
    expect(decodeShareLink(link)).toEqual({ ok: true, doc });
  });
});
