import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { urlBounds } from "./url-bounds";

const bounds = urlBounds();
const served = serveForTests((req, res) =>
  bounds(req, res, () => {
    res.end("next");
  }),
);

/** Status, headers and body of a GET of `path`. */
async function get(path: string) {
  const res = await fetch(served.url(path));
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    cache: res.headers.get("cache-control"),
    body: await res.text(),
  };
}

describe("URL bounds in the listener", () => {
  it("lets the site's URLs through", async () => {
    expect((await get("/vidhyashram/about-us/pta.data?_routes=root")).body).toBe("next");
  });

  it("answers a too-long URL or path with 414 and too many segments with 404, in plain text, uncached", async () => {
    const plain = { type: "text/plain; charset=utf-8", cache: "no-store" };
    expect(await get(`/notifications?q=${"x".repeat(9000)}`)).toEqual({
      status: 414,
      ...plain,
      body: "The address is too long.",
    });
    expect(await get(`/${"x".repeat(2000)}`)).toEqual({
      status: 414,
      ...plain,
      body: "The address is too long.",
    });
    expect(await get(`/${"a/".repeat(40)}`)).toEqual({ status: 404, ...plain, body: "Page not found." });
  });
});
