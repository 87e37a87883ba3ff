import { data } from "react-router";
import { z } from "zod";
import { writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { settingsPath } from "~/lib/content-store/editables.server";
import { AddressTakenError, createPage, readPageForEditing } from "~/lib/content-store/page-editing.server";
import { contentPages } from "~/lib/content-store/pages.server";
import { sectionOf } from "~/lib/content-store/sections";
import { readSettings, saveSettings } from "~/lib/content-store/settings.server";
import { redirectDone } from "~/lib/forms/flash";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms/parse.server";
import { db } from "~/lib/platform/db.server";
import { pageKindSchema, startingPage } from "~content/page-kinds";
import type { NavigationSettings } from "~content/schemas/navigation";
import { pageSchema } from "~content/schemas/page";
import { settingsSchemas } from "~content/schemas/settings";
import { notePageAdded } from "~content/site-pages";
import { editorUrl } from "./editor";
import { addressProblem, routeManifest, suggestedAddress } from "./site-addresses.server";

/**
 * "Add a page" of the Pages list (migration 0017): the form's choices and its action. The clerk gives a
 * title, a kind (content/page-kinds.ts), where the page goes and, if they like, its address; the
 * server checks the address (`addressProblem`), makes the kind's starting page, stores it as an office
 * page kept from visitors until its first publish, optionally lists it in its section's menu, and opens
 * its editor. A refusal keeps what was typed, with the message next to its field.
 */

/** The places a new page may go (its address's start), as the form's "Where it goes" lists them. */
export interface Place {
  value: string;
  label: string;
}

const SECTION_WORDS = { group: "The group's pages", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" };

/**
 * The places a page may be added under, for `user`: the home of each section they may write and every
 * folder of the shipped content pages in it (`/vidhyashram/facilities`), each once, in address order.
 */
export function placesFor(user: Pick<PublicUser, "role" | "scope">): Place[] {
  const sections = writableAudiences(user);
  const parents = new Set<string>(sections.map((section) => (section === "group" ? "/" : `/${section}`)));
  for (const path of contentPages.keys()) {
    const parent = path.slice(0, path.lastIndexOf("/")) || "/";
    if (sections.includes(sectionOf(path))) parents.add(parent);
  }
  return [...parents].sort().map((value) => ({
    value,
    label: `${SECTION_WORDS[sectionOf(value)]}: ${value === "/" ? "/" : `${value}/`}…`,
  }));
}

/** The Add form's fields as posted; the address is checked on its own (`addressProblem`). */
const addFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Write the page's title, for example Robotics lab.")
    .max(120, "Keep the title to 120 characters or fewer."),
  address: z.string().trim(),
  kind: pageKindSchema,
  under: z.string().trim(),
  menu: z.string(),
});

/** What the Add form shows again after a refusal: the values typed and a message per field. */
export interface AddPageAnswer {
  add: { values: FormValues; errors: FieldErrors; formError?: string };
}

/**
 * `navigation` with a link to `path` at the end of the group of `path`'s section's full
 * menu that lists its nearest pages: the group with the most links whose parent folder is `path`'s, else
 * the most in its section's folder, else the section's last group. Pure.
 */
export function withPageInMenu(navigation: NavigationSettings, path: string): NavigationSettings {
  const section = sectionOf(path);
  const menu = navigation[section].menu;
  const parent = (address: string) => address.slice(0, address.lastIndexOf("/")) || "/";
  const mine = parent(path);
  const score = (links: (typeof menu)[number]["links"]) =>
    links.filter((link) => "page" in link && parent(link.page) === mine).length;
  let best = menu.length - 1;
  let bestScore = 0;
  menu.forEach((group, index) => {
    const points = score(group.links);
    if (points > bestScore) {
      best = index;
      bestScore = points;
    }
  });
  return {
    ...navigation,
    [section]: {
      ...navigation[section],
      menu: menu.map((group, index) =>
        // No words of its own: the link shows the page's title as it is now, so a rename reaches the menu.
        index === best ? { ...group, links: [...group.links, { page: path }] } : group,
      ),
    },
  };
}

/**
 * The Add form's action for `user` (from the client `address`, for the audit log): 400 with the
 * form's values and messages (`AddPageAnswer`), or a redirect to the new page's editor ("The page is
 * added…"). The address is checked against the server build's route table (`routeManifest`). Never a
 * 500 for what a clerk can post; a database that cannot be written gives a message over the form,
 * with nothing lost.
 */
export async function addPage({
  request,
  user,
  address,
}: {
  request: Request;
  user: PublicUser;
  address: string | null;
}) {
  const database = db();
  const parsed = await parseForm(request, addFormSchema);
  const values = parsed.values;
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const refuse = (formError?: string) =>
    data<AddPageAnswer>({ add: { values, errors, formError } }, { status: 400 });

  const title = (values.title ?? "").trim();
  const under = (values.under ?? "").trim() || "/";
  const typed = (values.address ?? "").trim();
  // Left empty, or only a place ending in "/": the address is made from the title.
  const made = !typed || (typed.endsWith("/") && typed.length > 1);
  const path = made ? (title ? suggestedAddress(title, typed || under) : "") : typed;
  if (!path && title) {
    errors.address = "Write the address: the title has no letters or digits to make one of.";
  } else if (path) {
    const row = await database
      .selectFrom("pages")
      .select("deleted_at")
      .where("path", "=", path)
      .executeTakeFirst();
    const problem = addressProblem(
      path,
      user,
      await routeManifest(),
      row ? { deleted: row.deleted_at !== null } : undefined,
    );
    if (problem) {
      errors.address = made ? `The address made from the title, ${path}: ${problem}` : problem;
      // The field shows the address the server made, for the clerk to change.
      if (made) values.address = path;
    }
  }
  if (!parsed.ok || Object.keys(errors).length) return refuse();

  const { kind, menu } = parsed.data;
  const page = pageSchema.parse(startingPage(kind, path, title, sectionOf(path)));
  const editor = { actor: { id: user.id, username: user.username }, address };

  // The menu is checked before anything is stored, so a refusal leaves no half-done page behind.
  let navigation: NavigationSettings | null = null;
  if (menu) {
    const current = await readPageForEditing(settingsPath("navigation"), database);
    if (current?.draft) {
      errors.menu =
        "The menus have unpublished changes in Site settings: publish or discard them first, or untick this and add the page to the menu there.";
      return refuse();
    }
    // The page is not stored yet: the menus' check must know it as a page a link may name.
    notePageAdded(path);
    const next = withPageInMenu((await readSettings(database)).navigation, path);
    const checked = settingsSchemas.navigation.safeParse(next);
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? "";
      errors.menu = `The menu cannot list this page${reason ? ` (${reason.replace(/\.$/, "")})` : ""}. Untick this to add the page now, and change the menu later in Site settings.`;
      return refuse();
    }
    navigation = checked.data;
  }

  try {
    await createPage(page, editor, database);
  } catch (error) {
    if (error instanceof AddressTakenError) {
      errors.address = "A page already has this address: choose another.";
      return refuse();
    }
    console.error(`Error adding page ${path}:`, error instanceof Error ? error.message : error);
    return refuse(
      "The page could not be added just now. Nothing you typed is lost: please try again in a minute.",
    );
  }
  if (navigation) {
    try {
      await saveSettings("navigation", navigation, { id: user.id, username: user.username }, database);
    } catch (error) {
      console.error(`Error adding page ${path} to the menu:`, error instanceof Error ? error.message : error);
      return redirectDone(editorUrl(path), "created-no-menu");
    }
    return redirectDone(editorUrl(path), "created-in-menu");
  }
  return redirectDone(editorUrl(path), "created");
}
