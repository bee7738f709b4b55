// What Agentty shows of a plugin's toast and badge texts (agentty-look.md §1.6, §3.5).
import { BADGE_MAX_CHARS, BADGE_SIDEBAR_CHARS, NOTIFY_MAX_CHARS } from '../schema/decisions';

/** The first `most` characters, counted as code points as Agentty counts them (an emoji is not split in half). */
export function firstChars(text: string, most: number): string {
  let cut = '';
  let count = 0;
  for (const char of text) {
    if (count++ === most) return cut;
    cut += char;
  }
  return cut;
}

/** A toast's text: the plugin's name, then the message cut to 300 characters. */
export function toastText(pluginName: string, message: string): string {
  return `${pluginName}: ${firstChars(message, NOTIFY_MAX_CHARS)}`;
}

/** The badge as Agentty keeps it: its first 8 characters. */
export function shownBadge(text: string): string {
  return firstChars(text, BADGE_MAX_CHARS);
}

/** The badge on the activity bar (the sidebar surface): its first 3 characters. */
export function sidebarBadge(text: string): string {
  return firstChars(shownBadge(text), BADGE_SIDEBAR_CHARS);
}
