import { ExternalLink, Eye, History, Save, Send, Undo2 } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { EditorMessage } from "~/components/admin/EditorMessage";
import { SitePages } from "~/components/admin/LinkField";
import { ReferencesContext } from "~/components/admin/ReferenceChips";
import { ReferenceList } from "~/components/admin/ReferenceList";
import { RestoreVersion } from "~/components/admin/RestoreVersion";
import { PlaceContext, SchemaFields } from "~/components/admin/SchemaFields";
import { useUnsavedChanges } from "~/components/admin/UnsavedChanges";
import { buttonClass } from "~/components/ui/Button";
import { OPERATION_FIELD, postedFields } from "~/lib/forms/schema-form";
import { type EditorActionData, editorMessage, PLACE_FIELD } from "./editor";
import type { loadEditor } from "./editor.server";
import { useEditorPlace } from "./editor-place";
import { PageVisibility } from "./page-visibility";
import { PublishWarnings } from "./publish-warnings";

/**
 * The schema editor's screen, shared by the page editor (page.tsx) and Site settings
 * (routes/admin/settings/settings.tsx): the fields drawn from the schema, "Save draft", "Preview",
 * "Publish", "Discard draft", the history with "Restore", and the list of facts a text may name.
 */

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * The schema editor's screen, for a page and for a settings group (routes/admin/settings/settings.tsx):
 * `loaderData` is `loadEditor`'s, `answer` the action's data, when there is one.
 */
export function EditorScreen({
  loaderData,
  answer,
}: {
  loaderData: Awaited<ReturnType<typeof loadEditor>>;
  answer: EditorActionData | undefined;
}) {
  const node = answer?.node ?? loaderData.node;
  const busy = useNavigation().state === "submitting";
  const { path } = loaderData;
  const settings = loaderData.kind === "settings";

  // The form shows changes that are not saved when the action drew it other than the saved value (a
  // list button, a refused save); typing is watched by the form itself (useUnsavedChanges).
  const carried = useMemo(
    () =>
      answer?.node !== undefined &&
      JSON.stringify(postedFields(answer.node)) !== JSON.stringify(postedFields(loaderData.node)),
    [answer, loaderData.node],
  );
  const { formProps, question } = useUnsavedChanges(carried);
  /** Where the clerk last pressed a button that sends: its message is drawn there too. */
  const pressed = useRef<"bar" | "history">("bar");
  const message = editorMessage(loaderData, answer, pressed.current);
  // Focus goes to a message that came after the screen was first drawn, never to the one it opened with.
  const firstMessage = useRef(message?.key);
  const focusKey =
    message && message.tone !== "notice" && message.key !== firstMessage.current ? message.key : undefined;
  /** The message beside the buttons goes once the clerk changes a field again. */
  const [seen, setSeen] = useState<string>();
  const near = (where: "bar" | "history") =>
    message && message.where === where && message.key !== seen ? (
      <EditorMessage tone={message.tone} focusKey={focusKey}>
        {message.text}
      </EditorMessage>
    ) : null;
  // The version whose restore is being asked about: from the URL without JavaScript, else in place.
  const [searchParams] = useSearchParams();
  const [asked, setAsked] = useState<{ path: string; number: number | null }>();
  const asking = asked?.path === path ? asked.number : Number(searchParams.get("restore")) || null;
  const barMessage = near("bar");
  // Where the clerk was: the last field focused goes with a save, and the form opens there again.
  const formKey = answer?.revision ?? loaderData.loadedAt;
  const { place, placeValue, notePlace } = useEditorPlace(
    answer ? (answer.at ?? null) : loaderData.at,
    formKey,
    formProps.ref,
  );
  // Inside Site settings the screen's own heading is the `tab-heading`: the group's editor is a part
  // of it (no region of its own, whose name would also answer to its fields' labels), with a heading
  // one level down and an id of its own.
  const ownId = useId();
  const headingId = settings ? ownId : "tab-heading";
  const Heading = settings ? "h3" : "h2";
  const Frame = settings ? "div" : "section";
  const SubHeading = settings ? "h4" : "h3";
  return (
    <Frame aria-labelledby={settings ? undefined : headingId} className="space-y-6">
      <div>
        {/* Site settings list their groups beside the editor; a page's editor links back to the list. */}
        {!settings && (
          <p className="text-sm">
            <Link to="/admin/pages" className="font-semibold text-brand-700 underline">
              All pages
            </Link>
          </p>
        )}
        <Heading id={headingId} className="mt-1 text-xl font-bold text-brand-800">
          Edit “{loaderData.title}”
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          {!settings && (
            <a
              href={path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 underline"
            >
              {path} <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(the live page, opens in a new tab)</span>
            </a>
          )}
          <span>
            {loaderData.editedAt
              ? `Last published ${when.format(new Date(loaderData.editedAt))}${loaderData.editedBy ? ` by ${loaderData.editedBy}` : ""}`
              : loaderData.visibility?.published === false
                ? "Not published yet: visitors do not see this new page."
                : `Not edited yet: visitors see ${settings ? "these settings" : "the page"} as the website shipped ${settings ? "them" : "it"}.`}
          </span>
          {loaderData.hasDraft && (
            <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
              Unpublished draft
            </span>
          )}
        </p>
      </div>

      {/* The message at the top; its copy where the clerk pressed is the one read out and focused. */}
      {message && (
        <p
          className={`rounded-md border px-3 py-2 text-sm ${message.tone === "error" ? "border-red-300 bg-red-50 text-red-800" : message.tone === "success" ? "border-green-300 bg-green-50 text-green-900" : "border-gold-400 bg-amber-50 text-slate-900"}`}
        >
          {message.text}
        </p>
      )}

      {loaderData.newerDefault && (
        <Form method="post" className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm">
          <p>
            A newer version of this page came with a website update. Your edits are kept; you can load the new
            version into the editor, check it, and publish it if it is right.
          </p>
          <button
            type="submit"
            name={OPERATION_FIELD}
            value="default"
            className={buttonClass("secondary", "sm", "mt-2")}
          >
            Load the new version into the editor
          </button>
        </Form>
      )}

      <ReferenceList references={loaderData.references} />

      <Form
        method="post"
        noValidate
        key={formKey}
        // The editor keeps its place after a save or a list button (`place`), not the top of the page.
        preventScrollReset
        className="space-y-6"
        {...formProps}
        onChange={(event) => {
          formProps.onChange();
          setSeen(message?.key);
          notePlace(event.target);
        }}
        onSubmit={() => {
          formProps.onSubmit();
          pressed.current = "bar";
        }}
        onFocus={(event) => notePlace(event.target)}
      >
        <input type="hidden" name={PLACE_FIELD} value={placeValue} />
        {loaderData.pageChoices.length > 0 && <SitePages pages={loaderData.pageChoices} />}
        <ReferencesContext.Provider value={loaderData.references}>
          <PlaceContext.Provider value={place}>
            <SchemaFields node={node} />
          </PlaceContext.Provider>
        </ReferencesContext.Provider>
        {/* One row on a phone too: three equal buttons whose words may wrap, so the bar stays low. */}
        <div className="sticky bottom-0 z-10 -mx-4 grid grid-cols-3 gap-2 border-t border-slate-300 bg-white/95 px-4 py-2 sm:flex sm:flex-wrap sm:py-3">
          {barMessage && <div className="col-span-3 sm:basis-full">{barMessage}</div>}
          <PublishWarnings warnings={loaderData.publishWarnings} />
          <button
            type="submit"
            name="intent"
            value="draft"
            aria-label="Save draft"
            disabled={busy}
            className={buttonClass("secondary", "md", "justify-center text-center leading-tight")}
          >
            <Save aria-hidden className="hidden size-4 shrink-0 sm:block" /> Save
            <span className="hidden sm:inline"> draft</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            aria-label="Save and preview"
            disabled={busy}
            className={buttonClass("secondary", "md", "justify-center text-center leading-tight")}
          >
            <Eye aria-hidden className="hidden size-4 shrink-0 sm:block" />
            <span className="hidden sm:inline">Save and </span>
            <span className="capitalize sm:normal-case">preview</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={busy}
            className={buttonClass("primary", "md", "justify-center text-center leading-tight")}
          >
            <Send aria-hidden className="hidden size-4 shrink-0 sm:block" /> Publish
          </button>
        </div>
      </Form>

      {question}

      {loaderData.hasDraft && (
        // Asks first (a draft may hold an afternoon's work); a plain disclosure, so it works without scripts.
        <details className="rounded-md border border-red-200 p-3 text-sm">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 font-semibold text-red-800">
            <Undo2 aria-hidden className="size-4" /> Discard the draft
          </summary>
          <Form method="post" className="mt-2 space-y-2" onSubmit={() => (pressed.current = "bar")}>
            <p>
              Every change saved in the draft is lost. Visitors keep seeing the published page, and the editor
              shows it again.
            </p>
            <button type="submit" name="intent" value="discard" className={buttonClass("danger", "sm")}>
              Yes, discard the draft
            </button>
          </Form>
        </details>
      )}

      <PageVisibility visibility={loaderData.visibility} linkedFrom={loaderData.linkedFrom} answer={answer} />

      <section
        aria-labelledby="history-heading"
        className="space-y-3"
        onSubmitCapture={() => (pressed.current = "history")}
      >
        <SubHeading id="history-heading" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <History aria-hidden className="size-5" /> History
        </SubHeading>
        {near("history")}
        {loaderData.versions.length === 0 ? (
          <p className="text-sm text-slate-700">No versions yet: the first publish starts the history.</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
            {loaderData.versions.map((version, index) => (
              <li
                key={version.number}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <span>
                  <strong>Version {version.number}</strong>
                  {index === 0 && " (live now)"} · {when.format(new Date(version.publishedAt))}
                  {version.publishedBy && ` · ${version.publishedBy}`}
                  {version.note && ` · ${version.note}`}
                </span>
                {index > 0 && (
                  <RestoreVersion
                    number={version.number}
                    publishedAt={version.publishedAt}
                    what={settings ? "settings" : "page"}
                    asking={asking === version.number}
                    busy={busy}
                    onAsk={() => setAsked({ path, number: version.number })}
                    onCancel={() => setAsked({ path, number: null })}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        <p className="text-sm text-slate-700">{loaderData.historyRule}</p>
      </section>
    </Frame>
  );
}
