import sharp from "sharp";
import { startBuiltServer } from "./lib/server";

/**
 * The smoke run (`npm run smoke`, after `npm run build`): the built server on a fresh SQLite file,
 * asked what a parent and a clerk would ask first — five public pages, a sign-in, a new album with one
 * photo uploaded through the album screen's form and the photo's file served back, and a school's fee
 * PDF (printed by Chromium). CI runs it on Node 24, the oldest supported line (docs/decisions/0025):
 * the full suite runs on Node 26. Prints one line per check and the Node that ran the server; exits 1
 * on the first failure.
 */

const USERNAME = "measure";
const PASSWORD = "measure-password-123";
const PAGES = ["/", "/vidhyashram", "/vidhyapeeth", "/notifications/archive", "/vidhyashram/fees"];

const server = await startBuiltServer(0);
const base = server.base;
let failed = false;

/** Prints a check's outcome; a failure marks the run as failed. */
function check(ok: boolean, what: string, detail = ""): void {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
  if (!ok) failed = true;
}

/** A same-origin form post, as the site's pages send them (the server refuses cross-site posts). */
function post(path: string, body: URLSearchParams | FormData, cookie = ""): Promise<Response> {
  return fetch(base + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

try {
  // startBuiltServer runs the server on this script's own Node (process.execPath).
  console.log(`Smoke run: the built server at ${base} on Node ${process.version}`);

  for (const path of PAGES) {
    const response = await fetch(base + path);
    const html = await response.text();
    check(response.status === 200 && html.includes("</html>"), `GET ${path}`, `${response.status}`);
  }

  const login = await post("/login", new URLSearchParams({ username: USERNAME, password: PASSWORD }));
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
  check(login.status === 302 && cookie !== "", "sign in", `${login.status}`);

  const created = await post(
    "/admin/albums",
    new URLSearchParams({
      intent: "create-photo",
      title: "Smoke run",
      date: "2026-11-28",
      audience: "group",
    }),
    cookie,
  );
  const albumId = /\/admin\/albums\/(\d+)/.exec(created.headers.get("location") ?? "")?.[1];
  check(Boolean(albumId), "create a photo album", `${created.status}`);

  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("intent", "upload");
  form.append("photos", new File([new Uint8Array(photo)], "assembly.jpg", { type: "image/jpeg" }));
  const uploaded = await post(`/admin/albums/${albumId}`, form, cookie);
  const page = (await uploaded.text()).replaceAll("<!-- -->", "");
  check(
    /1 of 1 photos? uploaded/.test(page),
    "upload a photo through the album screen",
    `${uploaded.status}`,
  );
  const file = /\/uploads\/[a-z0-9/_.-]+\.webp/.exec(page)?.[0];
  const served = file ? await fetch(base + file) : undefined;
  check(
    served?.status === 200 && served.headers.get("content-type") === "image/webp",
    "serve the uploaded photo",
    file ?? "no picture on the album page",
  );

  const pdf = await fetch(`${base}/fees/vidhyashram.pdf`);
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  check(
    pdf.status === 200 && new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-",
    "print the fee PDF",
    `${pdf.status}, ${bytes.length} bytes`,
  );
} catch (error) {
  check(false, "smoke run", error instanceof Error ? error.message : String(error));
} finally {
  await server.stop();
}
console.log(failed ? "Smoke run failed." : "Smoke run passed.");
process.exit(failed ? 1 : 0);
