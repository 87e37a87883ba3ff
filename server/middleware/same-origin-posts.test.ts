import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { CROSS_SITE_REFUSED, sameOriginPosts } from "./same-origin-posts";

const app = express();
app.use(sameOriginPosts());
app.all("/{*splat}", (_req, res) => {
  res.send("next");
});
const served = serveForTests(app);

/** Status and body of a request to `/form` with `headers`. */
async function send(method: string, headers: Record<string, string>) {
  const res = await fetch(served.url("/form"), {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: method === "GET" ? undefined : "a=1",
  });
  return { status: res.status, body: await res.text() };
}

describe("cross-site posts (architecture 4 Security)", () => {
  it("refuse a post whose Origin names another site, or is malformed, with 403", async () => {
    const refused = { status: 403, body: CROSS_SITE_REFUSED };
    expect(await send("POST", { Origin: "https://evil.example" })).toEqual(refused);
    expect(await send("DELETE", { Origin: "https://evil.example" })).toEqual(refused);
    expect(await send("POST", { Origin: "not a url" })).toEqual(refused);
  });

  it("take a post from the site's own origin, with Origin: null, or without Origin", async () => {
    const own = new URL(served.url("/")).origin;
    expect(await send("POST", { Origin: own })).toEqual({ status: 200, body: "next" });
    expect(await send("POST", { Origin: "null" })).toEqual({ status: 200, body: "next" });
    expect(await send("POST", {})).toEqual({ status: 200, body: "next" });
  });

  it("refuse a post without Origin that Sec-Fetch-Site says is cross-site", async () => {
    expect((await send("POST", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await send("POST", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("never refuse a GET, whatever its origin", async () => {
    expect(await send("GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).toEqual({
      status: 200,
      body: "next",
    });
  });
});
