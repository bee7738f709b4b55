import type { ProcessStatus } from '../host/contract';
import type { Say } from '../i18n/say';
import { englishMessage } from '../i18n/english';
import { live } from '../i18n/messages/en/live';

type StatusKey = Extract<keyof typeof live, `status${string}`>;

/** Words of the `live` group for a status: the page passes its `t`, tests get English. */
export type SayStatus = (key: StatusKey, values?: Readonly<Record<string, string | number>>) => string;

const inEnglish: SayStatus = (key, values) => englishMessage(live, key, values);

/** How a host's reason is said: the page says its sentences in the interface language, tests keep the English. */
export type SayReason = (said: readonly Say[] | undefined, reason: string) => string;

/** The plugin's state in one line, as the toolbar shows it. */
export function statusText(status: ProcessStatus | undefined, now: number, say: SayStatus = inEnglish, sayReason: SayReason = (_said, reason) => reason): string {
  if (status === undefined) return say('statusWaiting');
  switch (status.state) {
    case 'starting': {
      const left = status.awaitingInitializeUntil === undefined ? undefined : Math.max(0, Math.ceil((status.awaitingInitializeUntil - now) / 1000));
      return left === undefined ? say('statusStarting', { pid: status.pid }) : say('statusAwaiting', { pid: status.pid, seconds: left });
    }
    case 'running':
      return say('statusRunning', { pid: status.pid });
    case 'stopping':
      return say('statusStopping', { pid: status.pid, reason: sayReason(status.said, status.reason) });
    case 'exited': {
      const how = status.signal ? say('statusKilled', { signal: status.signal }) : status.code === null ? say('statusNotRunning') : say('statusExited', { code: status.code });
      return status.reason ? say('statusBecause', { how, reason: sayReason(status.said, status.reason) }) : how;
    }
  }
}
