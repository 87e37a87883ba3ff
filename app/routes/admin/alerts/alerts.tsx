import { Form, useNavigation } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { Button } from "~/components/ui/Button";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { formatIndiaInstant } from "~/lib/published/schedule";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/alerts";
import { alertsAction, loadAlerts } from "./alerts.server";

export const meta: Route.MetaFunction = () => pageMeta("Urgent alerts · Admin");

/** The alerts this user may post and end, and the form's defaults (architecture ruling 22). */
export function loader(args: Route.LoaderArgs) {
  return loadAlerts(args);
}

/** Posts an alert or ends one; refused input comes back with its messages and what was typed. */
export function action(args: Route.ActionArgs) {
  return alertsAction(args);
}

const DONE = {
  posted: "The alert is posted: it shows at the top of the website's pages now.",
  ended: "The alert is ended: it no longer shows.",
  gone: "That alert had already ended.",
} as const;

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, form, done, loadError } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const key = failed ? `failed-${failed.revision}` : "fresh";
  return (
    <AdminScreen title="Urgent alerts">
      <p className="mt-2 max-w-3xl text-slate-700">
        One short line at the top of every page of the website for the school you choose (“Closed tomorrow due
        to heavy rain”), until it expires or you end it. An alert for one school starts with the school’s name
        (“Vidhyapeeth: Closed tomorrow due to heavy rain”), because the group’s pages show it too. Visitors
        can dismiss it.
      </p>
      {done && (
        <FormAlert tone="success" className="mt-4">
          {DONE[done]}
        </FormAlert>
      )}
      {loadError && <FormAlert className="mt-4">{loadError}</FormAlert>}
      <section aria-labelledby="new-alert" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="new-alert" className="text-lg font-semibold text-slate-900">
          Post an urgent alert
        </h2>
        <Form method="post" noValidate className="mt-3 space-y-4" key={key}>
          <input type="hidden" name="intent" value="post" />
          <SchemaFields node={failed?.node ?? form} />
          <FormProblems failed={failed} />
          <Button disabled={busy}>{busy ? "Posting…" : "Post alert"}</Button>
        </Form>
      </section>
      <section aria-labelledby="alert-list" className="mt-8">
        <h2 id="alert-list" className="text-lg font-semibold text-slate-900">
          Recent alerts
        </h2>
        {alerts.length === 0 ? (
          <p className="mt-2 text-slate-600">No alerts yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {alerts.map((alert) => (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{alert.message}</p>
                  <p className="text-sm text-slate-700">
                    {AUDIENCE_LABELS[alert.audience]} ·{" "}
                    {alert.state === "showing"
                      ? `Showing until ${formatIndiaInstant(alert.expiresAt)}`
                      : alert.state === "ended"
                        ? `Ended ${formatIndiaInstant(alert.endedAt ?? alert.expiresAt)}`
                        : `Expired ${formatIndiaInstant(alert.expiresAt)}`}
                    {alert.link ? ` · links to ${alert.link}` : ""}
                  </p>
                </div>
                {alert.state === "showing" && alert.mine && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end" />
                    <input type="hidden" name="id" value={alert.id} />
                    <Button variant="secondary" disabled={busy}>
                      End now<span className="sr-only">: {alert.message}</span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminScreen>
  );
}
