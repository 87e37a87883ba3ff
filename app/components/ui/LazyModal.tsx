import { lazy, Suspense, useEffect, useState } from "react";
import { importWithTimeout } from "~/lib/platform/errors";
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
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
