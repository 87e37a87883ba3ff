import { TriangleAlert, X } from "lucide-react";
import { pathIn, useLanguage } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";
import { InlineScript } from "../BehaviourScript";

/** An urgent alert as the banner draws it (app/lib/published/alerts.server.ts `AlertView`). */
export interface UrgentAlert {
  id: number;
  message: string;
  link: string | null;
  /** The school's name for an alert of one school (put before its line), null for both schools. */
  school: string | null;
}

/**
 * The urgent alerts of the page's audience, a banner at the top of every public page (architecture
 * ruling 22): one short line each, with its link. It is a region named "Urgent alert" holding a polite
 * status line, so a screen reader hears it once, without a modal. "Dismiss" works without JavaScript:
 * it is a checkbox whose ticking hides the banner (CSS), and the inline script written after the
 * alerts (`app/behaviours/inline/dismissed-alerts.ts`, which reads each alert's `data-alert-id`)
 * remembers the id and hides an alert dismissed before, before the first paint, so that alert stays
 * dismissed on the next pages (another alert shows). No React code runs here: public pages send none,
 * and on sign-in (which hydrates) the inline script has done the same before React starts. An alert for
 * one school starts with that school's name: the group's pages show both schools' alerts, and "School
 * closed tomorrow" there must not read as both. The home page's banner does not open over an alert
 * showing (`data-urgent-alert`, app/behaviours/banner.ts).
 */
export function UrgentAlerts({ alerts }: { alerts: readonly UrgentAlert[] }) {
  const language = useLanguage();
  const words = chromeWords[language];
  if (alerts.length === 0) return null;
  return (
    <>
      {alerts.map((alert) => (
        <section
          key={alert.id}
          id={`alert-${alert.id}`}
          aria-label={words.urgentAlert}
          data-urgent-alert=""
          data-alert-id={alert.id}
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
                    href={pathIn(language, alert.link)}
                    className="whitespace-nowrap underline underline-offset-2 hover:no-underline"
                  >
                    {words.details}
                  </a>
                </>
              )}
            </p>
            <label className="relative inline-flex min-h-8 shrink-0 cursor-pointer items-center gap-1 rounded px-2 text-sm font-semibold hover:bg-red-800 has-focus-visible:outline-2 has-focus-visible:outline-white">
              <input
                id={`alert-${alert.id}-dismiss`}
                type="checkbox"
                data-alert-dismiss=""
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <X aria-hidden className="size-4" />
              {words.dismiss}
              <span className="sr-only">{words.dismissWhat}</span>
            </label>
          </div>
        </section>
      ))}
      <InlineScript name="dismissed-alerts" />
    </>
  );
}
