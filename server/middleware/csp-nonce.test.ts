import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { nonceSource } from "../guards";
import { cspNonce } from "./csp-nonce";

const app = express();
app.use(cspNonce(nonceSource()));
app.get("/", (_req, res) => {
  res.send(String(res.locals.nonce));
});
const served = serveForTests(app);

describe("CSP nonce per response", () => {
  it("gives each response a fresh nonce from the source, for what comes after it", async () => {
    const first = await (await fetch(served.url("/"))).text();
    const second = await (await fetch(served.url("/"))).text();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first).not.toBe(second);
  });
});
