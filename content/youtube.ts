/**
 * YouTube links: a video is kept as its 11-character id, whichever form of link the office pasted. Here,
 * not in app/, so the video schema (content/schemas/videos.ts) checks a pasted link with the same rule
 * the pages use (app/lib/published/youtube.ts re-exports these).
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * Returns the video id of a YouTube link in the watch (`youtube.com/watch?v=ID`), short
 * (`youtu.be/ID`), Shorts (`/shorts/ID`), embed (`/embed/ID`) or live (`/live/ID`) form, or null when
 * the text is not such a link. A bare scheme-less link (`youtu.be/ID`) is accepted.
 */
export function parseYouTubeId(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    id = url.pathname.split("/")[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first && ["shorts", "embed", "live", "v"].includes(first)) id = second ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** True for an 11-character YouTube video id (`[A-Za-z0-9_-]`). */
export function isYouTubeId(text: string): boolean {
  return VIDEO_ID.test(text);
}
