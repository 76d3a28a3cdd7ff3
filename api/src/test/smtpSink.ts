// A minimal SMTP server that accepts every message, so tests can check real SMTP delivery.
import net from "node:net";

export type SmtpSink = { url: string; messages: string[]; close(): Promise<void> };

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply("250 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith("EHLO")) reply("250 sink");
        else if (command.startsWith("DATA")) {
          inData = true;
          reply("354 go ahead");
        } else if (command.startsWith("QUIT")) {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
