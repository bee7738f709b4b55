import { describe, expect, it } from 'vitest';
import { neededPermissions } from './permissions';

describe('neededPermissions', () => {
  it('asks for prompt.inject when a reaction asks the agent, naming the first reaction that does', () => {
    const needed = neededPermissions({
      reactions: [
        { element: 'save', event: 'click', actions: [{ do: 'notify', message: 'Saved', kind: 'info' }] },
        { element: 'ask', event: 'click', actions: [{ do: 'injectPrompt', text: 'Explain' }] },
        { element: 'again', event: 'click', actions: [{ do: 'injectPrompt', text: 'Again' }] },
      ],
    });
    expect(needed).toEqual([{ permission: 'prompt.inject', because: 'reaction 2 ("ask" click) sends prompt/inject' }]);
  });

  it('needs nothing for screens, toasts and badges', () => {
    expect(neededPermissions({ reactions: [{ element: 'a', event: 'click', actions: [{ do: 'setBadge', text: '1' }, { do: 'showScreen', screen: 'x' }] }] })).toEqual([]);
  });
});
