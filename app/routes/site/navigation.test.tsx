import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, createRequestHandler, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MenuDialog } from "~/components/chrome/MenuOverlay";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { contentPage } from "~/lib/content-store/pages.server";
import { sectionOf } from "~/lib/content-store/sections";
import { saveSettings } from "~/lib/content-store/settings.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { hasPublicChrome } from "~/lib/site/sections";
import { type NavigationSettings, navigationSettingsSchema } from "~content/schemas/navigation";
import { settingsDefaults } from "~content/settings";
import {
  callAction,
  dataOf,
  get,
  loadContext,
  loaderData,
  post,
  signIn,
  statusOf,
  testServerBuild,
} from "../../../tests/support/routes";
import * as root from "../../root";
import type { EditorActionData } from "../admin/pages/editor";
import * as settingsRoute from "../admin/settings/settings";
import * as pageRoute from "./page";

/**
 * The menus and the footer are the office's (site settings group `navigation`): the header's links,
 * each section's full menu, the footer's columns, with a page named by its current title. The chrome
 * is drawn as the document draws it, from the root loader's data for the URL (the route harness): the
 * header and the footer, then the full menu's dialog (its lists are in the HTML, open or not).
 */

/** The HTML of `element` at `path`, with the root's loader data for `path`. */
async function draw(path: string, element: React.ReactNode): Promise<string> {
  const rootData = await loaderData(root, get(path));
  const router = createMemoryRouter([{ id: "root", path: "*", element }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The header (where the page has one) and the footer as the root draws them for `path`, then the full menu's dialog. */
async function chrome(path: string): Promise<string> {
  const section = sectionOf(path);
  const { ticker } = await loaderData(root, get(path));
  const page = await draw(
    path,
    <>
      {hasPublicChrome(path).header && <Header section={section} notifications={ticker} />}
      <Footer section={section} />
    </>,
  );
  const menu = await draw(path, <MenuDialog />);
  return (
    `${page}\n${menu}`
      // The footer's year changes on 1 January, not with the menus.
      .replace(/© \d{4} /, "© YEAR ")
      // The office hours are the contacts group's, per school: not the menus' business.
      .replace(/Office hours: [^<]*/, "Office hours: …")
      // One element a line, so a difference reads as a line.
      .replaceAll("><", ">\n<")
  );
}

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the shipped menus and footer", () => {
  it.each([
    ["group", "/aboutus"],
    ["vidhyashram", "/vidhyashram/curriculum"],
    ["vidhyapeeth", "/vidhyapeeth/achievements"],
  ])("draw the %s page's chrome as before the menus were settings (%s)", async (name, path) => {
    await expect(await chrome(path)).toMatchFileSnapshot(`__snapshots__/chrome-${name}.html`);
  });
});

/** The words of every link to `href` in `html`, tags inside a link left out. */
function linkWords(html: string, href: string): string[] {
  const links = html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g);
  return [...links].filter((m) => m[1] === href).map((m) => (m[2] ?? "").replace(/<[^>]*>/g, "").trim());
}

/** The header, the footer and the full menu of `path`, apart. */
async function parts(path: string) {
  const html = await chrome(path);
  const between = (from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to) + to.length);
  return {
    header: between("<header", "</header>"),
    footer: between("<footer", "</footer>"),
    menu: html.slice(html.indexOf("<dialog")),
  };
}

/** The content page route's component with the loader data it is given. */
function ContentPage({ data }: { data: Awaited<ReturnType<typeof pageRoute.loader>> }) {
  return <pageRoute.default {...({ loaderData: data } as Parameters<typeof pageRoute.default>[0])} />;
}

/** The content page at `path` as its route draws it, with the root's data. */
async function contentPageHtml(path: string): Promise<string> {
  return draw(path, <ContentPage data={await loaderData(pageRoute, get(path))} />);
}

/** The shipped page at `path`. */
function shipped(path: string) {
  const page = contentPage(path);
  if (!page) throw new Error(`No content page ${path}`);
  return page;
}

/** The shipped menus with `change` made to a copy. */
function changed(change: (navigation: NavigationSettings) => void): NavigationSettings {
  const navigation = structuredClone(settingsDefaults.navigation);
  change(navigation);
  return navigation;
}

const editor = { actor: { id: null, username: "office" } };

describe("the menus and footer follow the office", () => {
  afterEach(async () => {
    // Back to the shipped pages and menus: no stored page, the shipped menus published.
    await db().deleteFrom("page_versions").execute();
    await db().deleteFrom("pages").where("path", "like", "/%").execute();
    await saveSettings("navigation", settingsDefaults.navigation, { id: 1 });
  });

  it("name a page published with a new title by that title, in the menu, the footer and another page's links", async () => {
    const before = await parts("/aboutus");
    expect(linkWords(before.footer, "/transportrules")).toEqual(["Transport rules"]);
    await publishPage(
      "/transportrules",
      { ...shipped("/transportrules"), title: "Rules for the school buses" },
      editor,
    );
    for (const path of ["/aboutus", "/vidhyashram/curriculum", "/vidhyapeeth/achievements"]) {
      const { footer, menu } = await parts(path);
      expect(linkWords(footer, "/transportrules"), path).toEqual(["Rules for the school buses"]);
      expect(linkWords(menu, "/transportrules"), path).toEqual(["Rules for the school buses"]);
    }
    // The facilities page lists it among its related pages, by the page's title.
    const facilities = await contentPageHtml("/facilities");
    expect(linkWords(facilities, "/transportrules")).toEqual(["Rules for the school buses"]);
    expect(facilities).not.toContain(">Transport rules<");
  });

  it("name the page by the title as the page itself shows it, in its breadcrumb too", async () => {
    await publishPage("/fees", { ...shipped("/fees"), title: "School fees" }, editor);
    const { header } = await parts("/aboutus");
    expect(linkWords(header, "/fees")).toEqual(["School fees"]);
    const data = await loaderData(pageRoute, get("/fees"));
    expect(data.trail.at(-1)).toEqual({ label: "School fees" });
  });

  it("show the office's words for a link it renamed, whatever the page's title", async () => {
    await saveSettings(
      "navigation",
      changed((n) => {
        const parents = n.group.menu.find((g) => g.heading === "For parents");
        const fees = parents?.links.find((l) => "page" in l && l.page === "/fees");
        if (!fees) throw new Error("The shipped menu lists the fees page for parents");
        fees.label = "What a year costs";
        n.group.header[0] = { page: "/", label: "Start" };
      }),
      { id: 1 },
    );
    await publishPage("/fees", { ...shipped("/fees"), title: "School fees" }, editor);
    const { header, footer, menu } = await parts("/aboutus");
    expect(linkWords(menu, "/fees")).toContain("What a year costs");
    expect(linkWords(header, "/")).toContain("Start");
    // The footer's columns are a list of their own: there the link still shows the page's title.
    expect(linkWords(footer, "/fees")).toEqual(["School fees"]);
  });

  it("keep the order the office gave the header links, the menu's groups and the footer's columns", async () => {
    await saveSettings(
      "navigation",
      changed((n) => {
        n.vidhyashram.header.reverse();
        n.vidhyashram.menu.reverse();
        // Two columns, the second first.
        n.vidhyashram.footer = [n.vidhyashram.footer[1], n.vidhyashram.footer[0]].filter(
          (g) => g !== undefined,
        );
      }),
      { id: 1 },
    );
    const { header, footer, menu } = await parts("/vidhyashram/curriculum");
    const main = header.indexOf('<nav aria-label="Main"');
    const bar = header.slice(main, header.indexOf("</nav>", main));
    expect([...bar.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1])).toEqual([
      "/notifications",
      "/vidhyashram/gallery",
      "/vidhyashram/curriculum",
      "/vidhyashram",
      // The school's Admin Login, after the menu's links as before.
      "/login",
    ]);
    const headings = (html: string, level: string) =>
      [...html.matchAll(new RegExp(`<${level}[^>]*>([^<]*)</${level}>`, "g"))].map((m) => m[1]);
    // The page's own section comes first in the full menu, its groups in the office's order.
    expect(headings(menu, "h3").slice(0, 4)).toEqual([
      "Community services",
      "Facilities",
      "About us",
      "Vidhyashram (CBSE)",
    ]);
    expect(headings(footer, "h2")).toEqual([
      "Our schools",
      "Student login and fees",
      "About us",
      "Vidhyashram (CBSE)",
    ]);
  });

  it("name a menu group in the breadcrumb of the pages it lists by the office's heading", async () => {
    await saveSettings(
      "navigation",
      changed((n) => {
        const parents = n.group.menu.find((g) => g.heading === "For parents");
        if (parents) parents.heading = "Parents' corner";
      }),
      { id: 1 },
    );
    const data = await loaderData(pageRoute, get("/transportrules"));
    expect(data.trail.map((crumb) => crumb.label)).toEqual(["Home", "Parents' corner", "Transport rules"]);
  });
});

describe("the office's menus are checked before they are kept", () => {
  const issues = (navigation: unknown) => {
    const result = navigationSettingsSchema.safeParse(navigation);
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  };

  it("accept the shipped menus", () => {
    expect(issues(settingsDefaults.navigation)).toEqual([]);
  });

  it("refuse a link to a page the site does not have, beside its field, and keep nothing", async () => {
    const wrong = changed((n) => {
      n.group.menu[0]?.links.push({ page: "/no-such-page" });
    });
    const at = `group.menu.0.links.${settingsDefaults.navigation.group.menu[0]?.links.length ?? 0}.page`;
    expect(issues(wrong)).toEqual([
      {
        path: at,
        message:
          "There is no page at this address on this site. Write the address of one of its pages, such as /fees.",
      },
    ]);
    await expect(saveSettings("navigation", wrong, { id: 1 })).rejects.toThrow();
    const { menu } = await parts("/aboutus");
    expect(menu).not.toContain("/no-such-page");
  });

  it("in the Site settings editor: a link to no page is refused beside its field, what was typed kept", async () => {
    const url = "/admin/settings/navigation";
    const cookie = await signIn("menus-admin", { role: "admin" });
    const { editor } = await loaderData(settingsRoute, get(url, { cookie }));
    const link = "group.menu.0.links.1";
    const field = `${link}.address`;
    const fields = new Map(postedFields(editor.node));
    expect(fields.get(field)).toBe("/aboutus");
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, name === field ? "/about-the-group" : value);
    body.append("intent", "publish");
    const result = await callAction(settingsRoute, post(url, body, { cookie }));
    expect(statusOf(result)).toBe(400);
    const answer = dataOf<EditorActionData>(result);
    const node = (function find(n: FieldNode | undefined): FieldNode | undefined {
      if (!n || ("name" in n && n.name === link)) return n;
      const children = [
        ...("children" in n ? n.children : []),
        ...("items" in n ? n.items : []),
        ...(n.kind === "variant" ? [n.child] : []),
      ];
      for (const child of children) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    })(answer.node);
    expect(node).toMatchObject({
      kind: "link",
      address: {
        name: field,
        value: "/about-the-group",
        error:
          "There is no page at this address on this site. Write the address of one of its pages, such as /fees.",
      },
    });
    expect(linkWords((await parts("/aboutus")).menu, "/aboutus")).toEqual(["About us"]);
  });

  it("in the Site settings editor: each link is one address, a page picked by title or an outside one, and its words", async () => {
    const url = "/admin/settings/navigation";
    const cookie = await signIn("menus-picker", { role: "admin" });
    const { editor } = await loaderData(settingsRoute, get(url, { cookie }));
    // One list of the site's pages for every link, each named by its title and part of the site.
    const fees = editor.pageChoices.find((choice) => choice.value === "/vidhyashram/fees");
    expect(fees?.label).toMatch(/fee.* · Vidhyashram$/i);
    const fields = new Map(postedFields(editor.node));
    const first = "group.menu.0.links.0";
    expect(fields.get(`${first}.address`)).toMatch(/^\//);
    fields.set(`${first}.address`, "https://forms.example.org/visit");
    fields.set(`${first}.label`, "Book a visit");
    fields.set("group.menu.0.links.1.label", "About the schools");
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append("intent", "publish");
    const result = await callAction(settingsRoute, post(url, body, { cookie }));
    expect(statusOf(result)).toBe(302);
    const { menu } = await parts("/aboutus");
    expect(menu).toContain('href="https://forms.example.org/visit"');
    expect(linkWords(menu, "/aboutus")).toEqual(["About the schools"]);
    // Read back, the same form: the outside address and the page with its own words.
    const again = new Map(postedFields((await loaderData(settingsRoute, get(url, { cookie }))).editor.node));
    expect(again.get(`${first}.address`)).toBe("https://forms.example.org/visit");
    expect(again.get("group.menu.0.links.1.label")).toBe("About the schools");
    await saveSettings("navigation", settingsDefaults.navigation, { id: 1 });
  });

  it("take an outside link only to https://, mailto: or tel:", () => {
    const withLink = (href: string) =>
      issues(changed((n) => n.group.footer[0]?.links.push({ href, label: "Write to us" })));
    expect(withLink("https://forms.example.org/visit")).toEqual([]);
    expect(withLink("mailto:office@example.org")).toEqual([]);
    expect(withLink("tel:+914422334455")).toEqual([]);
    for (const href of [
      "http://forms.example.org/",
      "javascript:alert(1)",
      "//evil.example",
      "ftp://x.example",
    ]) {
      expect(
        withLink(href).map((i) => i.message),
        href,
      ).toEqual([
        "Write a full web address starting with https://, or mailto:office@example.org, or tel:+914422334455.",
      ]);
    }
  });
});

/** How many bytes React Router sends `data` in, as a root loader's data (the stream inlined in every page). */
async function sentBytes(data: unknown): Promise<number> {
  const module = (loader?: () => unknown) => ({ loader, default: () => null }) as never;
  const build = testServerBuild(
    {
      root: { id: "root", path: "", module: module(() => data) },
      page: { id: "page", parentId: "root", path: "x", module: module() },
    },
    {
      default: (_request: Request, status: number, headers: Headers) => new Response("", { status, headers }),
    } as never,
  );
  const answer = await createRequestHandler(build, "test")(get("/x.data"), await loadContext());
  return (await answer.text()).length;
}

describe("the menus sent with every page", () => {
  it("add at most 7 KB to the root's data (5.8 KB with the shipped menus: equal parts are sent once)", async () => {
    const data = await loaderData(root, get("/aboutus"));
    const { navigation: _menus, ...others } = data.settings;
    const added = (await sentBytes(data)) - (await sentBytes({ ...data, settings: others }));
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(7 * 1024);
  });
});
