import { useId } from "react";
import type { FieldNode, TamilField } from "~/lib/forms/schema-form";

type LinkNode = Extract<FieldNode, { kind: "link" }>;

/** The id of the one list of the site's pages that every link's address suggests from (`SitePages`). */
export const SITE_PAGES_LIST = "site-pages";

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-2.5 py-1.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

/**
 * One link of a menu on one line (`widget: "link"`): its address, picked from the site's pages as the
 * clerk types a title or an address (a native `<datalist>`, so it needs no script and no list per
 * link), or an outside address, and the words shown, which may be left out for a page: the link then
 * shows the page's title as it is now, said under the address.
 */
export function LinkField({ node }: { node: LinkNode }) {
  const id = useId();
  const page = node.pagesOnly || node.address.value.trim().startsWith("/");
  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="min-w-0 flex-1 basis-full sm:basis-0">
      <legend className="sr-only">{node.label}</legend>
      <div className="grid gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {/* In a list the headings above the column name these on wider screens (`LinkHeadings`). */}
          <label htmlFor={`${id}-address`} className="text-xs font-semibold text-slate-700 sm:sr-only">
            {node.pagesOnly ? "Page" : "Page or outside address"}
            <span className="sr-only"> of {node.label.toLowerCase()}</span>
          </label>
          <input
            id={`${id}-address`}
            name={node.address.name}
            defaultValue={node.address.value}
            list={SITE_PAGES_LIST}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={node.address.error ? true : undefined}
            aria-describedby={described(
              node.pageTitle && node.words.value.trim() !== "" && `${id}-title`,
              node.address.error && `${id}-address-error`,
            )}
            className={inputClass}
          />
          {/* Without words of its own, the link shows the title (the words' placeholder says it). */}
          {node.pageTitle && node.words.value.trim() !== "" && (
            <p id={`${id}-title`} className="text-xs text-slate-600">
              The page “{node.pageTitle}”
            </p>
          )}
          {node.address.error && (
            <p id={`${id}-address-error`} className="text-sm font-medium text-red-700">
              {node.address.error}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-words`} className="text-xs font-semibold text-slate-700 sm:sr-only">
            Words shown{page ? " (optional)" : ""}
            <span className="sr-only"> for {node.label.toLowerCase()}</span>
          </label>
          <input
            id={`${id}-words`}
            name={node.words.name}
            defaultValue={node.words.value}
            maxLength={60}
            placeholder={page ? node.pageTitle : undefined}
            aria-invalid={node.words.error ? true : undefined}
            aria-describedby={node.words.error ? `${id}-words-error` : undefined}
            className={inputClass}
          />
          {node.words.error && (
            <p id={`${id}-words-error`} className="text-sm font-medium text-red-700">
              {node.words.error}
            </p>
          )}
          {node.wordsTamil && <TamilWords tamil={node.wordsTamil} id={`${id}-tamil`} />}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The Tamil of a link's words (decision 0032), under them: the Tamil menus show it; without it they
 * show the English words, or, for a link without words of its own, the page's Tamil title.
 */
function TamilWords({ tamil, id }: { tamil: TamilField; id: string }) {
  const stale = tamil.state === "needs updating";
  return (
    <div className="mt-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        In Tamil · தமிழில்
      </label>
      <input
        id={id}
        name={tamil.name}
        defaultValue={tamil.value}
        lang="ta"
        maxLength={60}
        aria-invalid={tamil.error ? true : undefined}
        aria-describedby={tamil.error ? `${id}-error` : stale ? `${id}-stale` : undefined}
        className={inputClass}
      />
      <input type="hidden" name={`${tamil.name}.for`} value={tamil.for} />
      <input type="hidden" name={`${tamil.name}.was`} value={tamil.was} />
      {stale && (
        <p id={`${id}-stale`} className="text-xs text-gold-700">
          Needs updating: written for “{tamil.for}”.{" "}
          <label className="inline-flex items-center gap-1">
            <input type="checkbox" name={`${tamil.name}.ok`} value="true" /> Still says the same
          </label>
        </p>
      )}
      {tamil.error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {tamil.error}
        </p>
      )}
    </div>
  );
}

/**
 * The headings over a list of links on wider screens, in the columns of `LinkField`: each link's own
 * labels are then for screen readers (on a phone they show above each field).
 */
export function LinkHeadings({ pagesOnly }: { pagesOnly: boolean }) {
  return (
    <div
      aria-hidden
      className="hidden gap-x-3 px-2 text-xs font-semibold text-slate-700 sm:grid sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_7.25rem]"
    >
      <span>{pagesOnly ? "Page" : "Page or outside address"}</span>
      <span>Words shown (a page's title if empty)</span>
    </div>
  );
}

/**
 * The site's pages a link's address suggests, once per form: each page's address with its title and
 * the part of the site it belongs to ("Fees · Vidhyashram"), so typing "fee" offers every fee page.
 */
export function SitePages({ pages }: { pages: readonly { value: string; label: string }[] }) {
  return (
    <datalist id={SITE_PAGES_LIST}>
      {pages.map((page) => (
        <option key={page.value} value={page.value} label={page.label} />
      ))}
    </datalist>
  );
}
