import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { CHUNK_LOAD_TIMEOUT_MS } from "~/lib/platform/errors";

/**
 * A message with Reload when a move between staff screens, or a save, has been under way for the chunk
 * timeout (`CHUNK_LOAD_TIMEOUT_MS`, spec 9): a screen's code or data that never arrives on a stalled
 * connection would otherwise leave the clerk before a button that seems to do nothing. The screen
 * stays as it is, with what was typed. `timeoutMs` is for tests.
 */
export function SlowNavigation({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const busy = useNavigation().state !== "idle";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [busy, timeoutMs]);
  if (!slow) return null;
  return (
    <p
      role="alert"
      className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-md border border-gold-400 bg-amber-50 px-4 py-3 text-sm text-slate-900 shadow-lg"
    >
      This is taking much longer than it should: the connection may be slow or lost. What you typed is still
      here. Wait, or{" "}
      <button type="button" onClick={() => window.location.reload()} className="font-semibold underline">
        reload the page
      </button>{" "}
      (what is not saved yet would then be lost).
    </p>
  );
}
