import { data, redirect } from "react-router";
import {
  barrierLimiter,
  barrierReportSchemas,
  createBarrierReport,
  mailBarrierReport,
} from "~/lib/accessibility/barrier-reports.server";
import { tripsHoneypot } from "~/lib/enquiries/guard.server";
import { type FormFailure, parseForm, readForm } from "~/lib/forms/parse.server";
import { type DB, db } from "~/lib/platform/db.server";
import { readTamilColumn } from "~/lib/platform/stored-json.server";
import { languageOf, pathIn } from "~/lib/site/language";
import { inLanguage } from "~content/bilingual";
import type { Language } from "~content/languages";
import { accessibilityWords } from "~content/words/accessibility";

/** What a refused report sends back to the form: messages, and everything typed. */
export type BarrierActionError = Omit<FormFailure, "ok">;

/** The options of `submitBarrierReport` (tests give their own limiter, clock and database). */
export interface SubmitOptions {
  limiter?: { take(address: string): Promise<number | null> };
  now?: Date;
  database?: DB;
}

/**
 * The action of `/accessibility`'s "Report a barrier" form, in the language of the address it was
 * posted to: checks the honeypot (the enquiry form's), validates (only what went wrong is required),
 * counts the report against the per-address limit, stores it and e-mails the office without making the
 * visitor wait (the report is stored whatever the mail does), then redirects to the page with its
 * thanks (`?sent=1`). A refusal returns the messages and what was typed (400, 429 with `Retry-After`,
 * or 503 when the database fails); a body that is not a form gets `readForm`'s 415/400.
 */
export async function submitBarrierReport(
  request: Request,
  clientAddress: string,
  options: SubmitOptions = {},
) {
  const { limiter = barrierLimiter, now = new Date(), database = db() } = options;
  const language = languageOf(new URL(request.url).pathname);
  const words = accessibilityWords[language];
  const form = await readForm(request);
  const result = await parseForm(form, barrierReportSchemas[language], { maxLength: 5000 });
  const { values } = result;
  if (tripsHoneypot(form)) {
    return data<BarrierActionError>({ errors: {}, formError: words.honeypotFilled, values }, { status: 400 });
  }
  if (!result.ok) return data<BarrierActionError>({ errors: result.errors, values }, { status: 400 });
  const wait = await limiter.take(clientAddress);
  if (wait !== null) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    return data<BarrierActionError>(
      { errors: {}, formError: words.rateLimited(minutes), values },
      { status: 429, headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }
  let report: Awaited<ReturnType<typeof createBarrierReport>>;
  try {
    report = await createBarrierReport(result.data, { language, now, database });
  } catch (error) {
    console.error("Error saving a barrier report:", error instanceof Error ? error.message : error);
    return data<BarrierActionError>({ errors: {}, formError: words.notSaved, values }, { status: 503 });
  }
  // Not awaited: the visitor does not wait for mail servers; the outcome is recorded on the report.
  void mailBarrierReport(report, database);
  return redirect(pathIn(language, "/accessibility?sent=1#report"));
}

/** A published document whose file is a scanned picture with no text layer, as the statement lists it. */
export interface UnreadableDocument {
  title: string;
  path: string;
}

/**
 * The documents whose text layer the daily check found missing (`text_layer` "no", migration 0018),
 * by title in `language` (a Tamil title where the office gave one). Never throws: a failed read is
 * logged and gives the empty list (the statement then says none, rather than failing the page).
 */
export async function unreadableDocuments(
  language: Language,
  database: DB = db(),
): Promise<UnreadableDocument[]> {
  try {
    const rows = await database
      .selectFrom("documents")
      .select(["title", "path", "tamil"])
      .where("text_layer", "=", "no")
      .orderBy("title")
      .execute();
    return rows.map((row) => {
      const shown = inLanguage({ title: row.title, ...readTamilColumn(row.tamil) }, language);
      return { title: shown.title, path: row.path };
    });
  } catch (error) {
    console.error(
      "Error reading the documents without a text layer:",
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}
