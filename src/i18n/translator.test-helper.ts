import { createInstance } from 'i18next';
import { capitalize, type Translate } from './say';

/** Says issues as the app does in another language: an i18next of its own over that language's messages. */
export function translatorFor(lng: 'ko' | 'ja' | 'zh-CN', resources: object): Translate {
  const instance = createInstance();
  void instance.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false }, initAsync: false });
  instance.services.formatter?.add('capitalize', capitalize);
  return (key, values) => (instance.t as unknown as (key: string, values: object) => string)(key, values);
}
