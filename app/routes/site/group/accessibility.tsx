import { useId } from "react";
import { PageIntro } from "~/components/PageIntro";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import type { FieldErrors } from "~/lib/forms/schemas";
import { formatDate } from "~/lib/platform/dates";
import { publicPage } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import {
  ACCESSIBILITY_LAST_CHECKED,
  accessibilityContacts,
  accessibilityStatement,
  BARRIER_LIMITS,
} from "~content/accessibility";
import { accessibilityWords } from "~content/words/accessibility";
import type { Route } from "./+types/accessibility";
import { submitBarrierReport, unreadableDocuments } from "./accessibility.server";

/** The same for every visitor: the page cache may keep it. It reads only `?sent=` (the thanks). */
export const headers = publicPage(["sent"]);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const statement = loaderData?.statement ?? accessibilityStatement[languageOf(location.pathname)];
  return pageMeta(statement.title, statement.description, settingsOf(matches).site);
};

/**
 * `/accessibility` (and `/ta/accessibility`): the accessibility statement in the address's language
 * (content/accessibility.ts) with its references filled in (the offices' e-mail and phone as the
 * settings hold them), the documents the daily check found without a text layer, the day of the last
 * full check, and the "Report a barrier" form (`?sent=1`: its thanks after a report).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const [statement, contacts, documents] = await Promise.all([
    withReferences(accessibilityStatement[language], context),
    withReferences(accessibilityContacts, context),
    unreadableDocuments(language),
  ]);
  return {
    statement,
    contacts,
    documents,
    lastChecked: { iso: ACCESSIBILITY_LAST_CHECKED, shown: formatDate(ACCESSIBILITY_LAST_CHECKED, language) },
    sent: url.searchParams.get("sent") === "1",
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitBarrierReport(request, context.get(clientAddressContext));
}

/** Same name as `HONEYPOT_FIELD` on the server (app/lib/enquiries/guard.server.ts). */
const HONEYPOT_FIELD = "website";

const heading = "text-xl font-bold text-brand-800";
const link = "font-medium text-brand-700 underline hover:text-brand-900";

export default function Accessibility({ loaderData, actionData }: Route.ComponentProps) {
  const { statement, contacts, documents, lastChecked, sent } = loaderData;
  const { standard, checks, gaps, formats, report } = statement;
  const words = useWords(accessibilityWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro title={statement.title} intro={statement.intro} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 text-slate-800">
        <section aria-labelledby="standard">
          <h2 id="standard" className={heading}>
            {standard.heading}
          </h2>
          {standard.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="checks">
          <h2 id="checks" className={heading}>
            {checks.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {checks.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 font-semibold">
            {checks.lastChecked} <time dateTime={lastChecked.iso}>{lastChecked.shown}</time>
          </p>
        </section>
        <section aria-labelledby="gaps">
          <h2 id="gaps" className={heading}>
            {gaps.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {gaps.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className="mt-5 text-lg font-semibold text-brand-800">{gaps.documentsHeading}</h3>
          {documents.length === 0 ? (
            <p className="mt-2">{gaps.noDocuments}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="untagged-documents">
              {documents.map((document) => (
                <li key={document.path}>
                  {/* A link alone on its line: tall enough to tap (24 px, WCAG 2.2 target size). */}
                  <a href={document.path} className={`${link} inline-block py-1`}>
                    {document.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="formats">
          <h2 id="formats" className={heading}>
            {formats.heading}
          </h2>
          <p className="mt-3">{formats.intro}</p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {contacts.map((contact) => (
              <li key={contact.school} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{contact.school}</p>
                <p className="mt-1">
                  {formats.email}{" "}
                  <a href={contact.emailHref} className={`${link} break-all`}>
                    {contact.email}
                  </a>
                </p>
                <p className="mt-1">
                  {formats.phone}{" "}
                  <a href={contact.phoneHref} className={link}>
                    {contact.phone}
                  </a>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {formats.officeHours} {contact.hours}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="report" className="scroll-mt-4">
          <h2 id="report" className={heading}>
            {report.heading}
          </h2>
          <p className="mt-3">{report.intro}</p>
          <p className="mt-3 text-sm text-slate-700">{report.kept}</p>
          <div className="mt-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            {sent && !actionData ? (
              <FormAlert tone="success">{words.sent}</FormAlert>
            ) : (
              <BarrierForm
                values={actionData?.values}
                errors={actionData?.errors}
                formError={actionData?.formError}
              />
            )}
          </div>
          <p className="mt-4">
            {report.byEmail}{" "}
            {contacts.map((contact, index) => (
              <span key={contact.school}>
                {index > 0 && " · "}
                <a href={contact.emailHref} className={`${link} break-all`}>
                  {contact.email}
                </a>
              </span>
            ))}
          </p>
        </section>
      </div>
    </main>
  );
}

/**
 * The "Report a barrier" form: a native form posted to the page's own address (works without
 * scripts); after a refusal each message sits beside its field, what was typed comes back, and the
 * summary takes the focus so the browser scrolls to it and a screen reader reads it.
 */
function BarrierForm({
  values,
  errors = {},
  formError,
}: {
  values?: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
}) {
  const language = useLanguage();
  const words = useWords(accessibilityWords);
  const id = useId();
  const value = (name: string) => values?.[name] ?? "";
  const errorCount = Object.keys(errors).length;
  const failed = Boolean(formError) || errorCount > 0;
  return (
    <form
      method="post"
      action={pathIn(language, "/accessibility")}
      noValidate
      className="space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-800">
        {words.formTitle}
      </h3>
      <p className="text-sm text-slate-700">{words.onlyDescriptionNeeded}</p>
      {failed && (
        <div
          // biome-ignore lint/a11y/noAutofocus: the one place a visitor must look after a refusal
          autoFocus
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
        >
          {formError ?? words.checkFields(errorCount)}
        </div>
      )}
      <Field
        as="textarea"
        label={words.description}
        name="description"
        required
        hint={words.descriptionHint}
        maxLength={BARRIER_LIMITS.description}
        defaultValue={value("description")}
        error={errors.description}
      />
      <Field
        label={words.page}
        name="page"
        hint={words.pageHint}
        maxLength={BARRIER_LIMITS.page}
        defaultValue={value("page")}
        error={errors.page}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={words.name}
          name="name"
          autoComplete="name"
          maxLength={BARRIER_LIMITS.name}
          defaultValue={value("name")}
          error={errors.name}
        />
        <Field
          label={words.contact}
          name="contact"
          autoComplete="email"
          hint={words.contactHint}
          maxLength={BARRIER_LIMITS.contact}
          defaultValue={value("contact")}
          error={errors.contact}
        />
      </div>
      {/* Honeypot: hidden from people and assistive technology; robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {words.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button size="lg" className="w-full sm:w-auto">
        {words.send}
      </Button>
    </form>
  );
}
