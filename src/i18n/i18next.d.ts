import type { en } from './messages/en';

// keys and their nesting come from en.ts: t('toolbar.nope') does not compile
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
