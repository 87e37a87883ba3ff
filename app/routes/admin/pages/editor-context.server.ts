import type { PublicUser } from "~/lib/auth/users.server";
import type { PageForEditing } from "~/lib/content-store/page-editing.server";
import { readPageTitles } from "~/lib/content-store/page-titles.server";
import { personChoices } from "~/lib/content-store/people.server";
import { foreignDocumentMessage, mayAttachDocument } from "~/lib/documents/attach.server";
import { documentChoices, documentOwners } from "~/lib/documents/choices.server";
import { type FieldNode, someNode } from "~/lib/forms/schema-form";
import { describeValue, type FormContext } from "~/lib/forms/schema-form.server";
import { db } from "~/lib/platform/db.server";
import type { Visibility } from "./page-visibility";

/**
 * What the schema editor needs besides the value it edits: the people, documents and pages its
 * choices offer (`formContext`, `pageChoices`), and which documents a user may attach to a page
 * (`keptDocuments`, `foreignDocuments`: a school's editor may keep another school's document already
 * on the page, not choose one anew), and whether visitors see the page (`visibilityOf`).
 */

/** A document field's value: the permanent URL of a document of the library (`documentRef`). */
const DOCUMENT_URL = /^\/documents\/([a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/;

/**
 * The document choices (`widget: "document"`) of `value` under `schema`, as the editor draws them:
 * each field's name (its dotted path) and the chosen URL. A choice among stored records whose value is
 * a document's URL is a document field (a person is chosen by a slug, a coded value by its code).
 */
function chosenDocuments(schema: Parameters<typeof describeValue>[0], value: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: FieldNode) => {
    if (node.kind === "select" && DOCUMENT_URL.test(node.value)) found.set(node.name, node.value);
    else if (node.kind === "group") node.children.forEach(walk);
    else if (node.kind === "variant") walk(node.child);
    else if (node.kind === "list") node.items.forEach(walk);
  };
  if (value !== null && value !== undefined) walk(describeValue(schema, value, "", {}));
  return found;
}

/**
 * The documents already on the page (published, draft or as shipped): they may stay whoever edits it,
 * though a school's editor may not choose another school's document anew.
 */
export function keptDocuments(page: PageForEditing): Set<string> {
  const { schema } = page.entry;
  return new Set(
    [page.published, page.draft, page.shipped].flatMap((value) => [
      ...chosenDocuments(schema, value).values(),
    ]),
  );
}

/**
 * The messages, by field, for documents of `value` that `user` may not attach (another school's,
 * `mayAttachDocument`) and that were not on the page before (`kept`). Throws on a database error.
 */
export async function foreignDocuments(
  user: PublicUser,
  schema: Parameters<typeof describeValue>[0],
  value: unknown,
  kept: ReadonlySet<string>,
): Promise<Record<string, string>> {
  const chosen = [...chosenDocuments(schema, value)].filter(([, url]) => !kept.has(url));
  const owners = await documentOwners(chosen.map(([, url]) => url));
  const errors: Record<string, string> = {};
  for (const [name, url] of chosen) {
    const owner = owners.get(url);
    if (owner && !mayAttachDocument(user, owner)) errors[name] = foreignDocumentMessage(user, owner);
  }
  return errors;
}

/**
 * What the editor's form needs besides the page: the people and the documents to choose from (those
 * `user` may attach, and those the page already has).
 */
export async function formContext(user: PublicUser, kept: ReadonlySet<string>): Promise<FormContext> {
  const [people, documents, pageTitles] = await Promise.all([
    personChoices(),
    documentChoices(
      db(),
      (document) => mayAttachDocument(user, document.audience) || kept.has(document.path),
    ),
    readPageTitles(),
  ]);
  return { people, documents, pageTitles };
}

/** The part of the site a page belongs to, by its address: a school's, or the group's. */
const partOf = (path: string) =>
  path.startsWith("/vidhyashram") ? "Vidhyashram" : path.startsWith("/vidhyapeeth") ? "Vidhyapeeth" : "Group";

/**
 * The pages a menu link may name, for the editor's suggestions (`SitePages`): each address with its
 * title and part of the site, in address order; none when `node` has no link to fill in.
 */
export function pageChoices(node: FieldNode, titles: ReadonlyMap<string, string> | undefined) {
  if (!titles || !someNode(node, (n) => n.kind === "link")) return [];
  return [...titles]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, title]) => ({ value, label: `${title} · ${partOf(value)}` }));
}

/**
 * Whether visitors see a content page (hide, show, delete: page-visibility.tsx), or null for what has
 * no address of its own to hide (a sectioned page, a settings group).
 */
export function visibilityOf(page: PageForEditing): Visibility | null {
  if (page.entry.kind !== "page") return null;
  const { state } = page;
  return {
    office: state.origin === "office",
    hidden: state.hidden,
    // A page the office added is on the site from its first publish.
    published: state.origin !== "office" || page.versions.length > 0,
    deleted: state.deletedAt !== null,
    redirectTo: state.redirectTo,
  };
}
