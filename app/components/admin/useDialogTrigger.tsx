import { useRef, useState } from "react";

/**
 * State of a staff screen's dialog opened by a button (the image cropper), and where focus returns when it closes (the control
 * that opened it, if it is still on the page).
 */
export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const show = (event: React.MouseEvent<HTMLElement>) => {
    trigger.current = event.currentTarget;
    setOpen(true);
  };
  const returnFocus = (event: Event) => {
    if (trigger.current?.isConnected) {
      event.preventDefault();
      trigger.current.focus();
    }
  };
  return { open, setOpen, show, returnFocus };
}
