import { describe, expect, test } from 'vitest';
import { GAP_PX, PANEL_WIDTHS, registry } from '../schema';
import { AGENTTY_LOOK, COLOURS, GAPS, PANEL, TONE_COLOURS } from './agentty-look';
import { THEMES } from './theme';

describe("the table of Agentty's numbers", () => {
  test('has an entry for every node type the registry knows, each naming its section of agentty-look.md', () => {
    expect(Object.keys(AGENTTY_LOOK).sort()).toEqual(Object.keys(registry).sort());
    for (const [type, look] of Object.entries(AGENTTY_LOOK)) expect(look.section, type).toMatch(/^§\d/);
  });

  test('agrees with the schema on gaps and the default panel width', () => {
    expect(GAPS).toEqual(GAP_PX);
    expect(PANEL_WIDTHS.default).toBe(PANEL.width);
  });

  test('is where the dark theme takes its colours from', () => {
    const dark = THEMES.dark;
    expect([dark['--pd-bg'], dark['--pd-fg'], dark['--pd-bright'], dark['--pd-muted'], dark['--pd-accent'], dark['--pd-border']]).toEqual([
      COLOURS.PANEL,
      COLOURS.FOREGROUND,
      COLOURS.BRIGHT,
      COLOURS.MUTED,
      COLOURS.ACCENT,
      COLOURS.BORDER,
    ]);
    for (const tone of ['neutral', 'info', 'success', 'warning', 'error'] as const) expect(dark[`--pd-tone-${tone}`]).toBe(TONE_COLOURS[tone]);
  });

  test('every colour is a six-digit hex', () => {
    for (const [name, hex] of Object.entries(COLOURS)) expect(hex, name).toMatch(/^#[0-9a-f]{6}$/);
  });
});
