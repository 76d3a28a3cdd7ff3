// graphql-transport-ws on the HTTP server's /graphql path. The browser's upgrade carries the session
// cookie; clients without a cookie jar pass connectionParams.sessionToken. Queries and mutations sent
// as `subscribe` answer `next` then `complete`; subscriptions go through the shared fan-out
// (fanout.ts). The protocol is served here rather than by graphql-ws's server, whose per-subscriber
// loop executes, serialises and awaits every event for every socket.
import type http from "node:http";
import type { Duplex } from "node:stream";
import { GraphQLError, type ExecutionResult } from "graphql";
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, handleProtocols, MessageType, parseMessage } from "graphql-ws";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { Services } from "../context.ts";
import { createContext, credentialsOf, isCrossSiteWithCookie, type Credentials } from "./context.ts";
import { createFanout, HARD_LIMIT_BYTES, SLOW_CLIENT_CLOSE, type Member, type Outlet } from "./fanout.ts";
import type { Operations } from "./operations.ts";
import { jsonDepth, MAX_BODY_BYTES, MAX_NESTING, utf8Text } from "./requests.ts";

/** How long a socket may stay open without `connection_init` (graphql-ws' default). */
const CONNECTION_INIT_WAIT_MS = 3_000;
/** A socket that answers no ping within this long is dropped (graphql-ws' default keep-alive). */
const KEEP_ALIVE_MS = 12_000;
/** The close of a socket whose events may have been missed: 1013 (Try Again Later), which graphql-ws
 * clients retry. */
export const EVENTS_MISSED = { code: 1013, reason: "Live updates were interrupted: reconnect and refetch" } as const;
/** Bounds what one socket may ask for at once. */
const MAX_OPERATIONS_PER_SOCKET = 100;

type Operation = { member?: Member; cancelled: boolean };

type Connection = Outlet & {
  /** The upgrade's cookie and headers; connection_init adds its sessionToken. The request itself is
   * not kept: an idle subscriber should cost a few kilobytes. */
  credentials: Credentials;
  acknowledged: boolean;
  initReceived: boolean;
  operations: Map<string, Operation>;
  alive: boolean;
};

/** Serves graphql-transport-ws on `server`'s upgrades; `close` ends every socket. */
export function attachWebSockets(server: http.Server, services: Services, operations: Operations) {
  const { log } = services;
  // A message is held to the limits of an HTTP body: its size (ws closes the socket with 1009 past it),
  // its encoding and its nesting.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_BODY_BYTES,
    handleProtocols: (protocols) => handleProtocols(protocols),
  });
  const fanout = createFanout(services);
  const connections = new Set<Connection>();

  const keepAlive = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) c.ws.terminate();
      else {
        c.alive = false;
        c.ws.ping();
      }
    }
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  // Events this process may have missed (the bus was unreachable): every socket following something
  // is closed with a code graphql-ws clients reconnect from, and the web refetches what it shows on
  // reconnecting (web/src/relay/environment.ts), so no page keeps a stale status.
  const stopGaps = services.onEventGap(() => {
    for (const c of connections) if (c.operations.size > 0) c.ws.close(EVENTS_MISSED.code, EVENTS_MISSED.reason);
  });

  /** Sends one message; never awaited, and refused to a client that stopped reading. */
  const send = (c: Connection, message: string) => {
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (c.ws.bufferedAmount > HARD_LIMIT_BYTES)
      return void c.ws.close(SLOW_CLIENT_CLOSE.code, SLOW_CLIENT_CLOSE.reason);
    c.ws.send(message);
  };
  const next = (c: Connection, id: string, result: ExecutionResult) =>
    send(c, `{"id":${JSON.stringify(id)},"type":"next","payload":${JSON.stringify(result)}}`);
  const complete = (c: Connection, id: string) => send(c, JSON.stringify({ id, type: MessageType.Complete }));
  const error = (c: Connection, id: string, errors: readonly GraphQLError[]) =>
    send(c, JSON.stringify({ id, type: MessageType.Error, payload: errors.map((e) => e.toJSON()) }));

  async function onSubscribe(
    c: Connection,
    id: string,
    payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  ) {
    const op: Operation = { cancelled: false };
    c.operations.set(id, op);
    const prepared = operations.prepare(payload);
    if (!("document" in prepared)) {
      c.operations.delete(id);
      return error(c, id, prepared);
    }
    const { credentials } = c;
    const context = () => createContext(services, { ...credentials, responseCookies: [] });
    if (prepared.operation.operation !== "subscription") {
      const result = await operations.execute(prepared, {
        operationName: payload.operationName,
        variables: payload.variables,
        contextValue: await context(),
      });
      if (op.cancelled || c.operations.get(id) !== op) return;
      c.operations.delete(id);
      next(c, id, result);
      return complete(c, id);
    }
    const member: Member = {
      outlet: c,
      id,
      prefix: Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`),
      request: {
        schema: prepared.schema,
        document: prepared.document,
        query: payload.query,
        operationName: payload.operationName,
        variables: payload.variables,
        context,
        subscribe: prepared.subscribe as never,
      },
      userId: null,
      objects: [],
      holding: null,
      done: false,
      ended: () => {
        if (c.operations.get(id) === op) c.operations.delete(id);
        complete(c, id);
      },
    };
    op.member = member;
    if (op.cancelled) return;
    const refused = await fanout.join(member);
    if (refused) {
      c.operations.delete(id);
      next(c, id, refused);
      complete(c, id);
    }
  }

  function onMessage(c: Connection, data: RawData) {
    let message;
    try {
      const text = utf8Text(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Uint8Array), "The message");
      if (jsonDepth(text) > MAX_NESTING) throw new Error("too deep");
      message = parseMessage(text);
    } catch {
      return c.ws.close(CloseCode.BadRequest, "Invalid message received");
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        if (c.initReceived)
          return c.ws.close(CloseCode.TooManyInitialisationRequests, "Too many initialisation requests");
        c.initReceived = true;
        c.credentials.sessionToken = (message.payload as { sessionToken?: unknown } | undefined)?.sessionToken;
        c.acknowledged = true;
        return send(c, JSON.stringify({ type: MessageType.ConnectionAck }));
      case MessageType.Ping:
        return send(
          c,
          JSON.stringify(
            message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong },
          ),
        );
      case MessageType.Pong:
        return;
      case MessageType.Subscribe: {
        if (!c.acknowledged) return c.ws.close(CloseCode.Unauthorized, "Unauthorized");
        if (c.operations.has(message.id))
          return c.ws.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${message.id} already exists`);
        if (c.operations.size >= MAX_OPERATIONS_PER_SOCKET)
          return error(c, message.id, [
            new GraphQLError(`At most ${MAX_OPERATIONS_PER_SOCKET} operations may run on one socket`),
          ]);
        const { id, payload } = message;
        onSubscribe(c, id, payload as never).catch((e: Error) => {
          // One operation's failure (a database outage) is that operation's error, not the socket's.
          log.error(`socket operation ${id}: ${e.message}`);
          if (c.operations.get(id)?.member) fanout.leave(c.operations.get(id)!.member!);
          c.operations.delete(id);
          error(c, id, [new GraphQLError("Unexpected error.")]);
        });
        return;
      }
      case MessageType.Complete: {
        const op = c.operations.get(message.id);
        if (!op) return;
        op.cancelled = true;
        c.operations.delete(message.id);
        if (op.member) fanout.leave(op.member);
        return;
      }
      default:
        return c.ws.close(CloseCode.BadRequest, "Invalid message received");
    }
  }

  wss.on("connection", (ws: WebSocket, req: http.IncomingMessage) => {
    const c: Connection = {
      ws,
      parked: new Map(),
      credentials: credentialsOf(services, req),
      acknowledged: false,
      initReceived: false,
      operations: new Map(),
      alive: true,
    };
    if (ws.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL)
      return ws.close(CloseCode.SubprotocolNotAcceptable, "Subprotocol not acceptable");
    connections.add(c);
    const initWait = setTimeout(() => {
      if (!c.initReceived) ws.close(CloseCode.ConnectionInitialisationTimeout, "Connection initialisation timeout");
    }, CONNECTION_INIT_WAIT_MS);
    ws.on("pong", () => (c.alive = true));
    ws.on("message", (data) => onMessage(c, data));
    ws.on("error", (e) => log.error(`socket: ${e.message}`));
    ws.once("close", () => {
      clearTimeout(initWait);
      connections.delete(c);
      for (const op of c.operations.values()) {
        op.cancelled = true;
        if (op.member) fanout.leave(op.member);
      }
      c.operations.clear();
      c.parked.clear();
    });
  });

  server.on("upgrade", (req, socket: Duplex, head) => {
    try {
      const path = (req.url ?? "/").split("?")[0];
      const cookieFromOtherSite = isCrossSiteWithCookie(services, req);
      if (path !== "/graphql" || cookieFromOtherSite) {
        socket.end(`HTTP/1.1 ${cookieFromOtherSite ? "403 Forbidden" : "404 Not Found"}\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (e) {
      // Nothing a client sends in an upgrade may take the process down.
      log.error(`upgrade ${req.url}: ${(e as Error).message}`);
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
  });
  return {
    fanout,
    async close() {
      clearInterval(keepAlive);
      stopGaps();
      await fanout.close();
      for (const c of connections) c.ws.close(1001, "Going away");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
