import type { PageLink } from "~content/schemas/page";
import { SiteLink } from "./SiteLink";

/** Links as a list of tiles: label, and a line of description under it. */
export function LinkList({ links }: { links: PageLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's links, drawn in their order and never reordered in place
          key={`${index}-${link.label}`}
          className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
        >
          <SiteLink
            link={link}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
          />
          {link.description && <p className="mt-1 text-sm text-slate-700">{link.description}</p>}
        </li>
      ))}
    </ul>
  );
}
