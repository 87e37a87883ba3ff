import { AlertDialog } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { hasChanges } from "../ui/Dialog";

/**
 * Asks before a clerk's unsaved changes in a form are lost (the schema editor): a link, the browser's
 * Back button or another form of the screen first asks "Your changes are not saved" (React Router's
 * `useBlocker`), and closing or reloading the tab asks the browser's own question (`beforeunload`).
 * Nothing asks until the clerk has changed a field (or `carried` says the form already shows changes
 * that are not saved: after a list button or a refused save), and nothing asks once the fields are back
 * to what they were. The form's own submissions (save, preview, publish, the list buttons) carry the
 * changes and pass. Without JavaScript none of this runs.
 *
 * Returns the props for the `<form>` (`ref`, `onChange`, `onSubmit`) and the question to draw.
 */
export function useUnsavedChanges(carried: boolean): {
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    onChange: () => void;
    onSubmit: () => void;
  };
  question: React.ReactNode;
} {
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState(false);
  /** Set while the form itself is being sent: that navigation carries the changes. */
  const sending = useRef(false);
  /** Set once the clerk chose to leave: the dialog's closing must not undo it. */
  const leaving = useRef(false);
  const unsaved = useCallback(() => carried || hasChanges(form.current), [carried]);
  const watching = touched || carried;

  const blocker = useBlocker(() => {
    leaving.current = false;
    if (sending.current) {
      sending.current = false;
      return false;
    }
    return watching && unsaved();
  });

  useEffect(() => {
    if (!watching) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers show their question only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [watching, unsaved]);

  return {
    formProps: {
      ref: form,
      onChange: () => setTouched(true),
      onSubmit: () => {
        sending.current = true;
      },
    },
    question: (
      <LeaveQuestion
        open={blocker.state === "blocked"}
        // Radix closes the dialog after "Leave" too: by then the blocker is proceeding, not to be reset.
        onStay={() => blocker.state === "blocked" && !leaving.current && blocker.reset()}
        onLeave={() => {
          leaving.current = true;
          blocker.state === "blocked" && blocker.proceed();
        }}
      />
    ),
  };
}

/**
 * "Your changes are not saved": a small alert dialog. Focus starts on "Keep editing" (the safe choice,
 * also Escape's) and returns where it was.
 */
function LeaveQuestion({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Your changes are not saved
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-700">
            What you changed in this form is lost if you go on. To keep it, stay and save a draft.
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
              Keep editing
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onLeave}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              Leave without saving
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
