import { validateDocument, type Analysis, type LocatedIssue, type ParsedDocument } from '../../document';
import type { DocumentKind } from '../../schema/bridge';

export interface ValidationRequest {
  readonly id: number;
  readonly text: string;
  readonly kind: DocumentKind;
}

export interface ValidationResult {
  readonly id: number;
  readonly issues: readonly LocatedIssue[];
  readonly hasErrors: boolean;
}

interface Job {
  readonly doc: ParsedDocument;
  readonly kind: DocumentKind;
  readonly done: (analysis: Analysis) => void;
}

/**
 * Validates one document at a time in a worker, so typing never waits for it; while one pass runs,
 * only the newest of the documents asked for meanwhile is kept for the next. Without workers (or
 * after one fails) the pass runs in a task of the page's own.
 */
export class BackgroundValidator {
  #worker: Worker | undefined;
  #broken = typeof Worker === 'undefined';
  #running: (Job & { readonly id: number }) | undefined;
  #next: Job | undefined;
  #ids = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  validate(doc: ParsedDocument, kind: DocumentKind, done: (analysis: Analysis) => void): void {
    this.#next = { doc, kind, done };
    if (!this.#running) this.#start();
  }

  #start(): void {
    if (this.#broken) {
      // one task at a time, for the newest document when it runs
      if (this.#timer !== undefined) return;
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        const job = this.#next;
        this.#next = undefined;
        job?.done(validateDocument(job.doc));
      }, 0);
      return;
    }
    const job = this.#next;
    this.#next = undefined;
    if (!job) return;
    this.#running = { ...job, id: ++this.#ids };
    this.#spawn().postMessage({ id: this.#running.id, text: job.doc.text, kind: job.kind } satisfies ValidationRequest);
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
      const job = this.#running;
      this.#running = undefined;
      if (job && !this.#next) this.#next = job;
      this.#start();
    };
    return (this.#worker = worker);
  }
}

/** The parse's half of an analysis. */
function withoutPrefix(doc: ParsedDocument): Omit<Analysis, 'issues' | 'hasErrors'> {
  const { text, parsed, shape, treePath, tree, drawable } = doc;
  return { text, parsed, shape, treePath, tree, drawable };
}
