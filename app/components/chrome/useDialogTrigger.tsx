import { useEffect, useRef, useState } from "react";
import { preloadModal } from "../ui/LazyModal";

/**
 * State of a dialog opened from the page chrome, and where focus returns when it closes (the control
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

/**
 * The control that opens a chrome dialog: before JavaScript runs (or without it) a link to `href`, the
 * same content elsewhere on the site; once the page is interactive, a button that opens the dialog.
 * Switching after hydration keeps the server HTML and the first client render identical.
 */
export function DialogTrigger({
  href,
  onOpen,
  className,
  children,
}: {
  href: string;
  onOpen: (event: React.MouseEvent<HTMLElement>) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive ? (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onTouchStart={preloadModal}
      aria-haspopup="dialog"
      className={className}
    >
      {children}
    </button>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
