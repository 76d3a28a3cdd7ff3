// Live subscriptions shared by everyone who would receive the same thing. Subscribers are grouped by
// operation, variables and the part of the viewer the answer depends on (nothing for a field that
// declares `sameForEveryone`, the user otherwise); each event is executed once per group, serialised
// once, and the same bytes go to every socket of the group. A write is never awaited: a socket that
// does not read piles up in its own buffer, where a location stream skips to the latest event and a
// socket past the hard limit is closed, so it costs the others nothing.
//
// Authorization runs when a subscription starts and again on `accessChanged` events (a session
// ended, a user paused, an order that changed hands or was cancelled), for the subscribers they
// concern, instead of every subscriber re-reading its session on every event. A subscriber concerns
// its user and the objects its root field's global-id arguments name, decoded from the arguments
// as the execution coerces them (variables applied), so that however an id is written (inline, in
// a variable, in another base64 spelling of the same bytes) it names the same object.
import type { ExecutionResult } from "graphql";
import type { WebSocket } from "ws";
import type { Services } from "../context.ts";
import type { AccessChange } from "../services/pubsub.ts";
import { subscriptionOf, type SubscriptionRequest } from "./subscriptionField.ts";

/** Past this many unsent bytes a location stream keeps only its latest event for the socket. */
export const SOFT_LIMIT_BYTES = 64 * 1024;
/** Past this many unsent bytes the socket is closed: the client has stopped reading. */
export const HARD_LIMIT_BYTES = 1024 * 1024;
/** The close code of a socket whose client stopped reading (graphql-ws leaves 4000-4399 to apps). */
export const SLOW_CLIENT_CLOSE = {
  code: 4300,
  reason: "Too many unread messages: the client stopped reading",
} as const;

/** One socket, as the fan-out writes to it. */
export type Outlet = {
  ws: WebSocket;
  /** Latest events of location streams held back while the socket's buffer is over the soft limit. */
  parked: Map<Member, Buffer>;
};

type Group = {
  key: string;
  members: Set<Member>;
  stream: AsyncIterator<ExecutionResult>;
  latestOnly: boolean;
};

export type Member = {
  outlet: Outlet;
  id: string;
  /** `{"id":"…","type":"next","payload":` for this subscription. */
  prefix: Buffer;
  request: SubscriptionRequest;
  userId: number | null;
  /** The objects its arguments name, as "Typename:databaseId" (e.g. "Order:12"). */
  objects: string[];
  /** When the subscriber's session expires (ms since the epoch); its streams end then. */
  expiresAt?: number;
  group?: Group;
  /** Events held while an access check runs; null when none runs. */
  holding: Buffer[] | null;
  /** Tells the client the subscription is over (`complete`) and forgets it on the socket. */
  ended: () => void;
  done: boolean;
};

const SUFFIX = Buffer.from("}");
/** The protocol's messages are text frames, even when written from bytes. */
const TEXT = { binary: false };
const OPEN = 1;

const isStream = (r: unknown): r is AsyncIterable<ExecutionResult> =>
  r != null && typeof r === "object" && Symbol.asyncIterator in r;

function index<K>(map: Map<K, Set<Member>>, key: K, member: Member) {
  let members = map.get(key);
  if (!members) map.set(key, (members = new Set()));
  members.add(member);
}

function unindex<K>(map: Map<K, Set<Member>>, key: K, member: Member) {
  const members = map.get(key);
  members?.delete(member);
  if (members?.size === 0) map.delete(key);
}

export function createFanout(services: Services) {
  const groups = new Map<string, Group>();
  const byUser = new Map<number, Set<Member>>();
  const byObject = new Map<string, Set<Member>>();
  const all = new Set<Member>();
  const crowded = new Set<Outlet>();
  let flushTimer: NodeJS.Timeout | null = null;

  const write = (member: Member, payload: Buffer) => {
    const { ws } = member.outlet;
    if (ws.readyState !== OPEN) return;
    if (member.holding) {
      if (member.group?.latestOnly) member.holding.length = 0;
      member.holding.push(payload);
      return;
    }
    const buffered = ws.bufferedAmount;
    if (buffered > HARD_LIMIT_BYTES) return closeSlow(ws);
    if (member.group?.latestOnly && buffered > SOFT_LIMIT_BYTES) {
      member.outlet.parked.set(member, payload);
      crowded.add(member.outlet);
      flushTimer ??= setInterval(flushParked, 20);
      return;
    }
    member.outlet.parked.delete(member);
    ws.send(Buffer.concat([member.prefix, payload, SUFFIX]), TEXT);
  };

  /** Sends the latest held-back event to sockets whose buffer went back under the soft limit. */
  function flushParked() {
    for (const outlet of crowded) {
      if (outlet.ws.readyState !== OPEN) {
        outlet.parked.clear();
        crowded.delete(outlet);
      } else if (outlet.ws.bufferedAmount <= SOFT_LIMIT_BYTES) {
        for (const [member, payload] of outlet.parked)
          outlet.ws.send(Buffer.concat([member.prefix, payload, SUFFIX]), TEXT);
        outlet.parked.clear();
        crowded.delete(outlet);
      }
    }
    if (crowded.size === 0 && flushTimer) {
      clearInterval(flushTimer);
      flushTimer = null;
    }
  }

  // Nothing more is written to it; the close frame waits behind what the client has not read, and
  // ws drops the connection (and its buffer) when the closing handshake is not done in 30 s.
  const closeSlow = (ws: WebSocket) => ws.close(SLOW_CLIENT_CLOSE.code, SLOW_CLIENT_CLOSE.reason);

  /** Runs a group's events: one execution and one serialisation per event for all its members. */
  async function pump(group: Group) {
    try {
      for (;;) {
        const next = await group.stream.next();
        if (next.done) break;
        const payload = Buffer.from(JSON.stringify(next.value));
        for (const member of group.members) write(member, payload);
      }
    } catch (error) {
      services.log.error(`subscription ${group.key.slice(0, 80)}: ${(error as Error).message}`);
    }
    // The source ended (or failed): every member hears `complete`.
    if (groups.get(group.key) === group) groups.delete(group.key);
    for (const member of [...group.members]) finish(member, true);
  }

  function finish(member: Member, notify: boolean) {
    if (member.done) return;
    member.done = true;
    all.delete(member);
    if (member.userId !== null) unindex(byUser, member.userId, member);
    for (const object of member.objects) unindex(byObject, object, member);
    member.outlet.parked.delete(member);
    const group = member.group;
    if (group) {
      group.members.delete(member);
      if (group.members.size === 0) {
        if (groups.get(group.key) === group) groups.delete(group.key);
        void group.stream.return?.();
      }
    }
    if (notify) member.ended();
  }

  /** Checks the subscriber's right as at the start; a stream it is not kept (the group has one). */
  async function authorise(member: Member): Promise<boolean> {
    try {
      const { request } = member;
      const result = await request.subscribe({
        schema: request.schema,
        document: request.document,
        operationName: request.operationName,
        variableValues: request.variables,
        contextValue: await request.context(),
      });
      if (!isStream(result)) return false;
      await (result as AsyncIterator<unknown> & AsyncIterable<unknown>).return?.();
      return true;
    } catch {
      return false; // a database that cannot say keeps no one subscribed
    }
  }

  async function recheck(member: Member) {
    if (member.done || member.holding) return;
    member.holding = [];
    const allowed = await authorise(member);
    const held = member.holding;
    member.holding = null;
    if (!allowed) return finish(member, true);
    for (const payload of held) write(member, payload);
  }

  /** The members an access change concerns: the users it names, and subscribers naming its orders. */
  function concerned(change: AccessChange) {
    const out = new Set<Member>();
    for (const userId of change.userIds ?? []) for (const m of byUser.get(userId) ?? []) out.add(m);
    for (const orderId of change.orderIds ?? []) for (const m of byObject.get(`Order:${orderId}`) ?? []) out.add(m);
    return out;
  }

  // Sessions that merely run out are no access event: a sweep ends their streams within a minute.
  const expirySweep = setInterval(() => {
    const now = Date.now();
    for (const member of all) if (member.expiresAt !== undefined && member.expiresAt <= now) void recheck(member);
  }, 60_000);
  expirySweep.unref();

  const accessEvents = services.pubsub.subscribe("accessChanged")[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await accessEvents.next().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      // Held at once, in the order events arrive: the change's own event may be right behind.
      for (const member of concerned(next.value)) void recheck(member);
    }
  })();

  return {
    /**
     * Starts a subscription for a socket. Returns the refusal (errors) to send as `next`, or null
     * when the member joined its group.
     */
    async join(member: Member): Promise<ExecutionResult | null> {
      const { request } = member;
      const context = await request.context();
      const result = await request.subscribe({
        schema: request.schema,
        document: request.document,
        operationName: request.operationName,
        variableValues: request.variables,
        contextValue: context,
      });
      if (!isStream(result)) return result;
      const stream = result[Symbol.asyncIterator]();
      if (member.done) {
        await stream.return?.();
        return null;
      }
      const { sameForEveryone, latestOnly, objects } = subscriptionOf(request);
      member.userId = context.user?.id ?? null;
      member.objects = objects;
      if (context.sessionId) {
        const session = await services.prisma.session.findUnique({
          where: { id: context.sessionId },
          select: { expiresAt: true },
        });
        member.expiresAt = session?.expiresAt.getTime() ?? 0;
      }
      const viewer = sameForEveryone ? "" : `user:${member.userId ?? "visitor"}`;
      const key = JSON.stringify([request.query, request.operationName ?? null, request.variables ?? null, viewer]);
      let group = groups.get(key);
      if (group) {
        await stream.return?.();
      } else {
        // The first subscriber's stream and context serve the group: by the key, what it executes
        // is what every member would.
        group = { key, members: new Set(), stream, latestOnly };
        groups.set(key, group);
        void pump(group);
      }
      if (member.done) return null;
      member.group = group;
      group.members.add(member);
      all.add(member);
      if (member.userId !== null) index(byUser, member.userId, member);
      for (const object of objects) index(byObject, object, member);
      return null;
    },
    /** The client completed the subscription or its socket closed. */
    leave: (member: Member) => finish(member, false),
    /** Live figures, for tests and the benchmark. */
    stats() {
      let maxBufferedBytes = 0;
      for (const m of all) maxBufferedBytes = Math.max(maxBufferedBytes, m.outlet.ws.bufferedAmount);
      return { groups: groups.size, members: all.size, maxBufferedBytes };
    },
    async close() {
      if (flushTimer) clearInterval(flushTimer);
      clearInterval(expirySweep);
      await accessEvents.return?.();
      for (const member of [...all]) finish(member, false);
    },
  };
}

export type Fanout = ReturnType<typeof createFanout>;
