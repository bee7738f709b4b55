import { readKey, writeKey } from '../storage/local';
import { APP_THEME_KEY } from './storage/keys';

export type AppTheme = 'light' | 'dark';

/** The designer's colours: as last switched in this browser, else the system's. */
export function readAppTheme(): AppTheme {
  const stored = readKey(APP_THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

// a preference: losing it costs a click
export function writeAppTheme(theme: AppTheme): void {
  writeKey(APP_THEME_KEY, theme);
}
