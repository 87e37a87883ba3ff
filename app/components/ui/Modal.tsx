import { X } from "lucide-react";
import { Dialog as Radix } from "radix-ui";

/**
 * A dialog opened by a button on the page (Radix): focus moves in and returns to the trigger, Tab stays
 * inside, Escape and the close button close it. `staticBackdrop` keeps it open on a click outside (spec
 * 2.1's admission dialog). `fullScreen` fills the viewport (the menu overlay). It opens 300 ms and its
 * backdrop fades 150 ms (spec 9), without motion for `prefers-reduced-motion` (app.css "Dialogs").
 * These dialogs need JavaScript; their triggers are links to the same content elsewhere, so nothing is
 * out of reach without it (see the chrome components).
 */
export function Modal({
  title,
  description,
  open,
  onOpenChange,
  staticBackdrop = false,
  fullScreen = false,
  returnFocus,
  children,
}: {
  title: string;
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staticBackdrop?: boolean;
  fullScreen?: boolean;
  /** Called as the dialog closes, to move focus back to what opened it (see `useDialogTrigger`). */
  returnFocus?: (event: Event) => void;
  children: React.ReactNode;
}) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog-backdrop fixed inset-0 z-40 bg-slate-900/60" />
        <Radix.Content
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={staticBackdrop ? (event) => event.preventDefault() : undefined}
          onInteractOutside={staticBackdrop ? (event) => event.preventDefault() : undefined}
          className={`dialog-panel fixed z-50 overflow-y-auto bg-white shadow-xl ${
            fullScreen
              ? "inset-0 p-5 sm:p-10"
              : "inset-x-3 top-1/2 max-h-[90dvh] -translate-y-1/2 rounded-2xl p-5 sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-6"
          }`}
        >
          <div className="flex items-start justify-between gap-4">
            <Radix.Title className="text-xl font-bold text-brand-800">{title}</Radix.Title>
            <Radix.Close className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100">
              <X aria-hidden className="size-6" />
              <span className="sr-only">Close</span>
            </Radix.Close>
          </div>
          {description ? (
            <Radix.Description className="mt-1 text-sm text-slate-600">{description}</Radix.Description>
          ) : (
            <Radix.Description className="sr-only">{title}</Radix.Description>
          )}
          <div className="mt-4">{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
