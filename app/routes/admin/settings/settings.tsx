import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { ImageField } from "~/components/admin/ImageField";
import { Button, buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { MAX_HOME_SLIDES, type SettingsGroup } from "~content/schemas/settings";
import type { Route } from "./+types/settings";
import { loadSettingsScreen, runSettingsAction, type SettingsActionResult } from "./settings.server";
import {
  GROUP_LEGEND,
  GROUP_SAVE,
  LABELS,
  LINK_LABELS,
  MAX_EMAILS,
  MAX_PHONES,
  rowCount,
  SCHOOLS,
  SETTINGS_DONE,
} from "./settings-form";

export const meta: Route.MetaFunction = () => pageMeta("Site settings · Admin");

/** The settings of every group, as form fields (issue 23 item 6): administrators only, checked on the server. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSettingsScreen(request, context.get(userContext));
}

/** Saves one group, or rearranges the slides form: administrators only, audited, pages re-rendered. */
export function action({ request, context }: Route.ActionArgs) {
  return runSettingsAction(request, context.get(userContext), context.get(clientAddressContext));
}

/** One group's form state: what to fill the fields with and the messages to show beside them. */
interface GroupState {
  values: FormValues;
  errors: FieldErrors;
  formError?: string;
  /** Changes with every answer, so the uncontrolled fields take the values posted back. */
  key: string;
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SettingsActionResult | undefined;
  const state = (group: SettingsGroup): GroupState =>
    result?.group === group
      ? {
          values: result.values,
          errors: result.errors,
          formError: result.formError,
          key: JSON.stringify(result),
        }
      : { values: loaderData.values[group], errors: {}, key: JSON.stringify(loaderData.values[group]) };
  return (
    <AdminScreen title="Site settings">
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        What the website shows on many pages that is not a page of its own. Each part is saved with its own
        button; the website shows a change at once.
      </p>
      {loaderData.done && (
        <FormAlert tone="success" className="mt-4">
          {SETTINGS_DONE[loaderData.done]}
        </FormAlert>
      )}
      <div className="mt-6 space-y-8">
        <SiteForm {...state("site")} />
        <SlidesForm {...state("homeSlides")} />
        <LinksForm {...state("links")} />
        <ContactsForm {...state("contacts")} />
      </div>
    </AdminScreen>
  );
}

/** A group's form: a fieldset with its legend, the fields, the form's message and its save button. */
function GroupForm({
  group,
  legend,
  description,
  state,
  children,
}: {
  group: SettingsGroup;
  legend: string;
  description: string;
  state: GroupState;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === group;
  return (
    <Form method="post" noValidate preventScrollReset key={state.key} id={`settings-${group}`}>
      <fieldset className="space-y-4 rounded-xl border border-slate-300 bg-white p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-brand-800">{legend}</legend>
        <p className="text-sm text-slate-600">{description}</p>
        {children}
        {state.formError && <FormAlert inline>{state.formError}</FormAlert>}
        {Object.keys(state.errors).length > 0 && !state.formError && (
          <FormAlert inline>
            Some fields need a change: see the messages beside them. Nothing was saved.
          </FormAlert>
        )}
        <div className="flex justify-end pt-2">
          <Button name="intent" value={group} disabled={busy}>
            {busy ? "Saving…" : GROUP_SAVE[group].label}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

/** A text field of a group, filled from the state and showing its message. */
function TextField({
  state,
  name,
  ...props
}: { state: GroupState; name: string; label: string; hint?: string; required?: boolean } & (
  | { as?: "input"; inputMode?: "decimal" | "tel" | "email" | "url"; type?: string; maxLength?: number }
  | { as: "textarea"; rows?: number; maxLength?: number }
)) {
  return (
    <Field
      {...(props as { label: string })}
      name={name}
      defaultValue={state.values[name] ?? ""}
      error={state.errors[name]}
    />
  );
}

function SiteForm(state: GroupState) {
  return (
    <GroupForm
      group="site"
      legend={GROUP_LEGEND.site}
      description="The group's and the schools' names as the header, footer, titles and landing pages show them, and the academic year the admissions notices name."
      state={state}
    >
      <TextField
        state={state}
        name="admissionsYear"
        label={LABELS.admissionsYear}
        required
        maxLength={9}
        hint="Two consecutive years, such as 2025-2026. The home page, the landing pages, the admission ages and the enquiry page show it."
      />
      <TextField state={state} name="groupName" label={LABELS.groupName} required maxLength={80} />
      <TextField state={state} name="tagline" label={LABELS.tagline} required maxLength={160} />
      <TextField
        state={state}
        name="description"
        label={LABELS.description}
        as="textarea"
        rows={3}
        required
        maxLength={400}
      />
      {SCHOOLS.map((school) => (
        <fieldset key={school.slug} className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{school.label}</legend>
          <TextField
            state={state}
            name={`schools.${school.slug}.name`}
            label={LABELS.schoolName}
            required
            maxLength={80}
          />
          <TextField
            state={state}
            name={`schools.${school.slug}.board`}
            label={LABELS.board}
            required
            maxLength={120}
          />
          <TextField
            state={state}
            name={`schools.${school.slug}.summary`}
            label={LABELS.summary}
            as="textarea"
            rows={3}
            required
            maxLength={600}
          />
        </fieldset>
      ))}
    </GroupForm>
  );
}

function SlidesForm(state: GroupState) {
  const count = rowCount(state.values, "slides");
  const slideButton = buttonClass("secondary", "sm");
  return (
    <GroupForm
      group="homeSlides"
      legend={GROUP_LEGEND.homeSlides}
      description={`The pictures of the home page's carousel, in order: from 1 to ${MAX_HOME_SLIDES}. Adding, removing or moving a slide changes this form only; "Save slides" puts it on the website.`}
      state={state}
    >
      {state.errors.slides && <FormAlert inline>{state.errors.slides}</FormAlert>}
      <ol className="space-y-4">
        {Array.from({ length: count }, (_, index) => {
          const at = (field: string) => `slides.${index}.${field}`;
          const title = state.values[at("title")] || "new slide";
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the list; the form remounts on every answer
            <li key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
              <p className="text-sm font-semibold text-slate-800">
                Slide {index + 1} of {count}
              </p>
              <ImageField
                label={LABELS.slidePicture(index + 1)}
                name={at("image")}
                altName={at("alt")}
                value={state.values[at("image")]}
                alt={state.values[at("alt")]}
                error={state.errors[at("image")]}
                altError={state.errors[at("alt")]}
              />
              <TextField state={state} name={at("title")} label={LABELS.slideTitle} required maxLength={80} />
              <TextField
                state={state}
                name={at("description")}
                label={LABELS.slideLine}
                required
                maxLength={240}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="intent"
                  value={`slide-up-${index}`}
                  disabled={index === 0}
                  className={slideButton}
                >
                  <ArrowUp aria-hidden className="size-4" /> Move up
                  <span className="sr-only">
                    {" "}
                    slide {index + 1}, {title}
                  </span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`slide-down-${index}`}
                  disabled={index === count - 1}
                  className={slideButton}
                >
                  <ArrowDown aria-hidden className="size-4" /> Move down
                  <span className="sr-only">
                    {" "}
                    slide {index + 1}, {title}
                  </span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`slide-remove-${index}`}
                  disabled={count <= 1}
                  className={buttonClass("danger-outline", "sm")}
                >
                  <Trash2 aria-hidden className="size-4" /> Remove
                  <span className="sr-only">
                    {" "}
                    slide {index + 1}, {title}
                  </span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        name="intent"
        value="slide-add"
        disabled={count >= MAX_HOME_SLIDES}
        className={slideButton}
      >
        <Plus aria-hidden className="size-4" /> Add a slide
      </button>
    </GroupForm>
  );
}

/** The links to other websites, in the screen's order (the two PDFs follow them). */
const LINKS = (
  [
    "vidhyashramFees",
    "vidhyapeethFees",
    "vidhyashramStudentLogin",
    "vidhyapeethStudentLogin",
    "alumniForm",
    "scholarshipApply",
    "careersForm",
  ] as const
).map((name) => ({ name, label: LINK_LABELS[name] }));

function LinksForm(state: GroupState) {
  return (
    <GroupForm
      group="links"
      legend={GROUP_LEGEND.links}
      description="Addresses of other websites the pages link to. They open in a new tab."
      state={state}
    >
      {LINKS.map((link) => (
        <TextField
          key={link.name}
          state={state}
          name={link.name}
          label={link.label}
          type="url"
          inputMode="url"
          required
          maxLength={500}
          hint="A full address starting with https://"
        />
      ))}
      <TextField
        state={state}
        name="scholarshipGuidelines"
        label={LINK_LABELS.scholarshipGuidelines}
        required
        maxLength={200}
        hint="A PDF of this site, such as /documents/scholarship-test-guidelines.pdf."
      />
      <TextField
        state={state}
        name="scholarshipSamplePaper"
        label={LINK_LABELS.scholarshipSamplePaper}
        required
        maxLength={200}
        hint="A PDF of this site, such as /documents/scholarship-test-sample-paper.pdf."
      />
    </GroupForm>
  );
}

function ContactsForm(state: GroupState) {
  return (
    <GroupForm
      group="contacts"
      legend={GROUP_LEGEND.contacts}
      description="Each school's address, phones, e-mails and place on the map, as the contact pages, the footer and search engines show them."
      state={state}
    >
      <TextField state={state} name="officeHours" label={LABELS.officeHours} required maxLength={120} />
      {SCHOOLS.map((school) => {
        const base = `schools.${school.slug}`;
        const phones = Math.min(MAX_PHONES, rowCount(state.values, `${base}.phones`) + 1);
        const emails = Math.min(MAX_EMAILS, rowCount(state.values, `${base}.emails`) + 1);
        return (
          <fieldset key={school.slug} className="space-y-4 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-base font-semibold text-slate-800">{school.label}</legend>
            <TextField state={state} name={`${base}.name`} label={LABELS.cardName} required maxLength={160} />
            <TextField
              state={state}
              name={`${base}.address`}
              label={LABELS.postalAddress}
              as="textarea"
              rows={4}
              required
              maxLength={400}
              hint="One line each, at least two lines."
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">Phones</legend>
              <p className="text-sm text-slate-600">
                Empty a row to remove it; the empty row at the end adds one. Keep the one labelled "Transport
                desk".
              </p>
              {state.errors[`${base}.phones`] && (
                <FormAlert inline>{state.errors[`${base}.phones`]}</FormAlert>
              )}
              {Array.from({ length: phones }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place; the form remounts on every answer
                <div key={index} className="grid gap-2 sm:grid-cols-2">
                  <TextField
                    state={state}
                    name={`${base}.phones.${index}.label`}
                    label={LABELS.phoneLabel(index + 1)}
                    maxLength={60}
                  />
                  <TextField
                    state={state}
                    name={`${base}.phones.${index}.number`}
                    label={LABELS.phoneNumber(index + 1)}
                    type="tel"
                    inputMode="tel"
                    maxLength={13}
                    hint="+91 and ten digits, such as +919876543210."
                  />
                </div>
              ))}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">E-mail addresses</legend>
              <p className="text-sm text-slate-600">
                Empty a row to remove it; the empty row at the end adds one.
              </p>
              {state.errors[`${base}.emails`] && (
                <FormAlert inline>{state.errors[`${base}.emails`]}</FormAlert>
              )}
              {Array.from({ length: emails }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place; the form remounts on every answer
                <div key={index} className="grid gap-2 sm:grid-cols-2">
                  <TextField
                    state={state}
                    name={`${base}.emails.${index}.label`}
                    label={LABELS.emailLabel(index + 1)}
                    maxLength={60}
                  />
                  <TextField
                    state={state}
                    name={`${base}.emails.${index}.address`}
                    label={LABELS.emailAddress(index + 1)}
                    type="email"
                    inputMode="email"
                    maxLength={120}
                  />
                </div>
              ))}
            </fieldset>
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                state={state}
                name={`${base}.location.latitude`}
                label={LABELS.latitude}
                inputMode="decimal"
                required
                maxLength={12}
                hint="Degrees north, a number such as 12.2402."
              />
              <TextField
                state={state}
                name={`${base}.location.longitude`}
                label={LABELS.longitude}
                inputMode="decimal"
                required
                maxLength={12}
                hint="Degrees east, a number such as 79.0614."
              />
            </div>
          </fieldset>
        );
      })}
    </GroupForm>
  );
}

/** An editor who opens this page sees why not, inside the admin frame (status 403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
