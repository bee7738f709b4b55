import { describe, expect, it } from 'vitest';
import { neededPermissions, permissionProblems } from './permissions';

describe('neededPermissions', () => {
  it('asks for prompt.inject when a reaction asks the agent, naming the first reaction that does', () => {
    const needed = neededPermissions({
      reactions: [
        { element: 'save', event: 'click', actions: [{ do: 'notify', message: 'Saved', kind: 'info' }] },
        { element: 'ask', event: 'click', actions: [{ do: 'injectPrompt', text: 'Explain' }] },
        { element: 'again', event: 'click', actions: [{ do: 'injectPrompt', text: 'Again' }] },
      ],
    });
    expect(needed).toEqual([expect.objectContaining({ permission: 'prompt.inject', because: 'reaction 2 ("ask" click) sends prompt/inject' })]);
  });

  it('needs nothing for screens, toasts and badges', () => {
    expect(neededPermissions({ reactions: [{ element: 'a', event: 'click', actions: [{ do: 'setBadge', text: '1' }, { do: 'showScreen', screen: 'x' }] }] })).toEqual([]);
  });
});

describe('permissionProblems', () => {
  const asks = [{ permission: 'prompt.inject' as const, because: 'reaction 1 ("ask" click) sends prompt/inject' }];

  it('is an error at /permissions when a needed permission is left out, naming what needs it', () => {
    expect(permissionProblems({ permissions: ['files'] }, asks)).toEqual([
      expect.objectContaining({ path: '/permissions', message: '"prompt.inject" is missing: reaction 1 ("ask" click) sends prompt/inject, which Agentty refuses without it.', severity: 'error' }),
      expect.objectContaining({ path: '/permissions/0', message: expect.stringContaining('Nothing in the design uses "files"'), severity: 'info' }),
    ]);
    expect(permissionProblems({}, asks)).toHaveLength(1);
  });

  it('is quiet when the manifest declares exactly what is needed, and leaves a non-object to checkManifest', () => {
    expect(permissionProblems({ permissions: ['prompt.inject'] }, asks)).toEqual([]);
    expect(permissionProblems([], asks)).toEqual([]);
  });
});
