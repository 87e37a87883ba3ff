import { X } from "lucide-react";
import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";

/**
 * A dialog of the public chrome on the platform alone (decision 0022): a native `<dialog>` opened by
 * `ChromeDialogButton`s anywhere on the page (`commandfor` + `command="show-modal"`), so it works at
 * the first paint with no script. The browser traps focus inside, makes the rest of the page inert,
 * closes it on Escape and returns focus to the button that opened it. `closedby="any"` closes it on
 * a tap outside too; `staticBackdrop` keeps it open then (spec 2.1's admission dialog). `fullScreen`
 * fills the viewport (the menu overlay). It opens over 300 ms and its backdrop fades over 150 ms
 * (spec 9), still for reduced motion (app.css "Chrome dialogs").
 *
 * `id` must be unique on the page: each chrome dialog is rendered once, by `SiteTools`.
 */
export function ChromeDialog({
  id,
  title,
  description,
  staticBackdrop = false,
  fullScreen = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  staticBackdrop?: boolean;
  fullScreen?: boolean;
  children: React.ReactNode;
}) {
  const words = useWords(chromeWords);
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      closedby={staticBackdrop ? "closerequest" : "any"}
      className={`chrome-dialog bg-white text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${
        fullScreen
          ? "m-0 h-dvh max-h-none w-full max-w-none p-5 sm:p-10"
          : "m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg rounded-2xl p-5 sm:p-6"
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        <button
          type="button"
          commandfor={id}
          command="close"
          className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-6" />
          <span className="sr-only">{words.close}</span>
        </button>
      </div>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </dialog>
  );
}

/**
 * A button that opens the chrome dialog `dialog` (its id) with the platform's invoker commands; any
 * number of them may open the same dialog (the header, the phones' bottom bar, the home page's
 * controls).
 */
export function ChromeDialogButton({
  dialog,
  className,
  children,
}: {
  dialog: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      commandfor={dialog}
      command="show-modal"
      aria-haspopup="dialog"
      className={className}
    >
      {children}
    </button>
  );
}
