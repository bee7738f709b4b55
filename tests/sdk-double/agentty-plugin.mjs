// A test double of Agentty's Node.js SDK, written here from its documented API (shared/spec/agentty-today.md §4),
// not from its source: only what Panel Designer's generated main.mjs uses, speaking the same wire protocol.
// Tests copy it beside a generated main.mjs; the real SDK comes from Agentty and is never part of this project.

export const SDK_VERSION = '0.0.0-double';
export const API_VERSION = 6;

// children arrays are flattened and falsy entries dropped, as documented
const list = (children) => (children ?? []).flat(Infinity).filter(Boolean);
/** The node with every key whose value is undefined left out (JSON drops them anyway). */
const node = (fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export const ui = {
  column: (children, { gap = 'medium' } = {}) => node({ type: 'column', gap, children: list(children) }),
  row: (children, { gap = 'medium', wrap = false } = {}) => node({ type: 'row', gap, wrap, children: list(children) }),
  section: (title, children) => node({ type: 'section', title, children: list(children) }),
  text: (text, style = 'body') => node({ type: 'text', text, style }),
  button: (id, label, { icon, variant = 'secondary', disabled = false } = {}) => node({ type: 'button', id, label, icon, variant, disabled }),
  input: (id, { placeholder = '', value = '', rows, mono } = {}) => node({ type: 'input', id, placeholder, value, rows, mono }),
  list: (id, items, { empty } = {}) => node({ type: 'list', id, items, empty }),
  choice: (id, options, value = '') => node({ type: 'choice', id, options, value }),
  toggle: (id, label, value = false) => node({ type: 'toggle', id, label, value }),
  badge: (text, tone = 'neutral') => node({ type: 'badge', text, tone }),
  spinner: (text = '') => node({ type: 'spinner', text }),
  divider: () => ({ type: 'divider' }),
  flow: (id, steps) => node({ type: 'flow', id, steps }),
  popover: (id, title, children) => node({ type: 'popover', id, title, children: list(children) }),
  card: (children, { title, subtitle, icon, tone = 'neutral' } = {}) => node({ type: 'card', title, subtitle, icon, tone, children: list(children) }),
  grid: (children, { columns = 2, gap = 'medium', widths } = {}) => node({ type: 'grid', columns, gap, widths, children: list(children) }),
  tabs: (id, tabs, value, children) => node({ type: 'tabs', id, tabs, value, children: list(children) }),
  table: (id, columns, rows, { empty, selected } = {}) => node({ type: 'table', id, columns, rows, empty, selected }),
  keyValue: (items) => node({ type: 'keyValue', items }),
  stat: (label, value, { detail, icon, tone = 'neutral' } = {}) => node({ type: 'stat', label, value, detail, icon, tone }),
  progress: (value, { label, detail, tone = 'neutral' } = {}) => node({ type: 'progress', value, label, detail, tone }),
  callout: (text, { title, icon, tone = 'info' } = {}) => node({ type: 'callout', text, title, icon, tone }),
  select: (id, options, value = '', { placeholder, disabled = false } = {}) => node({ type: 'select', id, options, value, placeholder, disabled }),
  checkbox: (id, label, value = false, { description, disabled = false } = {}) => node({ type: 'checkbox', id, label, value, description, disabled }),
  code: (text, { language, title } = {}) => node({ type: 'code', text, language, title }),
  image: (src, { id, alt, width, height, fit, caption, placeholder, drop = false, into } = {}) =>
    node({ type: 'image', src, id, alt, width, height, fit, caption, placeholder, drop, into }),
  graph: (id, nodes, edges = [], { height, movable = false, fill = false } = {}) => node({ type: 'graph', id, nodes, edges, height, movable, fill }),
};

export class AgenttyError extends Error {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

export function createPlugin({ input = process.stdin, output = process.stdout } = {}) {
  const events = new Map();
  const commands = new Map();
  const panelOpen = [];
  const waiting = new Map(); // our request id -> { resolve, reject }
  let nextId = 1;

  const write = (message) => output.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  // every plugin method is a request: it resolves with Agentty's result, or rejects with an AgenttyError
  const call = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      write({ id, method, params });
    });

  // a handler that throws is logged and shown as an error toast; the plugin keeps running
  async function guarded(work) {
    try {
      await work();
    } catch (error) {
      process.stderr.write(`${error?.stack ?? error}\n`);
      await plugin.notify(String(error?.message ?? error), 'error').catch(() => {});
    }
  }

  async function receive(message) {
    if (message.method === undefined) {
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) waiter?.reject(new AgenttyError(message.error.message, message.error.code));
      else waiter?.resolve(message.result);
      return;
    }
    const params = message.params ?? {};
    switch (message.method) {
      case 'initialize':
        plugin.info = params;
        plugin.context = params.context ?? null;
        if (message.id !== undefined) write({ id: message.id, result: { sdkVersion: SDK_VERSION, apiVersion: API_VERSION } });
        return;
      case 'panel/open':
        for (const handler of panelOpen) await guarded(() => handler(params.context));
        return;
      case 'ui/event': {
        const handler = events.get(params.element);
        if (handler) await guarded(() => handler(params, params.context));
        return;
      }
      case 'command/execute': {
        const handler = commands.get(params.command);
        if (handler) await guarded(() => handler({ context: params.context, args: params.args ?? {} }));
        return;
      }
      case 'shutdown':
        process.exit(0);
        return;
      default:
        if (message.id !== undefined) write({ id: message.id, error: { code: -32601, message: `unknown method ${message.method}` } });
    }
  }

  const plugin = {
    info: null,
    context: null,
    onEvent(elementId, handler) {
      events.set(elementId, handler);
      return plugin;
    },
    onPanelOpen(handler) {
      panelOpen.push(handler);
      return plugin;
    },
    command(id, handler) {
      commands.set(id, handler);
      return plugin;
    },
    setPanel: (tree, { instance } = {}) => call('ui/setPanel', node({ tree, instance })),
    showPanel: () => call('ui/showPanel', {}),
    notify: (message, kind = 'info') => call('ui/notify', { message: String(message), kind }),
    setBadge: (text) => call('ui/setBadge', { text: String(text ?? '') }),
    injectPrompt: (request) => call('prompt/inject', request),
    start() {
      let partial = '';
      input.setEncoding('utf8');
      input.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        for (const line of lines) {
          if (!line.trim()) continue;
          let message;
          try {
            message = JSON.parse(line);
          } catch {
            continue;
          }
          if (message !== null && typeof message === 'object') receive(message);
        }
      });
      // stdin closed: Agentty is gone
      input.on('end', () => process.exit(0));
      return plugin;
    },
  };
  return plugin;
}
