import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { importWithTimeout, isChunkLoadError } from "~/lib/platform/errors";
import type { Modal as ModalType } from "./Modal";

type ModalProps = Parameters<typeof ModalType>[0];

// A stalled download fails as a chunk-load error after 120000 ms (spec 9): the error page offers Reload.
const load = () => importWithTimeout(() => import("./Modal"));
const Modal = lazy(() => load().then((m) => ({ default: m.Modal })));

/**
 * Starts loading the dialog code (Radix) before it is needed: call it when the pointer or focus reaches
 * a control that opens one, so the dialog is ready by the click.
 */
export function preloadModal(): void {
  void load();
}

/**
 * `Modal` whose code loads the first time it opens (no library loaded for a feature the page
 * does not show). Until then it renders nothing; the header's dialogs are closed on every page load.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted && !props.open) return null;
  return (
    <DialogCodeMissing>
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    </DialogCodeMissing>
  );
}

/**
 * Where the dialog's code could not be loaded (a dropped connection, or nothing within the chunk
 * timeout), a message in its place with Reload: the screen around it, and whatever the clerk typed in
 * it, stays (the route's error page would replace the whole editor). Any other error goes on up.
 */
class DialogCodeMissing extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <p
        role="alert"
        className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-md rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 shadow-lg"
      >
        The window could not be opened: its part of the website did not arrive (the connection may be slow or
        lost). What you typed is still here; save it, then{" "}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="font-semibold text-red-900 underline"
        >
          reload the page
        </button>
        .
      </p>
    );
  }
}
