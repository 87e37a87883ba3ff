import { data } from "react-router";

/**
 * A full disk while an upload is written (decision 0015's "full disk" for the uploads): the server's
 * fault, not the office's file, so it answers 503 with a plain message rather than a 500 or, as before,
 * a connection cut off while the browser was still sending.
 */

/** What the office reads when the server's disk is full (the 503 page, or an upload's JSON answer). */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so the upload could not be saved and nothing of it was kept. Please try again later, or tell the person who looks after the server.";

/** How long a browser is told to wait before trying again, in seconds. */
const DISK_FULL_RETRY_SECONDS = 600;

/** Thrown when an upload could not be written because the disk is full; `cause` is the system's error. */
export class DiskFull extends Error {
  override name = "DiskFull";
  constructor(cause: unknown) {
    super(DISK_FULL_MESSAGE, { cause });
  }
}

/**
 * True for a write refused because the disk or the user's quota is full: the system's `ENOSPC` or
 * `EDQUOT`, or a `DiskFull` made of one.
 */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFull) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/**
 * The 503 answer for a full disk: the root error page ("Unavailable for a few minutes") with
 * `DISK_FULL_MESSAGE` and a `Retry-After`. Throw it from an action.
 */
export function diskFullPage() {
  return data(DISK_FULL_MESSAGE, {
    status: 503,
    headers: { "Retry-After": String(DISK_FULL_RETRY_SECONDS), "Cache-Control": "no-store" },
  });
}

/** The 503 answer for a full disk to a request that takes JSON (an upload sent by a page's script). */
export function diskFullJson(): Response {
  return Response.json(
    { error: DISK_FULL_MESSAGE },
    { status: 503, headers: { "Retry-After": String(DISK_FULL_RETRY_SECONDS), "Cache-Control": "no-store" } },
  );
}
