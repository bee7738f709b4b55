import { readKey, writeKey } from '../../storage/local';

const KEY = 'panel-designer:build-open';

/** Whether the build column (palette, outline, inspector) is shown: open unless folded away before. */
export function readVisualOpen(): boolean {
  return readKey(KEY) !== 'false';
}

// a layout preference: losing it costs a click
export function writeVisualOpen(open: boolean): void {
  writeKey(KEY, String(open));
}
