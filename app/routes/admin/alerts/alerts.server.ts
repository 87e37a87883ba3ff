import { data, type RouterContextProvider } from "react-router";
import { userContext } from "~/lib/auth/guard.server";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import { keepChoices, type RecordRefusal, readRecord } from "~/lib/forms/record-form.server";
import { describeValue } from "~/lib/forms/schema-form.server";
import { todayInIndia } from "~/lib/platform/dates";
import type { Audience } from "~/lib/platform/db.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { endAlert, getAlert, postAlert, recentAlerts } from "~/lib/published/alerts.server";
import { alertSchema } from "~content/schemas/alerts";

/**
 * The Urgent alerts screen (architecture ruling 22): administrators post for any audience, a school's
 * editor for that school only (the loader offers only those, the action refuses the rest with 403).
 * Every post and every end is audited (app/lib/published/alerts.server.ts).
 */

const DONE = { posted: 1, ended: 1, gone: 1 } as const;

/**
 * The alert form for `value` (the defaults, or what was typed) with `errors` beside the fields, offering
 * the schools of `audiences` (those the user may write), drawn from content/schemas/alerts.ts.
 */
function alertForm(
  value: Record<string, unknown>,
  errors: Record<string, string>,
  audiences: readonly Audience[],
) {
  return keepChoices(describeValue(alertSchema, value, "", errors), "audience", audiences);
}

/** The default expiry: the end of the next day in India (23:59), as a `datetime-local` value. */
export function defaultExpiry(at: number = Date.now()): string {
  const tomorrow = todayInIndia(at + 24 * 60 * 60 * 1000);
  return `${tomorrow}T23:59`;
}

/** The screen's data: recent alerts (each marked showing, ended or expired) and the form's defaults. */
export async function loadAlerts({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = context.get(userContext);
  const audiences = writableAudiences(user);
  let loadError: string | null = null;
  const rows = await recentAlerts().catch((error: unknown) => {
    console.error("Error fetching alerts:", error instanceof Error ? error.message : error);
    loadError = "The alerts could not be read from the database. Please reload the page in a minute.";
    return [];
  });
  const now = new Date().toISOString();
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      message: row.message,
      link: row.link,
      audience: row.audience,
      expiresAt: row.expires_at,
      endedAt: row.ended_at,
      state: row.ended_at ? "ended" : row.expires_at <= now ? "expired" : "showing",
      mine: canWriteAudience(user, row.audience),
    })),
    form: alertForm(
      { audience: audiences.includes("group") ? "group" : audiences[0], expires_at: defaultExpiry() },
      {},
      audiences,
    ),
    done: readDone(request, DONE),
    loadError: loadError as string | null,
  };
}

/** `intent=post`: a new alert; `intent=end`: ends alert `id`. */
export async function alertsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = context.get(userContext);
  const actor = { id: user.id, username: user.username, address: context.get(clientAddressContext) };
  const path = new URL(request.url).pathname;
  const form = await readForm(request);
  const refuse = (refusal: Omit<RecordRefusal, "revision">, status: number) =>
    data<RecordRefusal>({ ...refusal, revision: Date.now() }, { status });

  if (formText(form, "intent") === "end") {
    const id = parseId(form.get("id"));
    const alert = id === null ? undefined : await getAlert(id);
    if (!alert || id === null) return redirectDone(path, "gone");
    if (!canWriteAudience(user, alert.audience)) {
      return refuse(
        { errors: {}, values: {}, formError: "That alert is another school's; your account may not end it." },
        403,
      );
    }
    return redirectDone(path, (await endAlert(id, actor)) ? "ended" : "gone");
  }

  const read = readRecord(alertSchema, form);
  const { values } = read;
  // A refused post: the form drawn again as typed, with the messages beside its fields.
  const refuseForm = (errors: Record<string, string>, status: number, formError?: string) =>
    refuse(
      {
        errors,
        values,
        formError,
        node: alertForm(read.posted as Record<string, unknown>, errors, writableAudiences(user)),
      },
      status,
    );
  if (!read.ok) return refuseForm(read.errors, 400);
  const alert = read.data;
  if (!canWriteAudience(user, alert.audience)) return refuseForm({ audience: audienceRefusal(user) }, 403);
  try {
    await postAlert(alert, actor);
  } catch (error) {
    console.error("Error saving an alert:", error);
    return refuseForm(
      {},
      503,
      "The alert could not be posted because the database did not respond. Please try again.",
    );
  }
  return redirectDone(path, "posted");
}
