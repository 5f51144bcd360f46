// At most `size` ffmpeg runs at a time in this process (ENCODES_PER_PROCESS): the others wait their turn, in order, so
// that encodes never take every core from the requests beside them.
import { aborted } from './errors.js';

export class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private size: number) {}

  /** A new bound: waiting runs start at once if it grew. */
  resize(size: number): void {
    this.size = size;
    this.wake();
  }

  /** Resolves with the release of a slot once one is free; rejects if the signal aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(aborted());
      const take = () => {
        signal?.removeEventListener('abort', onAbort);
        this.busy++;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.busy--;
          this.wake();
        });
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(take);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(aborted());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(take);
      this.wake();
    });
  }

  private wake(): void {
    while (this.busy < this.size && this.waiting.length) this.waiting.shift()!();
  }
}
