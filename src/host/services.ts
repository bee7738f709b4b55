// What the pure host core asks of the machine it runs on for the methods that reach past the protocol:
// the network (net/fetch), the plugin's own folder (files/*) and the clock (host/timer). node/ implements them.
import type { JsonObject } from '../json';

/** A checked net/fetch request (./net-request.ts): what goes out, nothing of Agentty's added. */
export interface FetchRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly timeoutMs: number;
  /** files/download: the most bytes kept. */
  readonly maxBytes?: number;
}

/** Agentty's net/fetch result: { status, statusText, url, headers, body, truncated, binary, bytes, durationMs }. */
export type FetchResponse = JsonObject & {
  readonly status: number;
  readonly body: string;
};

/** One file or folder of the plugin's own folder, as files/list and files/stat answer it. */
export type FileEntry = JsonObject & { readonly name: string; readonly dir: boolean; readonly size: number; readonly modifiedMs: number };

/** The plugin's own folder (files/*): every path is relative to it; a refused path or failed operation throws an Error with the message to answer. */
export interface PluginFiles {
  write(path: string, bytes: Uint8Array, append: boolean): number;
  read(path: string, offset: number, length: number): { readonly bytes: Uint8Array; readonly size: number };
  list(path: string): FileEntry[];
  stat(path: string): FileEntry | null;
  remove(path: string): boolean;
  rename(from: string, to: string): void;
  copy(from: string, to: string): number;
  /** The absolute path on disk (files/path, files/reveal). */
  resolve(path: string): string;
}

export interface HostServices {
  readonly files?: PluginFiles;
  /** A real HTTP request; rejects with an Error whose message is answered -32602 (as Agentty answers a failed fetch). */
  readonly fetch?: (request: FetchRequest, signal: AbortSignal) => Promise<{ readonly response: FetchResponse; readonly raw: Uint8Array }>;
  /** Resolves after `ms` with the milliseconds that passed; rejects when `signal` aborts. */
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<number>;
}

/** A wait on the clock of whatever runs the core (setTimeout exists in Node and in browsers). */
export function clockWait(ms: number, signal: AbortSignal): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(Date.now() - started), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('abandoned'));
    });
  });
}
