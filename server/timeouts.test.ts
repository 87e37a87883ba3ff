import { createServer } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { applyConnectionTimeouts } from "./timeouts";

/** A server with a short first-request time (Node's own timeouts as they are by default). */
async function serve(): Promise<{ port: number; close: () => void }> {
  const server = applyConnectionTimeouts(
    createServer((_req, res) => res.end("page")),
    { firstRequestMs: 150 },
  );
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** Resolves when the server closes `socket` (the test runner's own timeout bounds the wait). */
function closedByServer(socket: Socket): Promise<void> {
  socket.on("error", () => undefined);
  return new Promise((resolve) => socket.once("close", () => resolve()));
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("connection timeouts", () => {
  it("close a connection that never sends a byte, and serve one that sends its request", async () => {
    const { port, close } = await serve();
    stop = close;
    const silent = connect(port, "127.0.0.1");
    await closedByServer(silent);
    expect(silent.bytesRead).toBe(0);
    const visitor = await fetch(`http://127.0.0.1:${port}/`);
    expect(await visitor.text()).toBe("page");
  });

  it("close a connection that starts a request and never finishes its headers", async () => {
    const { port, close } = await serve();
    stop = close;
    const slow = connect(port, "127.0.0.1", () => slow.write("GET / HTTP/1.1\r\nHost: school"));
    await closedByServer(slow);
    expect(slow.bytesRead).toBe(0);
  });
});
