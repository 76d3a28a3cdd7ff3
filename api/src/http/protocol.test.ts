// The socket and HTTP protocols as clients written elsewhere speak them: graphql-transport-ws step by
// step (ack, ping/pong, every close code, queries and mutations sent as `subscribe`) and
// graphql-http's own server audits, against the real server.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serverAudits } from "graphql-http";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  // The shared cache of anonymous reads is on, as in production: a socket must never feed it.
  server = await startTestServer({ publicCacheSeconds: 60 });
});
afterAll(() => server?.close());

type Message = { type: string; id?: string; payload?: any };

/** A raw graphql-transport-ws socket that records what the server sends and how it closed. */
async function openSocket(headers: Record<string, string> = {}, protocols: string[] = ["graphql-transport-ws"]) {
  const ws = new WebSocket(server.url.replace("http", "ws") + "/graphql", protocols, { headers });
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const send = (m: unknown) => ws.send(typeof m === "string" ? m : JSON.stringify(m));
  /** The next message matching `match`, waiting for it when it has not come yet. */
  const next = async (match: (m: Message) => boolean, timeoutMs = 5000): Promise<Message> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const i = messages.findIndex(match);
      if (i >= 0) return messages.splice(i, 1)[0]!;
      if (ws.readyState !== WebSocket.OPEN || Date.now() > until)
        throw new Error(`no such message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const init = async (payload?: unknown) => {
    send(payload === undefined ? { type: "connection_init" } : { type: "connection_init", payload });
    return next((m) => m.type === "connection_ack");
  };
  /** Runs one operation as `subscribe` and returns what came for it up to its `complete` or `error`. */
  const run = async (id: string, query: string, variables?: unknown) => {
    send({ id, type: "subscribe", payload: { query, variables } });
    const got: Message[] = [];
    for (;;) {
      const m = await next((x) => x.id === id);
      got.push(m);
      if (m.type === "complete" || m.type === "error") return got;
    }
  };
  return { ws, messages, closed, send, next, init, run };
}

describe("graphql-transport-ws", () => {
  test("connection_init is acknowledged; a ping is answered with a pong carrying its payload", async () => {
    const s = await openSocket();
    await s.init();
    s.send({ type: "ping", payload: { at: 1 } });
    expect(await s.next((m) => m.type === "pong")).toEqual({ type: "pong", payload: { at: 1 } });
    s.send({ type: "ping" });
    expect(await s.next((m) => m.type === "pong")).toEqual({ type: "pong" });
    // A pong the client sends on its own is allowed and answered with nothing.
    s.send({ type: "pong" });
    s.ws.close(1000);
    expect((await s.closed).code).toBe(1000);
  });

  test("a query and a mutation sent as subscribe answer next then complete, for a visitor, and the socket lives on", async () => {
    const s = await openSocket();
    await s.init();
    const menu = await s.run("q1", `{ menu(first: 2) { edges { node { name } } } }`);
    expect(menu.map((m) => m.type)).toEqual(["next", "complete"]);
    expect(menu[0]!.payload.data.menu.edges).toHaveLength(2);
    const mutation = await s.run("m1", `mutation { result: markAllNotificationsRead { __typename } }`);
    expect(mutation.map((m) => m.type)).toEqual(["next", "complete"]);
    expect(mutation[0]!.payload.data.result.__typename).toBe("NotSignedInError");
    // The id may be used again once its operation completed.
    expect((await s.run("q1", `{ __typename }`))[0]!.payload).toEqual({ data: { __typename: "Query" } });
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    s.ws.close();
  });

  test("a signed-in socket's queries and mutations answer as that user, beside its live subscription", async () => {
    const casey = await server.signIn("customer2@homeplate.dev");
    const s = await openSocket();
    await s.init({ sessionToken: casey.sessionToken });
    s.send({ id: "live", type: "subscribe", payload: { query: `subscription { viewerUpdated { email } }` } });
    const viewer = await s.run("q", `{ viewer { email } }`);
    expect(viewer.map((m) => m.type)).toEqual(["next", "complete"]);
    expect(viewer[0]!.payload.data.viewer.email).toBe("customer2@homeplate.dev");
    const read = await s.run(
      "m",
      `mutation { result: markAllNotificationsRead { __typename ... on MarkAllNotificationsReadPayload { changed } } }`,
    );
    expect(read[0]!.payload.data.result.__typename).toBe("MarkAllNotificationsReadPayload");
    // The subscription still runs: an account change reaches it.
    await casey.rest("POST", "/api/auth/change-password", {
      currentPassword: "homeplate123",
      newPassword: "homeplate123",
    });
    const event = await s.next((m) => m.id === "live");
    expect(event).toEqual({
      id: "live",
      type: "next",
      payload: { data: { viewerUpdated: { email: "customer2@homeplate.dev" } } },
    });
    s.ws.close();
  });

  test("a signed-in socket's answer never reaches a visitor through the shared cache, nor the other way round", async () => {
    const query = `{ viewer { email } }`;
    const visitorFirst = await server.client().gql(query);
    expect(visitorFirst.data.viewer).toBeNull();
    const cook = await server.signIn("cook2@homeplate.dev");
    const s = await openSocket();
    await s.init({ sessionToken: cook.sessionToken });
    const own = await s.run("q", query);
    expect(own[0]!.payload.data.viewer.email).toBe("cook2@homeplate.dev");
    // A second, different query first read on the socket, then by a visitor over HTTP.
    const other = `{ viewer { email name } }`;
    expect((await s.run("q2", other))[0]!.payload.data.viewer.name).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      expect((await server.client().gql(other)).data.viewer).toBeNull();
      expect((await server.client().gql(query)).data.viewer).toBeNull();
    }
    s.ws.close();
  });

  test("subscribe before the acknowledgement closes with 4401", async () => {
    const s = await openSocket();
    s.send({ id: "1", type: "subscribe", payload: { query: "{ __typename }" } });
    expect(await s.closed).toEqual({ code: 4401, reason: "Unauthorized" });
  });

  test("a second connection_init closes with 4429", async () => {
    const s = await openSocket();
    await s.init();
    s.send({ type: "connection_init" });
    expect((await s.closed).code).toBe(4429);
  });

  test("an invalid message closes with 4400", async () => {
    for (const bad of [
      "not json",
      JSON.stringify({ type: "nonsense" }),
      JSON.stringify({ type: "subscribe", id: "", payload: {} }),
    ]) {
      const s = await openSocket();
      await s.init();
      s.send(bad);
      expect((await s.closed).code, bad).toBe(4400);
    }
  });

  test("a second subscribe with the id of a running operation closes with 4409", async () => {
    const cook = await server.signIn("cook2@homeplate.dev");
    const s = await openSocket();
    await s.init({ sessionToken: cook.sessionToken });
    const payload = { query: `subscription { viewerUpdated { id } }` };
    s.send({ id: "same", type: "subscribe", payload });
    s.send({ id: "same", type: "subscribe", payload });
    expect((await s.closed).code).toBe(4409);
  });

  test("no connection_init in time closes with 4408", async () => {
    const s = await openSocket();
    expect((await s.closed).code).toBe(4408);
  });

  test("a socket without the graphql-transport-ws subprotocol is closed with 4406", async () => {
    const s = await openSocket({}, []);
    expect((await s.closed).code).toBe(4406);
  });

  test("a subscription's errors come as an error message and leave the socket open", async () => {
    const s = await openSocket();
    await s.init();
    const refused = await s.run("1", `subscription { viewerUpdated { id } }`);
    expect(refused.map((m) => m.type)).toEqual(["next", "complete"]);
    expect(refused[0]!.payload.errors[0].message).toBe("You must be signed in to do that.");
    const invalid = await s.run("2", `{ nope }`);
    expect(invalid[0]!.type).toBe("error");
    expect(invalid[0]!.payload[0].message).toMatch(/Cannot query field "nope"/);
    expect((await s.run("3", `{ __typename }`))[0]!.type).toBe("next");
    s.ws.close();
  });
});

describe("graphql-http's server audits", () => {
  test("every MUST and SHOULD passes", async () => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch });
    const failed: string[] = [];
    let counted = 0;
    for (const audit of audits) {
      if (audit.name.startsWith("MAY")) continue;
      counted++;
      const result = await audit.fn();
      if (result.status !== "ok") failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(counted).toBeGreaterThan(30);
    expect(failed).toEqual([]);
  });
});
