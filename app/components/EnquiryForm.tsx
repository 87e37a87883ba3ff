import { useContext, useId } from "react";
import { privacyNotice } from "~/lib/enquiries/privacy-notice";
import type { FieldErrors } from "~/lib/forms/schemas";
import type { EnquiryFees } from "~/lib/site/fees";
import { pathIn, useLanguage } from "~/lib/site/language";
import { PreviewMode } from "~/lib/site/preview-mode";
import { useSettings } from "~/lib/site/settings";
import { admissions } from "~content/admissions";
import { CONSENT_STATEMENTS } from "~content/privacy-consent";
import type { SchoolSlug } from "~content/site";
import { type EnquiryWords, enquiryWords } from "~content/words/enquiry";
import { BehaviourScript } from "./BehaviourScript";
import { PrivacyNoticeShort } from "./PrivacyNotice";
import { ClassFeesLine, FeeSummaryTable, type NamedSchoolFees } from "./page/Fees";
import { Button } from "./ui/Button";
import { Field } from "./ui/Field";

/** The default `errors`: none. */
const NO_ERRORS: FieldErrors = {};

/** Same name as `HONEYPOT_FIELD` on the server. */
const HONEYPOT = "website";

/**
 * The admission enquiry form. One component wherever a parent can ask for a seat (the
 * `/enquiry` page, the landing pages' admissions sections); it always posts to `/enquiry`, whose action
 * validates, saves and confirms. `values` and `errors` come back from that action after a refusal, so
 * nothing typed is lost; `defaults` preselect the class and school (from `?class=` and `?school=`).
 * With `fees` (each school's totals per class: `enquiryFees` of the `fees` settings group), the form shows the fees of the class chosen at the school
 * chosen (both schools while none is) next to the class, and every class's in "Fees by class" (Tamil
 * Nadu asks for the class-wise fees on admission forms).
 *
 * A native form (no script: public pages send none, decision 0022): it posts to the server, which
 * validates (`noValidate`: the browser's own bubbles would not sit beside the field) and answers with
 * the page again, each message next to its field and the summary focused (`autofocus`), so the browser
 * scrolls to it and a screen reader reads it.
 *
 * In the staff preview (`PreviewMode`) its button is disabled, so nothing typed there reaches the real
 * action and is stored as a parent's enquiry. Its words are the page's language's (`enquiryWords`), and
 * on a Tamil page it posts to `/ta/enquiry`, whose action answers in Tamil.
 */
export function EnquiryForm({
  defaults = {},
  values,
  errors = NO_ERRORS,
  formError,
  headingLevel = 2,
  title,
  fees,
  purpose = "enquiry",
  action,
}: {
  /**
   * "enquiry": a new enquiry, with the privacy notice and the consent box, sent to `/enquiry`;
   * "correction": the parent's own enquiry, corrected through the private link (`action`).
   */
  purpose?: "enquiry" | "correction";
  /**
   * Where the form posts: `/enquiry` (in the page's language) for a new enquiry, the private link's
   * address for a correction.
   */
  action?: string;
  defaults?: { class_sought?: string | null; school?: string | null };
  /** The schools' fees in short, per class; without them the form shows none. */
  fees?: EnquiryFees;
  values?: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
  headingLevel?: 2 | 3;
  /** The form's heading ("Admission enquiry"); pages whose own heading already says so pass another. */
  title?: string;
}) {
  const language = useLanguage();
  const words = enquiryWords[language];
  const schoolId = useId();
  const preview = useContext(PreviewMode);
  const value = (name: string) => values?.[name] ?? "";
  const chosenSchool = values ? values.school : (defaults.school ?? "");
  const chosenClass = values ? values.class_sought : (defaults.class_sought ?? "");
  const Heading = `h${headingLevel}` as const;
  const errorCount = Object.keys(errors).length;
  const failed = Boolean(formError) || errorCount > 0;

  return (
    <form
      method="post"
      action={action ?? pathIn(language, "/enquiry")}
      noValidate
      className="space-y-5"
      aria-labelledby={`${schoolId}-title`}
    >
      <Heading id={`${schoolId}-title`} className="text-xl font-bold text-brand-800">
        {title ?? words.formTitle}
      </Heading>
      <p className="text-sm text-slate-600">
        {words.requiredBefore}
        <span className="text-red-700">*</span>
        {words.requiredAfter}
      </p>
      {failed && (
        <div
          // The page drawn after a refused submit: focus here, so the browser scrolls to the summary.
          // biome-ignore lint/a11y/noAutofocus: the one place a parent must look after a refusal
          autoFocus
          tabIndex={-1}
          role="alert"
          className="scroll-mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
        >
          {formError ?? words.checkFields(errorCount)}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={words.childFirstName}
          name="student_name"
          required
          autoComplete="off"
          maxLength={100}
          defaultValue={value("student_name")}
          error={errors.student_name}
        />
        <Field
          label={words.parentName}
          name="parent_name"
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={value("parent_name")}
          error={errors.parent_name}
        />
        <Field
          label={words.mobile}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={words.mobileHint}
          maxLength={20}
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <Field
          label={words.email}
          name="email"
          type="email"
          autoComplete="email"
          hint={words.emailHint}
          maxLength={254}
          defaultValue={value("email")}
          error={errors.email}
        />
      </div>
      <Field
        as="select"
        label={words.classSought}
        name="class_sought"
        required
        defaultValue={chosenClass}
        error={errors.class_sought}
        options={[
          { value: "", label: words.chooseClass },
          ...admissions.classes.map((c) => ({ value: c.code, label: words.className(c.code) })),
        ]}
      />
      {fees && <FeesOfClass fees={fees} classCode={chosenClass ?? ""} school={chosenSchool ?? ""} />}
      <fieldset aria-describedby={errors.school ? `${schoolId}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {words.school}
          <span className="text-red-700"> *</span>
        </legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {schoolOptions(words).map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="school"
                value={option.value}
                defaultChecked={chosenSchool === option.value}
                aria-invalid={errors.school ? true : undefined}
                className="size-6 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.school && (
          <p id={`${schoolId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.school}
          </p>
        )}
      </fieldset>
      <Field
        as="textarea"
        label={words.message}
        name="message"
        hint={words.messageHint}
        maxLength={1000}
        defaultValue={value("message")}
        error={errors.message}
      />
      {/* Honeypot: hidden from people and assistive technology; robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {words.honeypot}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {purpose === "enquiry" ? (
        <Consent error={errors.consent} checked={values?.consent === "yes"} />
      ) : (
        <input type="hidden" name="intent" value="correct" />
      )}
      <Button size="lg" className="w-full sm:w-auto" disabled={preview}>
        {purpose === "enquiry" ? words.sendEnquiry : words.saveChanges}
      </Button>
      {preview && <p className="text-sm text-slate-600">{words.previewNoSend}</p>}
    </form>
  );
}

/**
 * The fees next to the class field: those of the class preselected (`?class=`) or posted, at the chosen
 * school (at both while the parent is not sure), as the server draws the page, in a live region so a
 * screen reader hears them change; then, when any school has published its fees, every class's in a
 * "Fees by class" disclosure that works without scripts. Every class's line at each school waits in a
 * `<template>`: the `enquiry-fees` behaviour (no React) shows the lines of the class and school as the
 * parent chooses them.
 */
function FeesOfClass({ fees, classCode, school }: { fees: EnquiryFees; classCode: string; school: string }) {
  const { site } = useSettings();
  const words = enquiryWords[useLanguage()];
  const all: NamedSchoolFees[] = (["vidhyashram", "vidhyapeeth"] as const satisfies SchoolSlug[]).map(
    (slug) => ({ school: slug, name: site.schools[slug].name, fees: fees[slug] }),
  );
  const chosen = all.filter((entry) => entry.school === school);
  const shown = chosen.length ? chosen : all;
  const known = admissions.classes.some((c) => c.code === classCode);
  const published = all.some((entry) => entry.fees.classes.length > 0);
  return (
    <>
      <BehaviourScript name="enquiry-fees" />
      {/* Always there, so a screen reader announces the fees as the class changes; hidden while empty. */}
      <div aria-live="polite" data-fees-line className="-mt-2 space-y-1 text-sm text-slate-800 empty:hidden">
        {known &&
          shown.map((entry) => (
            <ClassFeesLine
              key={entry.school}
              {...entry}
              classCode={classCode}
              classLabel={words.className(classCode)}
            />
          ))}
      </div>
      <template data-fees-lines>
        {admissions.classes.flatMap((c) =>
          all.map((entry) => (
            <div key={`${c.code}-${entry.school}`} data-class={c.code} data-school={entry.school}>
              <ClassFeesLine {...entry} classCode={c.code} classLabel={words.className(c.code)} />
            </div>
          )),
        )}
      </template>
      {published && (
        <details className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <summary className="min-h-6 cursor-pointer font-semibold text-brand-800">
            {words.feesByClass}
          </summary>
          <div className="mt-3 space-y-4">
            {all.map((entry) => (
              <FeeSummaryTable key={entry.school} {...entry} />
            ))}
          </div>
        </details>
      )}
    </>
  );
}

/**
 * The privacy notice beside the button and the consent box (architecture ruling 21): required, never
 * ticked in advance; the notice's version goes with the form, so the consent records what was shown.
 */
function Consent({ error, checked }: { error?: string; checked: boolean }) {
  const id = useId();
  const settings = useSettings();
  const language = useLanguage();
  // The day decides the admissions year the notice names; the server checks the version on arrival.
  const notice = privacyNotice(settings, new Date(), language);
  return (
    <PrivacyNoticeShort notice={notice}>
      <input type="hidden" name="notice_version" value={notice.version} />
      <div className={`mt-3 ${error ? "rounded-md border border-red-700 bg-red-50 p-2" : ""}`}>
        <label htmlFor={id} className="flex items-start gap-3 text-slate-900">
          <input
            id={id}
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <span>
            {CONSENT_STATEMENTS[language]}
            <span className="text-red-700"> *</span>
          </span>
        </label>
        {error && (
          <p id={`${id}-error`} className="mt-2 font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </PrivacyNoticeShort>
  );
}

/** The choices for "School", in the order parents see them, named in the page's language. */
function schoolOptions(words: EnquiryWords) {
  return [
    { value: "vidhyashram", label: words.schoolVidhyashram },
    { value: "vidhyapeeth", label: words.schoolVidhyapeeth },
    { value: "not-sure", label: words.schoolNotSure },
  ] as const;
}
