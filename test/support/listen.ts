import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A real HTTP server on a free loopback port whose handler gets the whole request body. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Stops a server started by listen, cutting connections that never got an answer. */
export async function close(s: { server: Server } | undefined) {
  if (!s) return;
  s.server.closeAllConnections();
  await new Promise((r) => s.server.close(r));
}
