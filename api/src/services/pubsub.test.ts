// The Redis event bus across an outage: what fails while Redis is down is logged, never left as an
// unhandled rejection (which would end the process), and events flow again once Redis is back.
import { expect, test } from "vitest";
import { startOwnRedis } from "../test/services.ts";
import { createEventBus } from "./pubsub.ts";

const until = async (done: () => boolean, timeoutMs = 15_000) => {
  for (const end = Date.now() + timeoutMs; !done(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > end) throw new Error("timed out");
};

test("a publish while Redis is down is logged, not an unhandled rejection; after the restart events arrive again", async () => {
  const redis = await startOwnRedis();
  const warnings: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  const bus = createEventBus(redis.url, (message) => void warnings.push(message));
  try {
    const events = bus.pubsub.subscribe("userUpdated", 7)[Symbol.asyncIterator]();
    const first = events.next();
    await redis.untilSubscribed("userUpdated");

    await redis.stop();
    bus.pubsub.publish("userUpdated", 7, { userId: 7 });
    await until(() => warnings.some((w) => w.startsWith("Redis publish failed")));
    expect(unhandled).toEqual([]);

    await redis.start();
    await redis.untilSubscribed("userUpdated");
    bus.pubsub.publish("userUpdated", 7, { userId: 7 });
    expect((await first).value).toEqual({ userId: 7 });
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
    await bus.close();
    await redis.destroy();
  }
});

test("buses with different REDIS_PREFIXes on one Redis hear only their own events", async () => {
  const redis = await startOwnRedis();
  const [a, alsoA, b] = ["a:", "a:", "b:"].map((prefix) => createEventBus(redis.url, () => {}, prefix));
  try {
    const heardA = alsoA!.pubsub.subscribe("userUpdated", 7)[Symbol.asyncIterator]();
    const heardB = b!.pubsub.subscribe("userUpdated", 7)[Symbol.asyncIterator]();
    const [nextA, nextB] = [heardA.next(), heardB.next()];
    await redis.untilSubscribed("a:userUpdated:7");
    await redis.untilSubscribed("b:userUpdated:7");
    a!.pubsub.publish("userUpdated", 7, { userId: 1 });
    b!.pubsub.publish("userUpdated", 7, { userId: 2 });
    expect((await nextA).value).toEqual({ userId: 1 });
    expect((await nextB).value).toEqual({ userId: 2 });
  } finally {
    for (const bus of [a, alsoA, b]) await bus!.close();
    await redis.destroy();
  }
});
