// graphql-ws on the HTTP server's /graphql path. The browser's upgrade carries the session cookie;
// clients without a cookie jar pass connectionParams.sessionToken.
import type http from "node:http";
import type { Duplex } from "node:stream";
import { GraphQLError, type DocumentNode } from "graphql";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { Services } from "../context.ts";
import { createContext, credentialsOf, isCrossSiteWithCookie } from "./context.ts";
import { checkGraphQLParams, MAX_NESTING, nestingDepth } from "./requests.ts";
import type { Yoga } from "./yoga.ts";

/** Serves subscriptions on `server`'s upgrades; `close` ends every socket. */
export function attachWebSockets(server: http.Server, services: Services, yoga: Yoga) {
  const { log } = services;
  const wss = new WebSocketServer({ noServer: true });
  const wsServer = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const req = ctx.extra.request;
        // The same guard as HTTP requests get: graphql-js's parser overflows on absurd nesting.
        if (nestingDepth(params.query) > MAX_NESTING)
          return [new GraphQLError(`The query is nested more than ${MAX_NESTING} levels deep`)];
        try {
          checkGraphQLParams(params as unknown as Record<string, unknown>);
        } catch (error) {
          return [new GraphQLError((error as Error).message)];
        }
        const { schema: s, execute, subscribe, parse, validate } = yoga.getEnveloped({ req, params });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          return [new GraphQLError((error as Error).message)]; // syntax errors and the token limit
        }
        const errors = validate(s, document);
        if (errors.length) return errors;
        const contextValue = await createContext(services, {
          ...credentialsOf(services, req),
          sessionToken: ctx.connectionParams?.sessionToken,
        });
        return {
          schema: s,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );
  server.on("upgrade", (req, socket: Duplex, head) => {
    try {
      const path = (req.url ?? "/").split("?")[0];
      const cookieFromOtherSite = isCrossSiteWithCookie(services, req);
      if (path !== "/graphql" || cookieFromOtherSite) {
        socket.end(`HTTP/1.1 ${cookieFromOtherSite ? "403 Forbidden" : "404 Not Found"}\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (error) {
      // Nothing a client sends in an upgrade may take the process down.
      log.error(`upgrade ${req.url}: ${(error as Error).message}`);
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
  });
  return {
    async close() {
      await wsServer.dispose();
      wss.close();
    },
  };
}
