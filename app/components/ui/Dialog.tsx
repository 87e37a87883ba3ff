import { X } from "lucide-react";
import { Dialog as Radix } from "radix-ui";
import { useId } from "react";

/**
 * A modal dialog (Radix): focus is trapped inside, Escape and the close button close it, and the rest
 * of the page is hidden from assistive technology while it is open. It is rendered in place rather
 * than in a portal, so a server-rendered page that opens with the dialog shows it before (or without)
 * JavaScript; `onClose` then only matters once the page is interactive.
 */
export function Dialog({
  title,
  description,
  onClose,
  closeHref,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  /** Where the close button leads without JavaScript (the list behind the dialog). */
  closeHref: string;
  children: React.ReactNode;
}) {
  // Radix links title and description to the dialog only once hydrated; our own ids name the dialog in
  // the server-rendered HTML too, for readers without JavaScript.
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Radix.Root open onOpenChange={(open) => !open && onClose()}>
      <Radix.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
      <Radix.Content
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
              onClose();
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
      </Radix.Content>
    </Radix.Root>
  );
}
