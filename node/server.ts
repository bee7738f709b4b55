import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ServerMessage } from '../src/host/contract';
import type { LiveSession } from './session';
import { end, StaticFiles } from './static-files';
import type { PluginPictures } from './plugin-pictures';

export const HOST = '127.0.0.1';
export const LIVE_PATH = '/live';
/** The largest frame a browser may send: settings with a big environment fit, a runaway client does not. */
export const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024 * 1024;
/** A browser that stops reading is dropped once this much waits for it; it gets a fresh snapshot when it reconnects. */
const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;

export interface LiveServer {
  readonly port: number;
  readonly token: string;
  /** The designer in Live mode: the token is in the fragment, so it is never sent in a request or a Referer. */
  readonly url: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  readonly session: LiveSession;
  readonly files: StaticFiles;
  /** The running plugin's files/ folder, for the Live page's images. */
  readonly pictures?: PluginPictures;
  readonly port: number;
  readonly token?: string;
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Equal in time whatever the input: both sides are hashed to the same length first. */
export function sameToken(given: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function refuse(socket: Duplex, status: 400 | 401 | 403 | 404, text: string): void {
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status];
  const body = `${text}\n`;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  socket.destroy();
}

/** Serves the built app and the session's WebSocket on 127.0.0.1 only. */
export async function startServer(options: ServerOptions): Promise<LiveServer> {
  const token = options.token ?? newToken();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  let port = options.port;
  // a page from another site may reach 127.0.0.1 by DNS rebinding: only our own names are served
  const ownHost = (host: string | undefined) => host === `${HOST}:${port}` || host === `localhost:${port}`;
  const ownOrigin = (origin: string | undefined) => origin === `http://${HOST}:${port}` || origin === `http://localhost:${port}`;

  const server: Server = createServer((request, response) => {
    if (!ownHost(request.headers.host)) return end(response, 403, 'Unknown host name.');
    if (options.pictures?.serve(request, response)) return;
    options.files.serve(request, response);
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404, 'Not found.');
    if (!ownHost(request.headers.host) || !ownOrigin(request.headers.origin)) return refuse(socket, 403, 'This page may not connect: wrong Origin.');
    if (!sameToken(url.searchParams.get('token') ?? '', token)) return refuse(socket, 401, 'Missing or wrong token.');
    sockets.handleUpgrade(request, socket, head, (ws) => connect(options.session, ws));
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    port,
    token,
    url: `http://${HOST}:${port}/#live=${token}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of sockets.clients) ws.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function connect(session: LiveSession, ws: WebSocket): void {
  const client = {
    send(message: ServerMessage) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
      ws.send(JSON.stringify(message));
    },
  };
  const disconnect = session.connect(client);
  ws.on('message', (data, isBinary) => {
    if (isBinary) return client.send({ type: 'refused', reason: 'Send JSON text frames, not binary ones.' });
    session.receive(client, Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'));
  });
  ws.on('close', disconnect);
  ws.on('error', () => ws.terminate());
}
