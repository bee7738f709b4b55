import { describe, expect, test } from 'vitest';
import { parseDesignDocument, type DesignDocument } from './document';
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

/**
 * The document a link must open as: the one written here, with today's defaults for any setting added after
 * the link was made (a design from before targets the newest API), exactly as a file from then opens.
 */
function opened(doc: DesignDocument): DesignDocument {
  const result = parseDesignDocument(doc);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
}

describe('v1 share links made before stay openable', () => {
  test.each(golden)('%s', (_name, link, doc) => {
    expect(decodeShareLink(link)).toEqual({ ok: true, doc: opened(doc) });
  });
});

// Links made with the build that introduced link format v2 (today's 25 node types in its dictionary).

const smallV2: DesignDocument = {
  version: 1,
  name: 'Small v2',
  kind: 'panel',
  screens: [{ name: 'main', text: pretty({ type: 'card', title: 'Build', children: [{ type: 'checkbox', id: 'watch', label: 'Watch', value: true }, { type: 'progress', value: 0.5 }] }) }],
  reactions: '[]',
  context: '{}',
  settings: { width: 'default', hostTheme: 'light', api: 6 },
};

const todayV2: DesignDocument = {
  version: 1,
  name: 'Pipeline',
  kind: 'panel',
  screens: [
    {
      name: 'main',
      text: pretty({
        type: 'grid',
        id: 'layout',
        widths: ['240px', '1'],
        resizable: true,
        align: 'center',
        children: [
          {
            type: 'flow',
            id: 'steps',
            reorderable: true,
            insertMenu: [{ value: 'lint', label: 'Lint' }],
            steps: [
              { id: 'fetch', title: 'Fetch', state: 'done', icon: 'download' },
              { id: 'test', title: 'Test', subtitle: 'npm test', state: 'active', selected: true },
              { id: 'notify', title: 'Notify', state: 'off', side: true },
            ],
          },
          {
            type: 'tabs',
            id: 'tabs',
            value: 'log',
            tabs: [{ id: 'log', label: 'Log' }, { id: 'env', label: 'Env', badge: '3', closable: true }],
            addMenu: [{ value: 'new', label: 'New' }],
            children: [
              { type: 'table', id: 'runs', columns: [{ label: 'Run', grow: 2 }, { label: 'Status', align: 'end' }], rows: [{ id: 'r1', cells: ['#1', 'ok'], tone: 'success' }], selected: 'r1', empty: null },
              { type: 'keyValue', items: [{ label: 'Commit', value: '3f9c2e1', mono: true }] },
              { type: 'stat', label: 'Runs', value: '42', detail: '+3', tone: 'success' },
              { type: 'callout', text: 'Flaky', tone: 'warning' },
              { type: 'select', id: 'runner', options: [{ value: 'ubuntu', label: 'Ubuntu' }], value: 'ubuntu' },
              { type: 'code', text: 'npm test', language: 'sh' },
            ],
          },
          { type: 'popover', id: 'settings', title: 'Settings', children: [{ type: 'button', id: 'more', label: 'More', menu: [{ value: 'delete', label: 'Delete' }] }] },
        ],
      }),
    },
  ],
  reactions: pretty([
    { element: 'steps', event: 'move', actions: [{ do: 'notify', message: 'Moved', kind: 'info' }] },
    { element: 'tabs', event: 'close', value: 'env', actions: [{ do: 'setBadge', text: 'env' }] },
    { element: 'layout', event: 'resize', value: 300, actions: [{ do: 'injectPrompt', text: 'wider', target: 'ask' }] },
  ]),
  context: pretty({ workspace: { root: '/home/me/ci' } }),
  settings: { width: 'wide', hostTheme: 'dark', api: 6 },
};

const hostileV2: DesignDocument = {
  version: 1,
  name: 'Hostile v2 "tabs" \\ </script> 🚀 שלום',
  kind: 'panel',
  screens: [
    {
      name: 'main "quoted"',
      text: pretty({
        type: 'tabs',
        id: 'tabs "quoted"',
        tabs: [
          { id: 'a\nb', label: 'Line one\nline two\t"quoted" \\ back' },
          { id: '</script>', label: '</script><script>alert(1)</script>', closable: true },
          { id: '🚀', label: '👍🏽 Ship it 🚀 family: 👨‍👩‍👧', badge: '🇯🇵' },
        ],
        value: '🚀',
        children: [
          { type: 'flow', id: 'flow', steps: [{ id: 'rtl', title: 'مرحبا بالعالم — שלום עולם', subtitle: 'a\u2028b\u2029c ${not} `tick`' }] },
          { type: 'code', text: '{{word}} \u0000 \ud800 lone', language: 'json', title: '"""' },
          { type: 'checkbox', id: 'lone', label: 'lone \udfff low', description: null },
        ],
      }),
    },
    // half-typed text travels verbatim
    { name: 'שלום', text: '{ "type": "card", "title": "half typed \n' },
  ],
  reactions: '[{"element": "tabs \\"quoted\\"", "event": "close", "value": "</script>", "actions": [{"do": "notify", "message": "Done ✅", "kind": "warning"}]}',
  context: '{\n  "note": "</script>\\n🚀"\n}\n',
  settings: { width: 'narrow', hostTheme: 'light', api: 6 },
};

// made by the build that added the target API: a setting the v2 format carries when it is not the newest
const api4V2: DesignDocument = {
  version: 1,
  name: 'Targets API 4',
  kind: 'panel',
  screens: [
    {
      name: 'main',
      text: pretty({ type: 'tabs', id: 'views', tabs: [{ id: 'runs', label: 'Runs', closable: true }], value: 'runs', addMenu: [{ value: 'new', label: 'New view' }], children: [{ type: 'stat', label: 'Runs', value: '12', tone: 'success' }] }),
    },
  ],
  reactions: '[]',
  context: '{}',
  settings: { width: 'narrow', hostTheme: 'dark', api: 4 },
};

const goldenV2: [name: string, link: string, doc: DesignDocument][] = [
  ['a design that targets API 4', '#v2/wxrZIeBqoVjBMcBTwYSUmEdua4K6EpiNzSJIwwitnYRoSZcUlaYitz2g6rGFZR64qwJvIaaWK4B7LyDd2MIFfwvNENwPQu3aAoMHZBhp7Q54Q6IWAA', api4V2],
  ['a small design of today\'s elements', '#v2/wxrZwaBxCYUyUNeA-EhHbTA7QVtd2FyI3oYoT4T0UmBBEQ7lQ8OppKg0FcnVWJtPQJ8AEQA', smallV2],
  ['today\'s elements with reactions on their events, context and settings', '#v2/jZg9c4MwDIb_Cx07hEKXzv2YmrsO7dTr0Cak5QKYo6G5Dvz3SBYWsi0S7rLIMcJYlvw-UoP9UrZFVVp1tzjoo_Iduw3_JFecxn1Pstu0RUVwgzEQ6vXQ9QWUO1_r6kdF8g-dC_QkaIR8zYQDvkcKtGc0UeQEJ2w3EtNZguIauzXHpgJ6E4qZtIt7_JVMUTuFwAlwSNZM_BT2yQLC-QD5RwOStMCyxGQflSFXAIA3xXxHOEBjvE9g8UKK5k_89WgtV_JzjBoDES0CAqvkQGMRk5U9WDhTi7iHBx1Jai3lQW1jtbHCPlMoYTpgCE8KM3jAcIUW0gLnIQsqPC_TvWYfG2_Ipq8qsednaeLe1L56yXd3m6xAb9S-ikJ4kS7ErX2NkQgXrtwMTkQ8VZ97e7j8Jo58u4cXEAfqXmjlsf_qm0MvlvpGAxInxjlyTQsRQG5JQPys2i8h_0z_tDbQkZuWvSYzKvZb2ArIuGniAw3YKvsx2KM1o_JcyQqEaqT0FFxYw1Qsrp7at5sxuR8ze063UupGL4vJAyeGvrmezwnmPE0V5zq9IILZzoxkD9w9zG3HVcnRdPvfFjQrGp0xOHH1Y-piBb9NmQxwFS4EPMLB4QQ', todayV2],
  ['today\'s elements with hostile strings: quotes, newlines, </script>, emoji, lone surrogates, right-to-left text', '#v2/hVg_S8NQEP8qR3BQEPwzSSlODg5ujr6hqWlo5Bm1JoqEQAaLk0hBF6kEXNoOIg4ODn6OpGs-QT6Cd7nk5aVUbUney73Lvcvd5e53WersfSyPjuzB1TaIwuTCACGgvcEv8S7k8XMEySwZJ0_Jy--hgXdf-AhVLLHEt4u4dIG54WhTuDo8OXDcHqCJhCtphihVePXdpGrXxDSqLKoU12QoWrscTYleXN1a05lrhO8N_J6SR4-vicrj0X0eP3zDYd85B8dj89jmqSNvWngxmmYRMoxmPEy0RJnHd-94fDbwVil-mXP_7wEHHn0IqzL1fJh-pG_pNJ0Anea36Red50PIokflQUhecRizK-s0b2bRtJtFs2NYCRDEhNDxsDp1mgHWhG9BcI3tYRiC8Dfxh4O1g4OsegxVc04uG1_iRPHXg3MRaCoRbHO6JOm2baN0skOjxLi-lKimlly0aK10peDGzYTRwhnlaGGsE410YmLflDYQjwWC8D42G3UNN44CUVVxZucwFioUccYii_Je7kPwgKmFv5mqgo5Xyj1ojTaxzpiLkSSzlGCSF_bIGtl4yEsE8pheAj9RdPDUWVW4lUSRVep93SLqMMH8AbPD8Ac', hostileV2],
];

describe('v2 share links made before stay openable', () => {
  test.each(goldenV2)('%s', (_name, link, doc) => {
    expect(decodeShareLink(link)).toEqual({ ok: true, doc: opened(doc) });
  });
});

