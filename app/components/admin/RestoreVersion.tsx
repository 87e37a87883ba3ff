import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { formatDate, todayInIndia } from "~/lib/platform/dates";
import { buttonClass } from "../ui/Button";

/**
 * The question a restore asks first: "Publish version 3 of 12 Nov 2026 again? Visitors will see it at
 * once; the current page stays in the history." `publishedAt` is the version's ISO time; `what` is
 * "page" or "settings".
 */
export function restoreQuestion(number: number, publishedAt: string, what: "page" | "settings" = "page") {
  const day = formatDate(todayInIndia(Date.parse(publishedAt)));
  return {
    question: `Publish version ${number} of ${day} again?`,
    consequence: `Visitors will see it at once; the current ${what === "page" ? "page stays" : "settings stay"} in the history.`,
  };
}

/**
 * "Restore version 3" in the schema editor's history, which asks before it publishes an old version
 * again. Without JavaScript the button is a GET form to `?restore=3#restore-3`: the editor is drawn
 * again with the question in place (`asking`, from the URL) and scrolled to it. With JavaScript the
 * question opens in place (`onAsk`) and takes the focus; Escape or "No" closes it (`onCancel`) and puts
 * the focus back on the button. "Yes, restore version 3" posts the restore the editor's action runs.
 */
export function RestoreVersion({
  number,
  publishedAt,
  what = "page",
  asking,
  busy,
  onAsk,
  onCancel,
}: {
  number: number;
  publishedAt: string;
  what?: "page" | "settings";
  asking: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
}) {
  const { pathname } = useLocation();
  const group = useRef<HTMLFieldSetElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Whether the question was open at the last draw: focus follows it opening and closing, not the first draw. */
  const before = useRef(asking);
  useEffect(() => {
    if (before.current === asking) return;
    before.current = asking;
    (asking ? group.current : button.current)?.focus();
  }, [asking]);
  const { question, consequence } = restoreQuestion(number, publishedAt, what);
  const anchor = `restore-${number}`;

  if (!asking) {
    return (
      <form
        method="get"
        action={`#${anchor}`}
        onSubmit={(event) => {
          event.preventDefault();
          onAsk();
        }}
      >
        <button
          ref={button}
          type="submit"
          name="restore"
          value={number}
          className={buttonClass("secondary", "sm")}
          disabled={busy}
        >
          Restore version {number}
        </button>
      </form>
    );
  }
  return (
    <fieldset
      id={anchor}
      ref={group}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
      className="basis-full space-y-2 rounded-md border border-gold-400 bg-amber-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <legend className="float-left text-slate-900">
        <strong>{question}</strong> {consequence}
      </legend>
      <div className="clear-left flex flex-wrap gap-2 pt-2">
        <Form method="post" action={pathname}>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="version" value={number} />
          <button type="submit" className={buttonClass("primary", "sm")} disabled={busy}>
            Yes, restore version {number}
          </button>
        </Form>
        <a
          href={pathname}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className={buttonClass("secondary", "sm")}
        >
          No, keep the current {what === "page" ? "page" : "settings"}
        </a>
      </div>
    </fieldset>
  );
}
