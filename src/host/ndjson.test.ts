import { describe, expect, it } from 'vitest';
import { toNdjson } from '../events';
import { importText } from '../share/import';
import { createHostCore } from './core';
import { defaultSettings } from './environment';

describe("a live session's wire log saved as NDJSON", () => {
  it('is read back by Import as a design holding the panel the plugin sent', () => {
    const core = createHostCore(defaultSettings({ id: 'p', name: 'P', version: '1', dir: '/p', dataDir: '/d' }));
    core.start(1);
    core.receiveLine('{"jsonrpc":"2.0","id":1,"result":{}}', 2);
    const tree = { type: 'column', children: [{ type: 'text', text: 'Saved </script> "ok" שלום 🎉' }] };
    core.receiveLine(JSON.stringify({ jsonrpc: '2.0', method: 'ui/setPanel', params: { tree } }), 3);
    const text = toNdjson(core.snapshot().wire);
    const imported = importText(text, 'session.ndjson');
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(JSON.parse(imported.doc.screens.at(-1)!.text)).toEqual(tree);
  });
});
