import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { pictureListing } from './picture-listing';

test('the plugin files/ folder is listed by the paths images name, folders walked, links listed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'panel-picture-listing-'));
  try {
    expect(pictureListing(dir)).toEqual(new Set());
    mkdirSync(join(dir, 'files', 'icons'), { recursive: true });
    writeFileSync(join(dir, 'files', 'logo.png'), '');
    writeFileSync(join(dir, 'files', 'icons', 'a.png'), '');
    writeFileSync(join(dir, 'other.png'), '');
    symlinkSync(join(dir, 'other.png'), join(dir, 'files', 'link.png'));
    expect(pictureListing(dir)).toEqual(new Set(['logo.png', 'icons/a.png', 'link.png']));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('check-plugin advises about an image whose picture is not in the plugin files/ folder, not about one that is', async () => {
  const { checkPlugin, CHECK_LIMITS } = await import('./check');
  const { settingsFor } = await import('./plugin-info');
  const { samplePlugin } = await import('./test-support');
  const program = samplePlugin('pictures');
  const report = await checkPlugin(program, settingsFor(program, tmpdir()), undefined, { ...CHECK_LIMITS, initializeMs: 15_000, firstPanelMs: 15_000 });
  const pictures = report.advice.map((advice) => advice.message).filter((message) => message.includes("plugin's files/ folder"));
  expect(pictures).toEqual(['tree.children[1].src: No file "gone.png" in the plugin\'s files/ folder: Agentty draws the empty slot.']);
  expect(report.ok).toBe(true);
}, 30_000);
