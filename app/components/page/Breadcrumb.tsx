import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Absent for a heading that is not a page (a menu group) and for the current page. */
  to?: string;
}

/** "Home › About us › Our journey": where the page sits in its section; the last crumb is the page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-slate-700">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-1">
              {crumb.to && !last ? (
                <Link to={crumb.to} className="text-brand-700 underline-offset-2 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
              {!last && <ChevronRight aria-hidden className="size-4 text-slate-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
