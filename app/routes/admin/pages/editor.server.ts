import { data, redirect } from "react-router";
import type { PublicUser } from "~/lib/auth/users.server";
import { type ComplianceWarning, publishWarnings } from "~/lib/compliance/dashboard.server";
import { linksTo } from "~/lib/content-store/links-to.server";
import {
  deletePage,
  discardDraft,
  type Editor,
  publishPage,
  readPageForEditing,
  restoreVersion,
  saveDraft,
  setPageHidden,
  undeletePage,
} from "~/lib/content-store/page-editing.server";
import { HISTORY_RULE } from "~/lib/content-store/page-history.server";
import { donePath, readDone, redirectDone } from "~/lib/forms/flash";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import { OPERATION_FIELD } from "~/lib/forms/schema-form";
import {
  applyOperation,
  controlCharacterErrors,
  describeValue,
  FORM_VALUE_LIMIT,
  FormTooLargeError,
  readValue,
  schemaErrors,
  tamilErrors,
} from "~/lib/forms/schema-form.server";
import { resolveText, unknownReferences } from "~/lib/site/references";
import { currentReferences } from "~/lib/site/references.server";
import { carryTamil } from "~content/bilingual";
import { starterTexts } from "~content/page-kinds";
import {
  EDITOR_DONE,
  type EditorActionData,
  editorUrl,
  PLACE_FIELD,
  PLACE_PARAM,
  placeOf,
  previewUrl,
} from "./editor";
import { assertMayEdit } from "./editor-access.server";
import {
  foreignDocuments,
  formContext,
  keptDocuments,
  pageChoices,
  visibilityOf,
} from "./editor-context.server";
import { routeManifest, sitePages } from "./site-addresses.server";

/**
 * The page editor's server side: the loader's data for `/admin/pages/<path>`
 * and its action — save a draft, preview it, publish it, discard it, restore an earlier version, and the
 * list buttons (add, move, remove) that change the form without saving it. An editor scoped to one
 * audience is refused another audience's page here, on the server (architecture ruling 6).
 */

/** What the editor's loader and action are given: the request, the signed-in user, what is edited. */
export interface EditorRequest {
  request: Request;
  user: PublicUser;
  /** The key of what is edited: a page's path, or `settings:<group>` (`pagePath` of the URL). */
  path: string;
  /** The client's address, for the audit log (actions only). */
  address?: string | null;
}

/**
 * The loader's data for the editor of `path` (a page or a settings group); 404 for nothing edited
 * there, 403 when the user may not edit it.
 */
export async function loadEditor({ request, user, path }: EditorRequest) {
  const page = await readPageForEditing(path);
  if (!page) throw data({ message: "There is no such page." }, { status: 404 });
  assertMayEdit(user, path);
  const working = page.draft ?? page.published;
  const references = await currentReferences();
  const context = await formContext(user, keptDocuments(page));
  const node = describeValue(page.entry.schema, working, "", {}, context);
  return {
    path,
    /** "settings" for a settings group: the screen names it so, links back to Site settings. */
    kind: page.entry.kind,
    // As visitors read it: a title may name a fact ("{{Vidhyashram name}} photo gallery").
    title: resolveText(page.title, references),
    node,
    /** The site's pages, when a field links to one: the suggestions its address offers. */
    pageChoices: pageChoices(node, context.pageTitles),
    /** The facts a text may name (`{{label}}`), with what each shows now: the editor lists them. */
    references: [...references.values()].map(({ label, value }) => ({ label, value })),
    hasDraft: page.draft !== null,
    newerDefault: page.newerDefault,
    editedAt: page.editedAt,
    editedBy: page.editedBy,
    versions: page.versions,
    /** How long versions are kept, said under the history (page-history.server.ts). */
    historyRule: HISTORY_RULE,
    done: readDone(request, EDITOR_DONE),
    /** The field the clerk was at before the save that led here: the form opens there. */
    at: placeOf(new URL(request.url).searchParams.get(PLACE_PARAM)),
    /** The form's key: a reload (after a publish or a restore) draws every field afresh. */
    loadedAt: Date.now(),
    /** Hide, show and delete (page-visibility.tsx); null for what is not a content page. */
    visibility: visibilityOf(page),
    /** The pages and menus that link here, which Hide and Delete take the links off (or send on). */
    linkedFrom: page.entry.kind === "page" && page.state.deletedAt === null ? await linksTo(path) : [],
    /**
     * The compliance dashboard's urgent items publishing this would leave (a disclosure, the fees),
     * drawn beside Publish; a warning only, and none when they cannot be worked out just now.
     */
    publishWarnings: await publishWarnings({ path, value: working }).catch((error): ComplianceWarning[] => {
      console.error(
        `The compliance items of ${path} could not be worked out:`,
        error instanceof Error ? error.message : error,
      );
      return [];
    }),
  };
}

/** The editor's action; see the module's comment. Never answers 500 for anything a clerk can post. */
export async function runEditorAction({ request, user, path, address = null }: EditorRequest) {
  const page = await readPageForEditing(path);
  if (!page) throw data({ message: "There is no such page." }, { status: 404 });
  assertMayEdit(user, path);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const editor: Editor = { actor: { id: user.id, username: user.username }, address };
  const here = editorUrl(path);
  const { schema } = page.entry;
  const kept = keptDocuments(page);
  const context = await formContext(user, kept);
  const answer = (value: unknown, extra: Partial<EditorActionData> = {}, status = 200) =>
    data<EditorActionData>(
      {
        node: describeValue(schema, value, "", {}, context),
        revision: Date.now(),
        at: placeOf(formText(form, PLACE_FIELD)),
        ...extra,
      },
      { status },
    );

  if (intent === "restore") {
    const number = parseId(formText(form, "version"));
    const restored = number === null ? null : await restoreVersion(path, number, editor);
    if (restored === null) {
      return answer(page.draft ?? page.published, { formError: "That version could not be restored." }, 400);
    }
    return redirectDone(here, "restored");
  }
  if (intent === "discard") {
    await discardDraft(path, editor);
    return redirectDone(here, "discarded");
  }
  if (intent === "hide" || intent === "show" || intent === "delete" || intent === "undelete") {
    const visibility = visibilityOf(page);
    if (!visibility) {
      return answer(
        page.draft ?? page.published,
        { formError: "This page cannot be hidden or deleted." },
        400,
      );
    }
    if (intent === "hide" || intent === "show") {
      await setPageHidden(path, intent === "hide", editor);
      return redirectDone(here, intent === "hide" ? "hidden" : "shown");
    }
    if (intent === "undelete") {
      await undeletePage(path, editor);
      return redirectDone(here, "undeleted");
    }
    const gone = formText(form, "gone");
    const redirectTo = formText(form, "redirectTo").trim();
    let target: string | null = null;
    if (gone === "redirect") {
      const wanted = redirectTo.replace(/(.)\/+$/, "$1").toLowerCase();
      const pages = await sitePages(await routeManifest());
      const error = !wanted
        ? "Write the address of the page to send visitors to, for example /vidhyashram/facilities."
        : wanted === path
          ? "Choose another page: this is the page you are deleting."
          : !pages.has(wanted)
            ? "There is no page visitors can open at this address. Write the address of a page of this site, for example /admissions."
            : null;
      if (error) {
        return answer(page.draft ?? page.published, { remove: { gone, redirectTo, error } }, 400);
      }
      target = wanted;
    } else if (gone !== "gone") {
      return answer(
        page.draft ?? page.published,
        { remove: { gone, redirectTo, error: "Choose what the old address should do." } },
        400,
      );
    }
    await deletePage(path, target, editor);
    return redirectDone(here, "deleted");
  }

  // The form as posted; a content page's path is the URL's, whatever the form says. A form that would
  // make more fields than any page holds (lists inside lists, by their posted lengths) is refused before
  // it is read on, checked or drawn again: a short message over the saved page (FORM_VALUE_LIMIT).
  let read: unknown;
  try {
    read = readValue(schema, form, "");
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    return data<EditorActionData>(
      {
        revision: Date.now(),
        formError: `This form has more fields than a page can hold (at most ${FORM_VALUE_LIMIT.toLocaleString("en-IN")}), so it was not read. Nothing is saved: the editor shows the saved page again.`,
      },
      { status: 400 },
    );
  }
  const posted = page.entry.kind === "page" ? { ...(read as Record<string, unknown>), path } : read;
  const operation = formText(form, OPERATION_FIELD);
  if (operation === "default") {
    return answer(page.shipped, {
      notice: "The editor shows the page as this release ships it. Nothing is saved yet.",
    });
  }
  if (operation) {
    const target = operation.split(":", 2)[1] ?? "";
    const changed =
      operation === "refresh"
        ? posted
        : applyOperation(schema, posted, operation, formText(form, `${target}.$new`));
    // The form stays where the button was: the list it changed (the `at` of its item or list).
    return answer(changed, {
      notice: "Not saved yet: save a draft or publish when you are done.",
      at: placeOf(target),
    });
  }

  const result = schema.safeParse(posted);
  // A document chosen anew must be one this user may attach (`foreignDocuments`).
  let foreign: Record<string, string>;
  try {
    foreign = await foreignDocuments(user, schema, posted, kept);
  } catch (error) {
    console.error(
      `Error checking the documents of page ${path}:`,
      error instanceof Error ? error.message : error,
    );
    return answer(
      posted,
      {
        formError:
          "The page could not be saved just now. Nothing you typed is lost: please try again in a minute.",
      },
      503,
    );
  }
  // A reference token must name a fact of the site (content/references.ts), or visitors would read
  // its words in place of the fact.
  // The starter texts of a new page ask the clerk to write; a visitor must not read them.
  const errors = {
    ...(intent === "publish" ? starterTexts(posted) : {}),
    ...unknownReferences(posted, await currentReferences()),
    ...(result.success ? {} : schemaErrors(result.error)),
    // An invisible control character in any text, whatever its field's schema says of text.
    ...controlCharacterErrors(posted),
    ...tamilErrors(posted),
    ...foreign,
  };
  if (!result.success || Object.keys(errors).length > 0) {
    const count = Object.keys(errors).length;
    return data<EditorActionData>(
      {
        node: describeValue(schema, posted, "", errors, context),
        revision: Date.now(),
        formError: `${count === 1 ? "One field needs" : `${count} fields need`} attention: see the messages next to them. Nothing is saved yet.`,
      },
      { status: Object.keys(foreign).length > 0 ? 403 : 400 },
    );
  }
  // The Tamil beside each field, which the schema's read drops (decision 0032).
  const checked = carryTamil(posted, result.data);
  try {
    // Back where the clerk was: the redirect names the field last focused (`placeOf`).
    const at = placeOf(formText(form, PLACE_FIELD));
    const back = (done: "published" | "saved") =>
      redirect(`${donePath(here, done)}${at ? `&${PLACE_PARAM}=${encodeURIComponent(at)}` : ""}`);
    if (intent === "publish") {
      await publishPage(path, checked, editor);
      return back("published");
    }
    await saveDraft(path, checked, editor);
    if (intent === "preview") return redirect(previewUrl(path));
    return back("saved");
  } catch (error) {
    console.error(`Error saving page ${path}:`, error instanceof Error ? error.message : error);
    return answer(
      posted,
      {
        formError:
          "The page could not be saved just now. Nothing you typed is lost: please try again in a minute.",
      },
      503,
    );
  }
}
