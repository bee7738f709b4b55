import type { ReactionAction } from '../../events/reactions/actions';
import type { i18n } from '../../i18n/i18n.svelte';

/** An action in a few words of the interface language, for the form's example sentence. */
export function describeAction(action: ReactionAction, t: (typeof i18n)['t']): string {
  switch (action.do) {
    case 'showScreen':
      return t('reactionsForm.showScreen', { screen: action.screen });
    case 'notify':
      return t('reactionsForm.notify', { message: action.message });
    case 'setBadge':
      return t('reactionsForm.setBadge', { text: action.text });
    case 'setValue':
      return t('reactionsForm.setValue', { element: action.element, value: action.value === undefined ? t('reactionsForm.newValue') : JSON.stringify(action.value) });
    case 'injectPrompt':
      return t('reactionsForm.injectPrompt');
  }
}
