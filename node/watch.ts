/** Wakes waiters whenever something changed; each waiter checks its own condition, up to a deadline. */
export class Watch {
  readonly #listeners = new Set<() => void>();

  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Resolves true as soon as `ready()` holds, false once `ms` have passed without it. */
  until(ready: () => boolean, ms: number): Promise<boolean> {
    if (ready()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (result: boolean) => {
        clearTimeout(timer);
        this.#listeners.delete(check);
        resolve(result);
      };
      const check = () => ready() && done(true);
      const timer = setTimeout(() => done(ready()), Math.max(0, ms));
      this.#listeners.add(check);
    });
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
