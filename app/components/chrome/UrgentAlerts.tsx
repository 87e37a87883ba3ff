import { TriangleAlert, X } from "lucide-react";
import { useEffect, useState } from "react";

/** An urgent alert as the banner draws it (app/lib/published/alerts.server.ts `AlertView`). */
export interface UrgentAlert {
  id: number;
  message: string;
  link: string | null;
  /** The school's name for an alert of one school (put before its line), null for both schools. */
  school: string | null;
}

/** Where the ids of the alerts this browser dismissed are kept: a space-separated list. */
const STORAGE_KEY = "dismissed-alerts";

/**
 * Runs as the page is parsed, before its first paint and without any request (its text is in the
 * page, under the CSP nonce): hides the alerts this browser dismissed before, and remembers a dismissal
 * made before the page's scripts have loaded (or on a page that has none).
 */
function earlyScript(ids: readonly number[]): string {
  return `(function(){try{var k=${JSON.stringify(STORAGE_KEY)},d=" "+(localStorage.getItem(k)||"")+" ";${JSON.stringify(ids)}.forEach(function(i){var e=document.getElementById("alert-"+i);if(!e)return;if(d.indexOf(" "+i+" ")>=0)e.hidden=true;var c=document.getElementById("alert-"+i+"-dismiss");c&&c.addEventListener("change",function(){if(!c.checked)return;var v=(localStorage.getItem(k)||"").split(" ").filter(Boolean);if(v.indexOf(String(i))<0)v.push(String(i));localStorage.setItem(k,v.slice(-20).join(" "))})})}catch(e){}})()`;
}

/** The ids this browser dismissed (none when storage cannot be read). */
function dismissedIds(): Set<number> {
  try {
    return new Set((localStorage.getItem(STORAGE_KEY) ?? "").split(" ").filter(Boolean).map(Number));
  } catch {
    return new Set();
  }
}

/**
 * The urgent alerts of the page's audience, a banner at the top of every public page (architecture
 * ruling 22): one short line each, with its link. It is a region named "Urgent alert" holding a polite
 * status line, so a screen reader hears it once, without a modal. "Dismiss" works without JavaScript:
 * it is a checkbox whose ticking hides the banner (CSS), and the page's small inline script remembers
 * the alert's id, so that alert stays dismissed on the next pages (another alert shows). An alert for
 * one school starts with that school's name: the group's pages show both schools' alerts, and "School
 * closed tomorrow" there must not read as both. The home page's banner does not open over an alert
 * showing (`data-urgent-alert`, app/behaviours/banner.ts).
 */
export function UrgentAlerts({ alerts, nonce }: { alerts: readonly UrgentAlert[]; nonce?: string }) {
  const [dismissed, setDismissed] = useState<Set<number>>(() => new Set());
  useEffect(() => setDismissed(dismissedIds()), []);
  if (alerts.length === 0) return null;
  const dismiss = (id: number) => {
    const next = new Set(dismissedIds()).add(id);
    try {
      localStorage.setItem(STORAGE_KEY, [...next].slice(-20).join(" "));
    } catch {
      // Private browsing without storage: the alert is hidden on this page only.
    }
    setDismissed(next);
  };
  return (
    <>
      {alerts.map((alert) => (
        <section
          key={alert.id}
          id={`alert-${alert.id}`}
          aria-label="Urgent alert"
          data-urgent-alert=""
          hidden={dismissed.has(alert.id)}
          className="border-b border-red-900 bg-red-700 text-white has-checked:hidden"
        >
          <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <p role="status" className="min-w-0 flex-1 font-semibold leading-snug">
              {alert.school && <span className="font-bold">{alert.school}: </span>}
              {alert.message}
              {alert.link && (
                <>
                  {" "}
                  <a
                    href={alert.link}
                    className="whitespace-nowrap underline underline-offset-2 hover:no-underline"
                  >
                    Details
                  </a>
                </>
              )}
            </p>
            <label className="relative inline-flex min-h-8 shrink-0 cursor-pointer items-center gap-1 rounded px-2 text-sm font-semibold hover:bg-red-800 has-focus-visible:outline-2 has-focus-visible:outline-white">
              <input
                id={`alert-${alert.id}-dismiss`}
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                onChange={(event) => event.currentTarget.checked && dismiss(alert.id)}
              />
              <X aria-hidden className="size-4" />
              Dismiss<span className="sr-only"> this alert</span>
            </label>
          </div>
        </section>
      ))}
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant text and numeric ids, with the CSP nonce
        dangerouslySetInnerHTML={{ __html: earlyScript(alerts.map((alert) => alert.id)) }}
      />
    </>
  );
}
