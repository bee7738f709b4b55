import { describe, expect, it } from 'vitest';
import { defaultMode, panelPlacement } from './placement';

const manifest = (panel: object, permissions: string[] = []) => ({ name: 'X', permissions, contributes: { panel: { title: 'X', ...panel } } });

describe('panelPlacement', () => {
  it('reads the manifest mode and surface', () => {
    expect(panelPlacement(manifest({ mode: 'window', surface: 'sidebar' }))).toEqual({ mode: 'window', from: 'manifest', surface: 'sidebar' });
  });
  it("lets the user's choice win over the manifest", () => {
    expect(panelPlacement(manifest({ mode: 'window' }), 'overlay')).toEqual({ mode: 'overlay', from: 'choice', surface: 'pane' });
  });
  it("falls back to Agentty's default: push with prompt.inject or terminal.write, else full", () => {
    expect(panelPlacement(manifest({}))).toEqual({ mode: 'full', from: 'default', surface: 'pane' });
    expect(panelPlacement(manifest({}, ['prompt.inject'])).mode).toBe('push');
    expect(panelPlacement(manifest({}, ['net.request', 'terminal.write'])).mode).toBe('push');
    expect(defaultMode(undefined)).toBe('full');
  });
  it('treats an unknown mode or surface as left out (the manifest check reports it)', () => {
    expect(panelPlacement(manifest({ mode: 'modal', surface: 'floating' }, ['prompt.inject']))).toEqual({ mode: 'push', from: 'default', surface: 'pane' });
    expect(panelPlacement('not an object')).toEqual({ mode: 'full', from: 'default', surface: 'pane' });
  });
});
