import type { JsonValue } from '../src/json';
import type { SendMessage } from '../src/host/script';
import { defaultEvents } from './default-events';

type EventMessage = Extract<SendMessage, { type: 'event' }>;

/** The next event of the walk: new, or sent again to get back to a panel with events not tried yet. */
export interface WalkChoice {
  readonly event: EventMessage;
  readonly again: boolean;
}

interface Edge {
  readonly event: EventMessage;
  readonly to: string;
  /** The plugin did more than send a panel (a toast, a prompt): a path avoids sending it again when it can. */
  readonly sideEffects: boolean;
}

const keyOf = (event: EventMessage) => JSON.stringify(event.params);
const panelKey = (tree: JsonValue) => JSON.stringify(tree);

/**
 * The default session's walk through a plugin's screens: each event comes from the panel on show, each distinct
 * event is tried once, and when the panel on show has none left, the walk goes back (by events that led somewhere
 * before) to the nearest panel that has. It ends when no panel it has seen has an untried event it can reach, or
 * after `limit` events.
 */
export class PanelWalk {
  readonly limit: number;
  /** Every event sent, again ones included. */
  sent = 0;
  readonly #tried = new Set<string>();
  /** Elements in the order they first got an event. */
  readonly #elements: string[] = [];
  readonly #panels = new Map<string, JsonValue>();
  readonly #edges = new Map<string, Map<string, Edge>>();
  #again = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** The next event to send while `tree` is on show, or undefined when the walk is done. */
  next(tree: JsonValue): WalkChoice | undefined {
    if (this.sent >= this.limit) return undefined;
    const here = panelKey(tree);
    this.#panels.set(here, tree);
    const fresh = this.#untried(tree)[0];
    if (fresh) return { event: fresh, again: false };
    const step = this.#towardsUntried(here);
    return step && { event: step, again: true };
  }

  /** What happened after `event` was sent from `before`: `after` is the panel on show then. */
  record(before: JsonValue, choice: WalkChoice, after: JsonValue, sideEffects: boolean): void {
    this.sent++;
    if (choice.again) this.#again++;
    const key = keyOf(choice.event);
    if (!this.#tried.has(key)) {
      this.#tried.add(key);
      const { element } = choice.event.params;
      if (!this.#elements.includes(element)) this.#elements.push(element);
    }
    const from = panelKey(before);
    const to = panelKey(after);
    this.#panels.set(to, after);
    if (from === to) return;
    const edges = this.#edges.get(from) ?? new Map<string, Edge>();
    edges.set(key, { event: choice.event, to, sideEffects });
    this.#edges.set(from, edges);
  }

  /** One sentence: how many events, to which elements, on how many panels; what the limit or a dead end left untried. */
  summary(): string {
    const untried = [...new Set([...this.#panels.values()].flatMap((tree) => this.#untried(tree).map((event) => event.params.element)))];
    const panels = this.#panels.size;
    const parts = [
      `${plural(this.sent, 'event')} to ${plural(this.#elements.length, 'element')} on ${plural(panels, 'different panel')}${this.#elements.length ? `: ${this.#elements.join(', ')}` : ''}`,
    ];
    if (this.#again) parts.push(`${this.#again} of them sent again to get back to a panel with events not tried yet`);
    if (untried.length) parts.push(`${this.sent >= this.limit ? `stopped at the limit of ${this.limit} events` : 'no way found back to them'}, not tried: ${untried.join(', ')}`);
    return parts.join('; ');
  }

  #untried(tree: JsonValue): EventMessage[] {
    return defaultEvents(tree).filter((event): event is EventMessage => event.type === 'event' && !this.#tried.has(keyOf(event)));
  }

  /** The first event of the shortest path (plain steps first) from `here` to a seen panel with an untried event. */
  #towardsUntried(here: string): EventMessage | undefined {
    const first = new Map<string, EventMessage | undefined>([[here, undefined]]);
    const queue = [here];
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      const tree = this.#panels.get(at);
      if (at !== here && tree !== undefined && this.#untried(tree).length) return first.get(at);
      const edges = [...(this.#edges.get(at)?.values() ?? [])].sort((a, b) => Number(a.sideEffects) - Number(b.sideEffects));
      for (const edge of edges) {
        if (first.has(edge.to)) continue;
        first.set(edge.to, first.get(at) ?? edge.event);
        queue.push(edge.to);
      }
    }
    return undefined;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
