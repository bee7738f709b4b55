import { describe, expect, it } from 'vitest';
import { drawnPanelWidth, panelWidthPx, widthSetting } from './frame';

describe('panel widths', () => {
  it('reads presets and dragged pixels', () => {
    expect(panelWidthPx('default')).toBe(360);
    expect(panelWidthPx('narrow')).toBe(240);
    expect(panelWidthPx(517)).toBe(517);
    expect(panelWidthPx(100)).toBe(240);
  });
  it('keeps a width that matches a preset as the preset, and others as whole pixels of at least 240', () => {
    expect(widthSetting(480)).toBe('wide');
    expect(widthSetting(359.6)).toBe('default');
    expect(widthSetting(401.2)).toBe(401);
    expect(widthSetting(12)).toBe('narrow');
  });
  it('adds the drag handle to docked and floating panels; a window is 520 wide', () => {
    expect(drawnPanelWidth('push', 'default')).toBe(365);
    expect(drawnPanelWidth('overlay', 300)).toBe(305);
    expect(drawnPanelWidth('window', 'narrow')).toBe(520);
    expect(drawnPanelWidth('full', 'wide')).toBe(480);
  });
});
