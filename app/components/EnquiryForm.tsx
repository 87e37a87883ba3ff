import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SCHOOL_OPTIONS } from "~/lib/enquiries/labels";
import type { FieldErrors } from "~/lib/forms/schemas";
import { admissions } from "~content/admissions";
import { Button } from "./ui/Button";
import { Field } from "./ui/Field";

/** The default `errors`: one object, so that the effect below sees a change only when the action answers. */
const NO_ERRORS: FieldErrors = {};

/** Same name as `HONEYPOT_FIELD` on the server. */
const HONEYPOT = "website";

/**
 * The admission enquiry form (issue 3). One component wherever a parent can ask for a seat (the
 * `/enquiry` page, the landing pages' admissions sections); it always posts to `/enquiry`, whose action
 * validates, saves and confirms. `values` and `errors` come back from that action after a refusal, so
 * nothing typed is lost; `defaults` preselect the class and school (from `?class=` and `?school=`).
 */
export function EnquiryForm({
  defaults = {},
  values,
  errors = NO_ERRORS,
  formError,
  headingLevel = 2,
  title = "Admission enquiry",
}: {
  defaults?: { class_sought?: string | null; school?: string | null };
  values?: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
  headingLevel?: 2 | 3;
  /** The form's heading; pages whose own heading already says "Admission enquiry" pass another. */
  title?: string;
}) {
  const busy = useNavigation().formAction === "/enquiry";
  const schoolId = useId();
  const value = (name: string) => values?.[name] ?? "";
  const chosenSchool = values ? values.school : (defaults.school ?? "");
  const chosenClass = values ? values.class_sought : (defaults.class_sought ?? "");
  const Heading = `h${headingLevel}` as const;
  const errorCount = Object.keys(errors).length;
  const summary = useRef<HTMLDivElement>(null);
  const failed = Boolean(formError) || errorCount > 0;

  // After a refused submit, move focus to the error summary (issue 20 item 17): the browser scrolls it
  // into view, on a phone too, and a screen reader reads it. `errors` and `formError` are new values
  // after each answer of the action, so a second failed submit focuses it again.
  useEffect(() => {
    if (formError || Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors, formError]);

  return (
    <Form
      method="post"
      action="/enquiry"
      noValidate
      className="space-y-5"
      aria-labelledby={`${schoolId}-title`}
    >
      <Heading id={`${schoolId}-title`} className="text-xl font-bold text-brand-800">
        {title}
      </Heading>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are needed. The office will call you back.
      </p>
      {failed && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
        >
          {formError ??
            `Please check the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked below.`}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Student's name"
          name="student_name"
          required
          autoComplete="off"
          maxLength={100}
          defaultValue={value("student_name")}
          error={errors.student_name}
        />
        <Field
          label="Parent's name"
          name="parent_name"
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={value("parent_name")}
          error={errors.parent_name}
        />
        <Field
          label="Mobile number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="10 digits, for example 98765 43210"
          maxLength={20}
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <Field
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={value("email")}
          error={errors.email}
        />
      </div>
      <Field
        as="select"
        label="Class sought"
        name="class_sought"
        required
        defaultValue={chosenClass}
        error={errors.class_sought}
        options={[
          { value: "", label: "Choose a class" },
          ...admissions.classes.map((c) => ({ value: c.code, label: c.label })),
        ]}
      />
      <fieldset aria-describedby={errors.school ? `${schoolId}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          School<span className="text-red-700"> *</span>
        </legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {SCHOOL_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="school"
                value={option.value}
                defaultChecked={chosenSchool === option.value}
                aria-invalid={errors.school ? true : undefined}
                className="size-6 accent-brand-700"
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
        label="Message (optional)"
        name="message"
        hint="Anything the office should know: a sibling in the school, transport, a question."
        maxLength={1000}
        defaultValue={value("message")}
        error={errors.message}
      />
      {/* Honeypot: hidden from people and assistive technology; robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending…" : "Send enquiry"}
      </Button>
    </Form>
  );
}
