import { AGENTTY_ICONS } from './agentty';

/** The icon names Agentty draws; any other name draws its puzzle icon. */
export const iconNames: ReadonlySet<string> = new Set(AGENTTY_ICONS);

export function isKnownIcon(name: string): boolean {
  return iconNames.has(name);
}
