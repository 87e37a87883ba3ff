import { Link } from "react-router";
import type { loadEditor } from "./editor.server";

/**
 * The compliance dashboard's urgent items that publishing what the editor holds would leave (for a
 * disclosure and the fees), beside the Publish button: folded, so the bar stays low; a warning, never
 * a refusal.
 */
export function PublishWarnings({
  warnings,
}: {
  warnings: Awaited<ReturnType<typeof loadEditor>>["publishWarnings"];
}) {
  if (warnings.length === 0) return null;
  return (
    <details className="col-span-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 sm:basis-full">
      <summary className="cursor-pointer font-semibold">
        Publishing this leaves {warnings.length} urgent item{warnings.length === 1 ? "" : "s"} on the
        compliance dashboard
      </summary>
      <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-y-auto pl-5">
        {warnings.map((w) => (
          <li key={`${w.kind}-${w.title}`}>
            {w.title}
            {w.problems && `: ${w.problems.join(" ")}`}{" "}
            <Link to={w.fix.href} className="font-semibold underline">
              {w.fix.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2">You may still publish; the items stay on the Compliance screen until put right.</p>
    </details>
  );
}
