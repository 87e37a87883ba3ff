import express from "express";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_A_FORM } from "../../app/lib/forms/encoding";
import { serveForTests } from "../../tests/support/serve";
import { formPostsOnly } from "./form-posts-only";

const logger = { warn: vi.fn() };
const app = express();
app.use(formPostsOnly(logger));
app.all("/{*splat}", (_req, res) => {
  res.send("next");
});
const served = serveForTests(app);

/** A POST to `/enquiry` with the given `Content-Type` (none when undefined). */
async function post(contentType: string | undefined) {
  const res = await fetch(served.url("/enquiry"), {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body: contentType ? "a=1" : undefined,
  });
  return { res, body: await res.text() };
}

beforeEach(() => logger.warn.mockClear());

describe("forms only", () => {
  it("refuse JSON, text, no type and multipart without a boundary with 415, private, plainly, logged", async () => {
    for (const type of ["application/json", "text/plain", undefined, "multipart/form-data"]) {
      const { res, body } = await post(type);
      expect(res.status, String(type)).toBe(415);
      expect(body).toBe(NOT_A_FORM);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("connection")).toBe("close");
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
    expect(logger.warn).toHaveBeenCalledTimes(4);
    expect(logger.warn).toHaveBeenCalledWith(
      { path: "/enquiry", contentType: "application/json" },
      "Refused a post that is not a form",
    );
  });

  it("let a browser's forms through", async () => {
    expect((await post("application/x-www-form-urlencoded")).body).toBe("next");
    expect((await post("multipart/form-data; boundary=----x")).body).toBe("next");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("never look at GET or HEAD", async () => {
    expect(await (await fetch(served.url("/enquiry"))).text()).toBe("next");
    expect((await fetch(served.url("/enquiry"), { method: "HEAD" })).status).toBe(200);
  });
});
