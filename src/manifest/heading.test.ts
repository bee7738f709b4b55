import { describe, expect, it } from 'vitest';
import { panelHeading, pluginName } from './heading';

describe('panelHeading', () => {
  it("uses the panel's title and icon first", () => {
    expect(panelHeading({ name: 'Tasks', icon: 'list', contributes: { panel: { title: 'My tasks', icon: 'check' } } })).toEqual({ title: 'My tasks', icon: 'check' });
  });
  it("falls back to the plugin's name and icon, then to puzzle", () => {
    expect(panelHeading({ name: 'Tasks', icon: 'list', contributes: { panel: { title: '  ' } } })).toEqual({ title: 'Tasks', icon: 'list' });
    expect(panelHeading({ name: 'Tasks', icon: 'no-such-icon' })).toEqual({ title: 'Tasks', icon: 'puzzle' });
    expect(panelHeading('not a manifest', 'Design')).toEqual({ title: 'Design', icon: 'puzzle' });
  });
});

describe('pluginName', () => {
  it("is the manifest's name, else the fallback", () => {
    expect(pluginName({ name: 'Tasks', contributes: { panel: { title: 'My tasks' } } })).toBe('Tasks');
    expect(pluginName({ name: ' ' }, 'Design')).toBe('Design');
    expect(pluginName(undefined)).toBe('Plugin');
  });
});
