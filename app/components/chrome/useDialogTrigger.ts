import { useRef, useState } from "react";

/**
 * State and click handler for a link that opens a dialog: without JavaScript the link simply goes to
 * its `href` (the same content elsewhere on the site); with JavaScript the click opens the dialog.
 */
export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    trigger.current = event.currentTarget;
    setOpen(true);
  };
  /** For the dialog's close: focus goes back to the link that opened it (if it is still on the page). */
  const returnFocus = (event: Event) => {
    if (trigger.current?.isConnected) {
      event.preventDefault();
      trigger.current.focus();
    }
  };
  return { open, setOpen, onClick, returnFocus };
}
