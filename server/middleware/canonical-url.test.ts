import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { canonicalRedirect } from "./canonical-url";

const app = express();
app.use(canonicalRedirect());
app.use((req, res) => {
  res.send(`next ${req.path}`);
});
const served = serveForTests(app);

/** Status, Location and body of `method path`, redirects not followed. */
async function request(path: string, method = "GET") {
  const res = await fetch(served.url(path), { method, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

describe("one canonical URL per page (architecture ruling 1)", () => {
  it("redirects other spellings of a page permanently to its lower-case path, query kept", async () => {
    expect(await request("/Contactus")).toMatchObject({ status: 301, location: "/contactus" });
    expect(await request("/VIDHYASHRAM/Gallery?x=1&Y=2")).toMatchObject({
      status: 301,
      location: "/vidhyashram/gallery?x=1&Y=2",
    });
    expect(await request("/%61dmin/enquiries")).toMatchObject({ status: 301, location: "/admin/enquiries" });
    expect((await request("/Aims", "HEAD")).status).toBe(301);
  });

  it("leaves canonical paths, files, assets, writes and malformed escapes to what comes next", async () => {
    expect(await request("/aims?Q=1")).toMatchObject({ status: 200, body: "next /aims" });
    expect(await request("/images/Logo.svg")).toMatchObject({ status: 200, body: "next /images/Logo.svg" });
    expect(await request("/Aims.data")).toMatchObject({ status: 200, body: "next /Aims.data" });
    expect(await request("/assets/Shell-AbC")).toMatchObject({ status: 200, body: "next /assets/Shell-AbC" });
    expect(await request("/Contactus", "POST")).toMatchObject({ status: 200, body: "next /Contactus" });
    expect((await request("/%E0%A4%A")).status).toBe(200);
  });
});
