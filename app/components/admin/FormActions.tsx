import { Link } from "react-router";
import { Button, type ButtonVariant, buttonClass } from "../ui/Button";
import { useDialogFrame } from "./useDialogFrame";

/**
 * The end of a staff dialog's form: Cancel, back to the screen without the dialog, and the
 * submit button, which says `busyLabel` and is disabled while the form is being sent.
 */
export function FormActions({
  label,
  busyLabel = "Saving…",
  variant = "primary",
}: {
  label: string;
  busyLabel?: string;
  variant?: ButtonVariant;
}) {
  const { busy, frame } = useDialogFrame();
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Link to={frame.closeHref} preventScrollReset className={buttonClass("secondary")}>
        Cancel
      </Link>
      <Button disabled={busy} variant={variant}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
