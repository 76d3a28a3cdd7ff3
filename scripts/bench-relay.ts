// The baseline of the delivery benchmark: a bare Redis-to-websocket relay (one Redis channel, every
// message sent as it is to every connected socket), run as its own process like an API process.
import http from "node:http";
import { Redis } from "ioredis";
import { WebSocketServer, type WebSocket } from "ws";

const redis = new Redis(process.env.REDIS_URL!);
const sockets = new Set<WebSocket>();
const server = http.createServer();
const wss = new WebSocketServer({ server });
wss.on("connection", (ws) => {
  sockets.add(ws);
  ws.on("close", () => sockets.delete(ws));
});
await redis.subscribe("relay");
redis.on("message", (_channel, message) => {
  for (const ws of sockets) ws.send(message);
});
server.listen(0, "127.0.0.1", () =>
  console.log(`relay at ws://127.0.0.1:${(server.address() as { port: number }).port}`),
);
