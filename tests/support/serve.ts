import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * Serves `app` (an Express app or any Node request listener) on a free loopback port for the whole test file (started before its first test, closed
 * after its last). Returns `url(path)`, the full address of `path` on it, for `fetch`.
 */
export function serveForTests(app: (req: IncomingMessage, res: ServerResponse) => void): {
  url: (path?: string) => string;
} {
  let base = "";
  let server: Server | undefined;
  beforeAll(async () => {
    const listening = createServer(app).listen(0, "127.0.0.1");
    server = listening;
    await new Promise((resolve) => listening.once("listening", resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());
  return { url: (path = "") => base + path };
}
