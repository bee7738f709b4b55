import type { ProcessStatus } from '../host/contract';

/** The plugin's state in one line, as the toolbar shows it. */
export function statusText(status: ProcessStatus | undefined, now: number): string {
  if (status === undefined) return 'Waiting for the host…';
  switch (status.state) {
    case 'starting': {
      const left = status.awaitingInitializeUntil === undefined ? undefined : Math.max(0, Math.ceil((status.awaitingInitializeUntil - now) / 1000));
      return left === undefined ? `Starting (pid ${status.pid})` : `Starting (pid ${status.pid}): waiting for the answer to initialize, ${left} s left`;
    }
    case 'running':
      return `Running (pid ${status.pid})`;
    case 'stopping':
      return `Stopping (pid ${status.pid}): ${status.reason}`;
    case 'exited': {
      const how = status.signal ? `Killed by ${status.signal}` : status.code === null ? 'Not running' : `Exited with code ${status.code}`;
      return status.reason ? `${how}: ${status.reason}` : how;
    }
  }
}
