import { Eye, EyeOff, RotateCcw, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import type { LinkingPlace } from "~/lib/content-store/links-to.server";
import { type EditorActionData, editorUrl } from "./editor";

/**
 * Whether visitors see a content page, in its editor (migration 0017): "Hide from visitors" / "Show to
 * visitors", and "Delete page", which asks first what the old address should do — say the page is gone
 * (410) or send visitors to another page (301) — and a deleted page's "Bring the page back". Plain
 * forms posting an `intent` to the editor's action, so all of it works without JavaScript.
 */

/** What the editor's loader says about a content page's place on the site (`visibilityOf`, editor.server.ts). */
export interface Visibility {
  /** A page the office added (else shipped with the website). */
  office: boolean;
  hidden: boolean;
  /** False for a page the office added and never published: it is not on the site yet. */
  published: boolean;
  deleted: boolean;
  /** Where a deleted page's address sends visitors; null: it says the page is gone. */
  redirectTo: string | null;
}

const box = "space-y-3 rounded-md border border-slate-300 bg-white p-3 text-sm";

/**
 * The places that link to the page (`linksTo`), which a hidden or deleted page's links are taken off:
 * said before the clerk hides or deletes it, each place a link to its editor.
 */
function LinkedFrom({ places, what }: { places: readonly LinkingPlace[]; what: "hide" | "delete" }) {
  if (places.length === 0) {
    return <p>No other page or menu links to this page.</p>;
  }
  const count = places.reduce((sum, place) => sum + place.links, 0);
  return (
    <div>
      <p>
        <strong>
          {count === 1 ? "1 link" : `${count} links`} on{" "}
          {places.length === 1 ? "1 place" : `${places.length} places`} {count === 1 ? "leads" : "lead"} here.
        </strong>{" "}
        {what === "hide"
          ? "While the page is hidden, visitors do not see them."
          : "When the page is deleted, visitors do not see them; if you send visitors to another page, they lead there instead."}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {places.map((place) => (
          <li key={place.path}>
            <Link to={editorUrl(place.path)} className="text-brand-700 underline">
              {place.name}
            </Link>{" "}
            ({place.links === 1 ? "1 link" : `${place.links} links`})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PageVisibility({
  visibility,
  linkedFrom = [],
  answer,
}: {
  visibility: Visibility | null;
  /** The pages and settings that link to this page. */
  linkedFrom?: readonly LinkingPlace[];
  answer: EditorActionData | undefined;
}) {
  if (!visibility) return null;
  const { office, hidden, published, deleted, redirectTo } = visibility;
  const remove = answer?.remove;
  return (
    <section aria-labelledby="visibility-heading" className={box}>
      <h3 id="visibility-heading" className="text-base font-bold text-brand-800">
        On the website
      </h3>
      {deleted ? (
        <>
          <p>
            <strong>Deleted.</strong>{" "}
            {redirectTo
              ? `Its address sends visitors to ${redirectTo}.`
              : "Its address tells visitors the page has been removed."}
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="undelete" className={buttonClass("secondary", "sm")}>
              <RotateCcw aria-hidden className="size-4" /> Bring the page back
            </button>
          </Form>
        </>
      ) : !published ? (
        <p>
          <strong>Not on the website yet.</strong> Visitors do not see this new page until you publish it.
        </p>
      ) : hidden ? (
        <>
          <p>
            <strong>Hidden.</strong> Visitors get “Page not found” at this address and the sitemap leaves it
            out; you can still edit and preview it.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="show" className={buttonClass("secondary", "sm")}>
              <Eye aria-hidden className="size-4" /> Show to visitors
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>Visitors see this page.</p>
          <LinkedFrom places={linkedFrom} what="hide" />
          <Form method="post">
            <button type="submit" name="intent" value="hide" className={buttonClass("warning", "sm")}>
              <EyeOff aria-hidden className="size-4" /> Hide from visitors
            </button>
          </Form>
        </>
      )}
      {!deleted && (
        <details open={Boolean(remove)} className="rounded-md border border-red-200 p-3">
          <summary className="cursor-pointer font-semibold text-red-800">Delete page</summary>
          <Form method="post" className="mt-3 space-y-3">
            <p>
              {office
                ? "Deleting takes this page off the website. Its text and history are kept, so you can bring it back."
                : "This page came with the website: deleting takes it off the website, and you can bring it back."}
            </p>
            <LinkedFrom places={linkedFrom} what="delete" />
            <fieldset className="space-y-2">
              <legend className="font-semibold">What should its old address do?</legend>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="gone"
                  value="gone"
                  defaultChecked={remove?.gone !== "redirect"}
                  className="mt-1"
                />
                <span>Tell visitors the page has been removed (search engines drop it)</span>
              </label>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="gone"
                  value="redirect"
                  defaultChecked={remove?.gone === "redirect"}
                  className="mt-1"
                />
                <span>Send visitors to another page of the website</span>
              </label>
            </fieldset>
            <Field
              label="Page to send visitors to"
              name="redirectTo"
              hint="Only if you send visitors on: the page's address, for example /vidhyashram/facilities/lab."
              defaultValue={remove?.redirectTo ?? ""}
              error={remove?.error}
            />
            <button type="submit" name="intent" value="delete" className={buttonClass("danger", "sm")}>
              <Trash2 aria-hidden className="size-4" /> Delete the page
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
