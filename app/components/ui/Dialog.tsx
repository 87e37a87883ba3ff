import { X } from "lucide-react";
import { AlertDialog, Dialog as Radix } from "radix-ui";
import { useId, useRef, useState } from "react";

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close button close it, and the rest
 * of the page is hidden from assistive technology while it is open. It is rendered in place rather
 * than in a portal, so a server-rendered page that opens with the dialog shows it before (or without)
 * JavaScript; `onClose` then only matters once the page is interactive.
 *
 * With `confirmDiscard` (the admin add/edit forms), Escape, a click outside and the
 * close button first ask "Discard your changes?" when a field differs from what the dialog opened with
 * (or `unsaved` says a failed save's values are shown); "Keep editing" goes back to the form, "Discard"
 * closes. Without JavaScript none of this runs: the close link leads to `closeHref`.
 */
export function Dialog({
  title,
  description,
  onClose,
  closeHref,
  confirmDiscard = false,
  unsaved = false,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  /** Where the close button leads without JavaScript (the list behind the dialog). */
  closeHref: string;
  /** Ask before closing when the form inside was changed. */
  confirmDiscard?: boolean;
  /** The form shows values that were not saved (a refused save): closing always asks. */
  unsaved?: boolean;
  children: React.ReactNode;
}) {
  // Radix links title and description to the dialog only once hydrated; our own ids name the dialog in
  // the server-rendered HTML too, for readers without JavaScript.
  const titleId = useId();
  const descriptionId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  /** Where focus was when the question came up: "Keep editing" puts it back there. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const ask = () => {
    const active = document.activeElement;
    focusBefore.current =
      active instanceof HTMLElement && content.current?.contains(active) ? active : content.current;
    setAsking(true);
  };
  /** True when closing now would throw away typed text: then it asks first. */
  const mustAsk = () => confirmDiscard && (unsaved || hasChanges(content.current));
  /** Radix's Escape and outside-click events: kept from closing the dialog when it must ask. */
  const guard = (event: Event) => {
    if (mustAsk()) {
      event.preventDefault();
      ask();
    }
  };
  return (
    <Radix.Root open onOpenChange={(open) => !open && onClose()}>
      <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
      <Radix.Content
        ref={content}
        onEscapeKeyDown={confirmDiscard ? guard : undefined}
        onInteractOutside={confirmDiscard ? guard : undefined}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-modal="true"
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <Radix.Title id={titleId} className="text-xl font-bold text-brand-800">
            {title}
          </Radix.Title>
          <a
            href={closeHref}
            onClick={(event) => {
              event.preventDefault();
              if (mustAsk()) ask();
              else onClose();
            }}
            className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">Close</span>
          </a>
        </div>
        {description ? (
          <Radix.Description id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </Radix.Description>
        ) : (
          <Radix.Description id={descriptionId} className="sr-only">
            {title}
          </Radix.Description>
        )}
        <div className="mt-4">{children}</div>
        {confirmDiscard && (
          <DiscardChanges
            open={asking}
            onKeepEditing={() => setAsking(false)}
            returnFocus={() => focusBefore.current?.focus()}
            onDiscard={() => {
              setAsking(false);
              onClose();
            }}
          />
        )}
      </Radix.Content>
    </Radix.Root>
  );
}

/**
 * True when a control inside `root` differs from its initial value (the value it was rendered with).
 * Hidden inputs and buttons do not count.
 */
export function hasChanges(root: HTMLElement | null): boolean {
  if (!root) return false;
  for (const control of root.querySelectorAll("input, textarea, select")) {
    if (control instanceof HTMLInputElement) {
      if (["hidden", "submit", "button", "reset", "image"].includes(control.type)) continue;
      if (control.type === "checkbox" || control.type === "radio") {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.type === "file") {
        if (control.files?.length) return true;
      } else if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      const initial = options.filter((o) => o.defaultSelected);
      // A single select with no default selected shows its first option.
      const expected = initial.length || control.multiple ? initial : options.slice(0, 1);
      const current = options.filter((o) => o.selected);
      if (current.length !== expected.length || current.some((o, i) => o !== expected[i])) return true;
    }
  }
  return false;
}

/**
 * "Discard your changes?": a small alert dialog over the form. Focus starts on "Keep editing" (the safe
 * choice, also Escape's); afterwards it returns to where it was in the form.
 */
function DiscardChanges({
  open,
  onKeepEditing,
  onDiscard,
  returnFocus,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  returnFocus: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed left-1/2 top-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Discard your changes?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600">
            What you typed in this form has not been saved.
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
              Keep editing
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onDiscard}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              Discard
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
