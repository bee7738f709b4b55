// Every rule the host core reports a violation of, with the spec's words (or Agentty's own) for reports.

export const VIOLATION_RULES = {
  'not-jsonrpc': 'Messages are JSON-RPC 2.0 objects, one per line.',
  'lone-surrogate': "A line whose JSON holds half of a UTF-16 surrogate pair (\\ud83d alone) is not JSON to Agentty's parser: it is logged and never answered.",
  'line-too-long': 'A line over 16 MB is rejected.',
  'message-too-deep': "A line nested deeper than 127 levels is not JSON to Agentty's parser (serde_json stops at 128): it is logged and never answered.",
  'unexpected-response': 'A response answers a request the other side sent (JSON-RPC 2.0); Agentty sends only initialize.',
  'initialize-error': 'Any result answers initialize (for example {}).',
  'initialize-timeout': 'initialize is a request: a response is needed.',
  flood: 'A plugin that sends more than 240 messages per second is stopped.',
  'unknown-method': '-32601: unknown method.',
  'permission-denied': '-32001: permission denied.',
  'link-block': '-32001: the one-minute block after a link is reached.',
  'invalid-params': '-32602: invalid params.',
  'tree-invalid': '-32602: an invalid UI tree.',
  'notify-kind': 'ui/notify: kind is one of info, success, warning, error.',
  'badge-length': 'ui/setBadge: at most 8 characters.',
  'url-invalid': 'host/openUrl: { url }, http or https only.',
  'url-scheme': 'host/openUrl: { url }, http or https only.',
  'path-not-absolute': 'host/revealPath: an absolute path that exists.',
  'path-missing': 'host/revealPath: an absolute path that exists.',
  'unknown-pane': '-32602: a pane that does not exist.',
  'unknown-workspace': '-32602: a workspace that does not exist.',
  'max-turns': 'session/get: maxTurns default 200, at most 2000.',
  'no-window': '-32002: unavailable, no open window.',
  'no-focused-pane': '-32002: unavailable, no pane has the focus (terminal/send without paneId goes to the focused pane).',
  'no-session': '-32002: unavailable, no session yet.',
} as const;

export type ViolationRule = keyof typeof VIOLATION_RULES;

/** Errors that come from the host's state (no window, no session, a link just opened), not from a mistake of the plugin: noted, not violations. */
export const HOST_CONDITIONS: ReadonlySet<string> = new Set<ViolationRule>(['no-window', 'no-focused-pane', 'no-session', 'link-block']);
