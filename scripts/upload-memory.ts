/**
 * `npm run bench:upload` (after `npm run build`): the memory of the upload form without
 * JavaScript under load. Starts the built server (`build/start.js`, production) on a free port with a
 * fresh SQLite file and an uploads folder of its own, signs in, creates a photo album and sends
 * `UPLOAD_POSTS` (8) multipart posts in parallel to `/admin/albums/:id` (`intent=upload`, the files in
 * `photos`, as the album page's plain form sends them), each of about `UPLOAD_POST_MB` (100) MB made of
 * `UPLOAD_FILES_PER_POST` (5) noisy JPEGs generated with sharp. The server's resident memory (VmRSS
 * from /proc/<pid>/status) is sampled every 100 ms.
 *
 * Prints the RSS when idle before the posts, its peak while they run and when idle again (1 s and
 * `UPLOAD_SETTLE_SECONDS` (10) s after the last answer), plus how many photos were stored. Prints
 * figures, asserts none, except that it exits with status 1 when a post is not answered with 200 or a
 * photo was refused. The target: peak under 600 MB, back near idle afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { rssMiB, startBuiltServer } from "./lib/server";

const POSTS = Number(process.env.UPLOAD_POSTS ?? 8);
const FILES_PER_POST = Number(process.env.UPLOAD_FILES_PER_POST ?? 5);
const POST_MB = Number(process.env.UPLOAD_POST_MB ?? 100);
const SETTLE_SECONDS = Number(process.env.UPLOAD_SETTLE_SECONDS ?? 10);
const USERNAME = "measure";
const PASSWORD = "measure-password-123";

/**
 * A JPEG of Gaussian noise (which compresses badly, like a detailed photo) of about `bytes` bytes:
 * quality 96 stores about 1 byte per pixel of noise, so the picture has `bytes` pixels at 5:4.
 */
async function noisyJpeg(bytes: number, seed: number): Promise<Buffer> {
  const height = Math.round(Math.sqrt((bytes * 0.97 * 4) / 5));
  const width = Math.round((height * 5) / 4) + seed;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 96 })
    .toBuffer();
}

/** The `name=value` pair of a `Set-Cookie` answer (the session cookie). */
function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (!cookie.length) throw new Error(`No session cookie (status ${response.status})`);
  return cookie.join("; ");
}

const fileBytes = Math.floor((POST_MB * 1024 * 1024 - 64 * 1024) / FILES_PER_POST);
console.log(`Making ${FILES_PER_POST} noisy JPEGs of about ${(fileBytes / 1024 / 1024).toFixed(1)} MB…`);
const photos: Buffer[] = [];
for (let i = 0; i < FILES_PER_POST; i++) photos.push(await noisyJpeg(fileBytes, i));
const postBytes = photos.reduce((sum, photo) => sum + photo.length, 0);

const uploads = mkdtempSync(join(tmpdir(), "upload-memory-"));
const server = await startBuiltServer(0, {
  UPLOADS_DIR: uploads,
  // Each photo must pass the per-photo limit; the batch limit (100 MB) is the app's own.
  UPLOAD_MAX_MB: String(Math.max(25, Math.ceil((fileBytes * 1.1) / 1024 / 1024))),
  UPLOAD_MAX_FILES: String(Math.max(20, FILES_PER_POST)),
});
let failed = false;
try {
  const origin = server.base;
  const post = (path: string, body: URLSearchParams | FormData, cookie = "") =>
    fetch(origin + path, {
      method: "POST",
      body,
      redirect: "manual",
      // The server refuses cross-site posts: say the form comes from its own page.
      headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    });
  const login = await post("/login", new URLSearchParams({ username: USERNAME, password: PASSWORD }));
  const cookie = cookieOf(login);
  const created = await post(
    "/admin/albums",
    new URLSearchParams({
      intent: "create-photo",
      title: "Memory test",
      date: "2026-01-01",
      audience: "group",
    }),
    cookie,
  );
  const albumId = /\/admin\/albums\/(\d+)/.exec(created.headers.get("location") ?? "")?.[1];
  if (!albumId) throw new Error(`Could not create an album (status ${created.status})`);

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleBefore = rssMiB(server.pid);
  let peak = idleBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.pid) || 0);
  }, 100);

  console.log(
    `Sending ${POSTS} posts of ${(postBytes / 1024 / 1024).toFixed(1)} MB (${FILES_PER_POST} photos each) in parallel to /admin/albums/${albumId}…`,
  );
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: POSTS }, async () => {
      const form = new FormData();
      form.append("intent", "upload");
      for (const [i, photo] of photos.entries()) {
        form.append(
          "photos",
          new File([new Uint8Array(photo)], `photo-${i + 1}.jpg`, { type: "image/jpeg" }),
        );
      }
      const response = await post(`/admin/albums/${albumId}`, form, cookie);
      // React separates the text pieces of "{n} of {m} photos uploaded." with empty comments.
      const html = (await response.text()).replaceAll("<!-- -->", "");
      const stored = Number(/(\d+) of \d+ photos uploaded/.exec(html)?.[1] ?? 0);
      return { status: response.status, stored };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const afterOne = await new Promise<number>((resolve) =>
    setTimeout(() => resolve(rssMiB(server.pid)), 1000),
  );
  await new Promise((resolve) => setTimeout(resolve, (SETTLE_SECONDS - 1) * 1000));
  clearInterval(sampler);
  const settled = rssMiB(server.pid);

  const stored = answers.reduce((sum, a) => sum + a.stored, 0);
  failed = answers.some((a) => a.status !== 200) || stored !== POSTS * FILES_PER_POST;
  console.log(`Answers: ${answers.map((a) => a.status).join(", ")} in ${seconds.toFixed(1)} s`);
  console.log(`Photos stored: ${stored} of ${POSTS * FILES_PER_POST}`);
  console.log(`RSS idle before:          ${idleBefore.toFixed(1)} MiB`);
  console.log(`RSS peak (100 ms samples): ${peak.toFixed(1)} MiB`);
  console.log(`RSS 1 s after:            ${afterOne.toFixed(1)} MiB`);
  console.log(`RSS ${SETTLE_SECONDS} s after:           ${settled.toFixed(1)} MiB`);
} finally {
  await server.stop();
  rmSync(uploads, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
