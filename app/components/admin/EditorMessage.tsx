import { useEffect, useRef } from "react";

const TONES = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-800",
  notice: "border-gold-400 bg-amber-50 text-slate-900",
} as const;

/**
 * A message about what the clerk just did in the schema editor (saved, published, refused, restored),
 * drawn where they pressed (beside the buttons or the history) as well as at the top of the screen.
 * With `focusKey` (one per save or answer of the action), focus moves to it when it appears and
 * whenever that key changes, so a keyboard or screen-reader user hears it and goes on from there; the
 * screen gives none for a message it was first drawn with, so as not to take the focus from someone
 * already typing. Errors are `alert`s, the rest `status`; `tabIndex={-1}` lets it take the focus without
 * being a stop of the Tab key.
 */
export function EditorMessage({
  tone,
  focusKey,
  className = "",
  children,
}: {
  tone: keyof typeof TONES;
  focusKey?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) element.current?.focus();
  }, [focusKey]);
  return (
    <p
      ref={element}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${TONES[tone]} ${className}`}
    >
      {children}
    </p>
  );
}
