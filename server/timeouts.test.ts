import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { applyConnectionTimeouts } from "./timeouts";

describe("connection timeouts", () => {
  it("close a connection that never sends a byte, and keep one that sends its request", async () => {
    const server = applyConnectionTimeouts(
      createServer((_req, res) => res.end("page")),
      { idleMs: 150, headersMs: 1_000, keepAliveMs: 100 },
    );
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const silent = connect(port, "127.0.0.1");
      silent.on("error", () => undefined);
      // Closed by the server: the test ends only if it is (the test runner's own timeout bounds it).
      await new Promise((resolve) => silent.once("close", resolve));
      expect(silent.bytesRead).toBe(0);

      const visitor = await fetch(`http://127.0.0.1:${port}/`);
      expect(await visitor.text()).toBe("page");
    } finally {
      server.close();
    }
  });
});
