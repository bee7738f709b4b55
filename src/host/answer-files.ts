// files/*: the plugin's own folder (the `files` permission), answered through the host's PluginFiles (node/plugin-files.ts).
import type { JsonObject } from '../json';
import { fail, invalid, later, succeed, unavailable, type Answer, type CallContext } from './answer-types';
import { ERROR_CODES } from '../events';
import { FETCH_LIMITS, FILES_LIMITS } from './decisions';
import { fetchFailed, noRequestId, shownUrl } from './answer-net';
import { pathParts } from './files-path';
import { checkFetch } from './net-request';
import { DOWNLOAD_ALSO_NEEDS } from './permissions';
import type { PluginFiles } from './services';
import { say } from '../i18n/say';

const text = (params: JsonObject, key: string) => (typeof params[key] === 'string' ? (params[key] as string) : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function fromBase64(data: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 === 1) return undefined;
  const binary = atob(data);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function write(files: PluginFiles, params: JsonObject): Answer {
  const hasText = typeof params.text === 'string';
  const hasBase64 = typeof params.base64 === 'string';
  if (hasText === hasBase64) return invalid('files-invalid', say('hostAnswers.textOrBase64'));
  const bytes = hasText ? new TextEncoder().encode(params.text as string) : fromBase64(params.base64 as string);
  if (!bytes) return invalid('files-invalid', say('hostAnswers.notBase64'));
  if (bytes.length > FILES_LIMITS.writeBytes) return invalid('files-invalid', say('hostAnswers.writeTooLarge', { max: FILES_LIMITS.writeBytes }));
  return succeed({ size: files.write(text(params, 'path'), bytes, params.append === true) });
}

function read(files: PluginFiles, params: JsonObject): Answer {
  const offset = whole(params.offset) ?? 0;
  const path = text(params, 'path');
  const { bytes, size } = files.read(path, offset, Math.min(whole(params.length) ?? FILES_LIMITS.readBytes, FILES_LIMITS.readBytes));
  const eof = offset + bytes.length >= size;
  if (params.as === 'base64') return succeed({ base64: toBase64(bytes), size, eof });
  try {
    return succeed({ text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), size, eof });
  } catch {
    return invalid('files-invalid', say('hostAnswers.notText', { path }));
  }
}

function answerNow(method: string, params: JsonObject, files: PluginFiles): Answer {
  const path = text(params, 'path');
  switch (method) {
    case 'files/write':
      return write(files, params);
    case 'files/read':
      return read(files, params);
    case 'files/list':
      return succeed(files.list(path));
    case 'files/stat':
      return succeed(files.stat(path));
    case 'files/remove':
      return succeed({ removed: files.remove(path) });
    case 'files/rename':
      files.rename(text(params, 'from'), text(params, 'to'));
      return succeed(null);
    case 'files/copy':
      return succeed({ size: files.copy(text(params, 'from'), text(params, 'to')) });
    case 'files/path':
      return succeed({ path: files.resolve(path) });
    case 'files/reveal': {
      if (files.stat(path) === null) return invalid('files-invalid', say('hostAnswers.notThere', { path }));
      return succeed(null, [{ kind: 'revealPath', path: files.resolve(path) }]);
    }
    case 'files/pick':
      return succeed([], [], [say('hostAnswers.noFileDialog')]);
    default:
      return fail(ERROR_CODES.unknownMethod, 'unknown-method', say('hostAnswers.noSuchMethod', { method }));
  }
}

/** files/download: a GET written into the plugin's folder; it needs net.request too and takes a place among the 4 requests. */
function download(params: JsonObject, call: CallContext, files: PluginFiles): Answer {
  if (!call.settings.grants[DOWNLOAD_ALSO_NEEDS]) return fail(ERROR_CODES.permissionDenied, 'permission-denied', say('hostAnswers.downloadNeeds', { permission: DOWNLOAD_ALSO_NEEDS }));
  const path = text(params, 'path');
  const checked = checkFetch('files/download', { ...params, method: 'GET' });
  if (!checked.ok) return checked.answer;
  if (call.request === false) return noRequestId('files/download');
  const fetch = call.services?.fetch;
  if (!fetch) return unavailable('no-network', say('hostAnswers.noNetworkForDownload'));
  if ((call.inFlight?.fetch ?? 0) >= FETCH_LIMITS.inFlight) return unavailable('fetch-limit', say('hostAnswers.fetchLimit', { method: 'files/download', max: FETCH_LIMITS.inFlight }));
  if (files.stat(path)?.dir) return invalid('files-invalid', say('hostAnswers.downloadToFolder', { path }));
  const maxBytes = Math.min(whole(params.maxBytes) ?? FILES_LIMITS.fileBytes, FILES_LIMITS.fileBytes);
  const request = { ...checked.request, maxBytes };
  return later(
    'fetch',
    (signal) =>
      fetch(request, signal).then(
        ({ response, raw }) => {
          try {
            return succeed({ path, size: files.write(path, raw, false), status: response.status });
          } catch (error) {
            return invalid('files-failed', say('hostAnswers.filesFailed', { method: 'files/download', error: message(error) }));
          }
        },
        (error: unknown) => fetchFailed('files/download', error),
      ),
    [say('hostAnswers.downloading', { url: shownUrl(request.url), path })],
  );
}

/** The path params a method reads: each must be a path inside the plugin's folder. */
function pathsOf(method: string, params: JsonObject): string[] {
  if (method === 'files/rename' || method === 'files/copy') return [text(params, 'from'), text(params, 'to')];
  if (method === 'files/pick') return [typeof params.into === 'string' ? params.into : 'picked'];
  return [text(params, 'path')];
}

export function answerFiles(method: string, params: JsonObject, call: CallContext): Answer {
  const files = call.services?.files;
  if (!files) return unavailable('no-files', say('hostAnswers.noFiles', { method }));
  for (const path of pathsOf(method, params)) {
    const parts = pathParts(path);
    if (!parts.ok) return invalid('files-path', say('hostAnswers.refused', { method, problem: parts.said }));
  }
  try {
    return method === 'files/download' ? download(params, call, files) : answerNow(method, params, files);
  } catch (error) {
    // Agentty answers a failed operation -32602 with what went wrong; a missing file is not the plugin's mistake
    return invalid('files-failed', say('hostAnswers.filesFailed', { method, error: message(error) }));
  }
}
