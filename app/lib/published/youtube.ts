/**
 * YouTube links (architecture ruling 4): media items are stored as the 11-character video id, whichever form
 * of link the admin pasted.
 */

export { isYouTubeId, parseYouTubeId } from "~content/youtube";

/** The public watch page of a video id, for links that open YouTube in a new tab. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/**
 * A 320×180 still of the video, served by our own server (`app/lib/published/video-thumbnails.server.ts`), which
 * fetches it from YouTube once: the page itself never contacts YouTube.
 */
export function youTubeThumbnailUrl(id: string): string {
  return `/video-thumbnails/${encodeURIComponent(id)}.jpg`;
}
