/**
 * A bounded queue between a producer of pages and the ingest pool: the
 * producer's `push` waits while more than `capacity` items are queued, and
 * the consumer iterates until `close()` (or rethrows the producer's failure).
 */
export class PageQueue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private closed = false;
  private failure: { error: unknown } | null = null;
  private wakeReader: (() => void) | null = null;
  private wakeWriters: (() => void)[] = [];

  constructor(private readonly capacity: number) {}

  async push(items: T[]): Promise<void> {
    if (this.closed) throw new Error("push after close");
    this.items.push(...items);
    this.wakeReader?.();
    while (this.items.length > this.capacity && !this.closed) await new Promise<void>((resolve) => this.wakeWriters.push(resolve));
  }

  /** No more items; with `error`, the consumer fails with it once the queue is drained. */
  close(error?: unknown): void {
    this.closed = true;
    if (error !== undefined) this.failure = { error };
    this.wakeReader?.();
    for (const wake of this.wakeWriters.splice(0)) wake();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      if (this.items.length > 0) {
        const item = this.items.shift()!;
        if (this.items.length <= this.capacity) for (const wake of this.wakeWriters.splice(0)) wake();
        yield item;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.closed) return;
      await new Promise<void>((resolve) => (this.wakeReader = resolve));
      this.wakeReader = null;
    }
  }
}
