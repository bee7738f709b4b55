const KEY = 'panel-designer:build-open';

/** Whether the build column (palette, outline, inspector) is shown: open unless folded away before. */
export function readVisualOpen(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeVisualOpen(open: boolean): void {
  try {
    localStorage.setItem(KEY, String(open));
  } catch {
    // a layout preference: losing it costs a click
  }
}
