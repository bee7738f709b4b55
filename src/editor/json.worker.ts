// Monaco's JSON worker with one guard: its parser recurses, and text nested deeper than its stack can take
// made every request (folding, symbols, completion) throw; such text is treated as absent, so those features rest
import { initialize } from 'monaco-editor/internal/common/initialize';
import { JSONWorker } from 'monaco-editor/languages/features/json/jsonWorker';
import { nestsDeeperThan } from '../document/nesting';

/** Brackets inside each other the worker is given: schema matching recurses several frames per level, and overflowed near 250 nodes deep. */
const WORKER_MAX_BRACKETS = 256;

class GuardedJsonWorker extends JSONWorker {
  override _getTextDocument(uri: string) {
    const document = super._getTextDocument(uri);
    return document && nestsDeeperThan(document.getText(), WORKER_MAX_BRACKETS) ? null : document;
  }

  // schema matching spreads every match into one call: typing in a list of 50,000 rows overflowed the stack
  override async doComplete(uri: string, position: unknown): Promise<unknown> {
    return withoutOverflow(() => super.doComplete(uri, position));
  }

  override async doHover(uri: string, position: unknown): Promise<unknown> {
    return withoutOverflow(() => super.doHover(uri, position));
  }
}

/** The answer, or none when the language service ran out of stack (the feature rests for that request). */
async function withoutOverflow(request: () => Promise<unknown>): Promise<unknown> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

self.onmessage = () => initialize((ctx, createData) => new GuardedJsonWorker(ctx, createData));
