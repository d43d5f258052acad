import { describe, expect, it } from "vitest";
import { PageQueue } from "../../../src/server/ingest/page-queue";

async function collect<T>(queue: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of queue) out.push(item);
  return out;
}

describe("the queue between the page writer and the ingest pool", () => {
  it("hands over every item in order and ends when closed", async () => {
    const queue = new PageQueue<number>(4);
    const reading = collect(queue);
    for (let i = 0; i < 20; i += 5) await queue.push([i, i + 1, i + 2, i + 3, i + 4]);
    queue.close();
    expect(await reading).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("holds the writer back while more than its capacity is queued", async () => {
    const queue = new PageQueue<number>(3);
    let pushed = false;
    const pushing = queue.push([1, 2, 3, 4, 5]).then(() => (pushed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pushed).toBe(false);
    const iterator = queue[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next(); // three left: within capacity
    await pushing;
    expect(pushed).toBe(true);
  });

  it("passes the writer's failure to the reader after the queued items", async () => {
    const queue = new PageQueue<string>(10);
    await queue.push(["a"]);
    queue.close(new Error("disk full"));
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const item of queue) seen.push(item);
      })(),
    ).rejects.toThrow("disk full");
    expect(seen).toEqual(["a"]);
  });

  it("releases a waiting writer when the reader gives up", async () => {
    const queue = new PageQueue<number>(1);
    const pushing = queue.push([1, 2, 3]);
    queue.close();
    await expect(pushing).resolves.toBeUndefined();
    await expect(queue.push([4])).rejects.toThrow("push after close");
  });
});
