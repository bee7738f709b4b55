import { validateDocument, type Analysis, type LocatedIssue, type ParsedDocument } from '../../document';
import type { DocumentKind } from '../../schema/bridge';
import type { ApiVersion } from '../../schema/nodes';

export interface ValidationRequest {
  readonly id: number;
  readonly text: string;
  readonly kind: DocumentKind;
  readonly api: ApiVersion;
  /** The design's picture paths inside files/, as a list (a Set does not cross to the worker's analysis as is). */
  readonly files?: readonly string[] | undefined;
}

export interface ValidationResult {
  readonly id: number;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
}

interface Job {
  readonly doc: ParsedDocument;
  readonly kind: DocumentKind;
  readonly api: ApiVersion;
  readonly done: (analysis: Analysis) => void;
  readonly files: ReadonlySet<string> | undefined;
}

/**
 * About 15,000 nodes: a pass over a smaller document takes under 60 ms and is quickest in a task of
 * the page's own (the marker at 10,000 nodes came 30–70 ms later from a worker, which parses again
 * and shares two cores with the page); over a larger one it would hold the page for up to half a second.
 */
export const WORKER_MIN_CHARS = 2_000_000;

/**
 * Validates one document at a time, in a worker for a very large one, so typing never waits for
 * it; while one pass runs, only the newest of the documents asked for meanwhile is kept for the
 * next. Smaller documents, and all of them without workers (or after one fails), are validated in a
 * task of the page's own.
 */
export class BackgroundValidator {
  #worker: Worker | undefined;
  #broken = typeof Worker === 'undefined';
  #running: (Job & { readonly id: number }) | undefined;
  #next: Job | undefined;
  #ids = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  #onPage: Job | undefined;

  validate(doc: ParsedDocument, kind: DocumentKind, api: ApiVersion, done: (analysis: Analysis) => void, files?: ReadonlySet<string>): void {
    const job = { doc, kind, api, done, files };
    if (this.#broken || doc.text.length < WORKER_MIN_CHARS) {
      this.#validateOnPage(job);
      return;
    }
    this.#next = job;
    if (!this.#running) this.#start();
  }

  /** One task at a time, for the newest document when it runs. */
  #validateOnPage(job: Job): void {
    this.#onPage = job;
    if (this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const latest = this.#onPage;
      this.#onPage = undefined;
      latest?.done(validateDocument(latest.doc, { api: latest.api, files: latest.files }));
    }, 0);
  }

  #start(): void {
    const job = this.#next;
    this.#next = undefined;
    if (!job) return;
    this.#running = { ...job, id: ++this.#ids };
    this.#spawn().postMessage({ id: this.#running.id, text: job.doc.text, kind: job.kind, api: job.api, files: job.files && [...job.files] } satisfies ValidationRequest);
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module', name: 'validation' });
    worker.onmessage = ({ data }: MessageEvent<ValidationResult>) => {
      const job = this.#running;
      this.#running = undefined;
      if (job?.id === data.id) job.done({ ...withoutPrefix(job.doc), issues: data.issues, hasErrors: data.hasErrors });
      this.#start();
    };
    // a worker that cannot start or throws: validate on the page from now on, losing nothing
    worker.onerror = (event) => {
      event.preventDefault();
      this.#broken = true;
      worker.terminate();
      this.#worker = undefined;
      // the newest document waiting, else the one the worker dropped
      const job = this.#next ?? this.#running;
      this.#running = undefined;
      this.#next = undefined;
      if (job) this.#validateOnPage(job);
    };
    return (this.#worker = worker);
  }
}

/** The parse's half of an analysis. */
function withoutPrefix(doc: ParsedDocument): Omit<Analysis, 'issues' | 'hasErrors'> {
  const { text, parsed, shape, treePath, tree, drawable } = doc;
  return { text, parsed, shape, treePath, tree, drawable };
}
