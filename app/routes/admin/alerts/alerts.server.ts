import { data, type RouterContextProvider } from "react-router";
import { userContext } from "~/lib/auth/guard.server";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { formText, parseForm, parseId, readForm } from "~/lib/forms/parse.server";
import { alertSchema, type FieldErrors, type FormValues } from "~/lib/forms/schemas";
import type { Audience } from "~/lib/platform/db.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { endAlert, getAlert, postAlert, recentAlerts } from "~/lib/published/alerts.server";
import { todayInIndia } from "~/lib/site/format";

/**
 * The Urgent alerts screen (architecture ruling 22): administrators post for any audience, a school's
 * editor for that school only (the loader offers only those, the action refuses the rest with 403).
 * Every post and every end is audited (app/lib/published/alerts.server.ts).
 */

const DONE = { posted: 1, ended: 1, gone: 1 } as const;

/** A refused post: messages by field, what was typed, and a new key for the form. */
export interface AlertRefusal {
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  revision: number;
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
    audiences,
    defaults: {
      message: "",
      link: "",
      audience: (audiences.includes("group") ? "group" : audiences[0]) as Audience,
      expires_at: defaultExpiry(),
    } as FormValues,
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
  const refuse = (refusal: Omit<AlertRefusal, "revision">, status: number) =>
    data<AlertRefusal>({ ...refusal, revision: Date.now() }, { status });

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

  const result = await parseForm(form, alertSchema);
  if (!result.ok) return refuse({ errors: result.errors, values: result.values }, 400);
  if (!canWriteAudience(user, result.data.audience)) {
    return refuse({ errors: { audience: audienceRefusal(user) }, values: result.values }, 403);
  }
  try {
    await postAlert(
      {
        message: result.data.message,
        link: result.data.link,
        audience: result.data.audience,
        expiresAt: result.data.expires_at,
      },
      actor,
    );
  } catch (error) {
    console.error("Error saving an alert:", error);
    return refuse(
      {
        errors: {},
        values: result.values,
        formError: "The alert could not be posted because the database did not respond. Please try again.",
      },
      503,
    );
  }
  return redirectDone(path, "posted");
}
