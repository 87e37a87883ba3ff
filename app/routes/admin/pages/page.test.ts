import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { readPage, syncPageDefaults } from "~/lib/content-store/page-store.server";
import { contentPages } from "~/lib/content-store/pages.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { db, migrateToLatest, now } from "~/lib/platform/db.server";
import { pageVersion } from "~/lib/platform/page-version.server";
import { CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
import { pageSchema } from "~content/schemas/page";
import { cpuTimeOf } from "../../../../tests/support/cpu-time";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  headerOf,
  loaderData,
  locationOf,
  post,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as editorRoute from "./page";
import * as listRoute from "./pages";
import * as previewRoute from "./preview";

/**
 * The Pages editor through its route modules: a clerk's edit is a draft
 * visitors never see, a preview shows it to staff, publishing makes it live and starts the history,
 * restoring brings an earlier version back as a new one; a school's editor is refused the other
 * school's pages on the server; whatever is posted, the answer is a save or a message, never a 500.
 */

const LIBRARY = "/vidhyapeeth/facilities/library";
const FIGURE = "blocks.0.facts.0.value";
const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS || 20);

let admin = "";
let vidhyapeethEditor = "";

beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults([...editables.values()].map((e) => ({ path: e.path, value: e.shipped })));
  admin = await signIn("principal");
  vidhyapeethEditor = await signIn("vp-office", { role: "editor", scope: "vidhyapeeth" });
});

/** The editor's loader data for `path`, as `cookie`'s user. */
async function open(path: string, cookie = admin) {
  return loaderData(editorRoute, get(`/admin/pages${path}`, { cookie }));
}

/** The editor's form for `node` as a browser posts it, with `changes` typed in and `extra` fields. */
function form(node: FieldNode, changes: Record<string, string>, extra: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of postedFields(node))
    body.append(name, name in changes ? (changes[name] ?? "") : value);
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  return body;
}

async function submit(path: string, changes: Record<string, string>, intent: string, cookie = admin) {
  const { node } = await open(path, cookie);
  return callAction(editorRoute, post(`/admin/pages${path}`, form(node, changes, { intent }), { cookie }));
}

/** The text of the first fact on the public library page. */
async function publicFigure(): Promise<string | undefined> {
  const page = await readPage(LIBRARY);
  const block = page?.blocks[0];
  return block?.type === "facts" ? block.facts[0]?.value : undefined;
}

describe("the Pages list", () => {
  it("lists every page by title and URL, filtered by school and searched by title", async () => {
    const all = await loaderData(listRoute, get("/admin/pages", { cookie: admin }));
    // Every page; the settings groups are listed under Site settings instead.
    expect(all.pages.map((p) => p.path)).toEqual(
      [...editables.values()].filter((e) => e.kind !== "settings").map((e) => e.path),
    );
    expect(all.pages.find((p) => p.path === "/bus-routes")?.title).toBe("Bus routes");
    const found = await loaderData(
      listRoute,
      get("/admin/pages?school=vidhyapeeth&q=library", { cookie: admin }),
    );
    expect(found.pages.map((p) => p.path)).toEqual([LIBRARY]);
    const scoped = await loaderData(listRoute, get("/admin/pages", { cookie: vidhyapeethEditor }));
    expect(scoped.pages.filter((p) => p.editable).every((p) => p.section === "vidhyapeeth")).toBe(true);
    expect(scoped.pages.filter((p) => p.editable).map((p) => p.path)).toContain("/vidhyapeeth");
  });

  it("links the Home page to its own editor, which opens the home page", async () => {
    const list = await loaderData(listRoute, get("/admin/pages", { cookie: admin }));
    const Stub = createRoutesStub([{ id: "list", path: "/admin/pages", Component: listRoute.default }]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: ["/admin/pages"],
        hydrationData: { loaderData: { list } },
      }),
    );
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)];
    const home = links.find(([, , text]) => /Edit.*Home page</.test(text ?? ""));
    const href = home?.[1] ?? "";
    expect(href).not.toBe("/admin/pages");
    const editor = await loaderData(editorRoute, get(href, { cookie: admin }));
    expect(editor.path).toBe("/");
    expect(editor.title).toBe("Home page");
  });
});

describe("draft, preview, publish, restore", () => {
  it("keeps a draft from visitors, previews it to staff, publishes it and restores the earlier version", async () => {
    const versionBefore = await pageVersion();
    const saved = await submit(LIBRARY, { [FIGURE]: "Over 16,000" }, "draft");
    expect(locationOf(saved)).toBe(`/admin/pages${LIBRARY}?done=saved`);
    expect(await publicFigure()).toBe("Over 15,000");

    const preview = await loaderData(previewRoute, get(`/admin/preview${LIBRARY}`, { cookie: admin }));
    expect(JSON.stringify(preview)).toContain("Over 16,000");
    const signedOut = await callLoader(previewRoute, get(`/admin/preview${LIBRARY}`));
    expect(locationOf(signedOut)).toMatch(/^\/login/);

    const reopened = await open(LIBRARY);
    expect(reopened.hasDraft).toBe(true);
    expect(JSON.stringify(reopened.node)).toContain("Over 16,000");

    const published = await submit(LIBRARY, {}, "publish");
    expect(locationOf(published)).toBe(`/admin/pages${LIBRARY}?done=published`);
    expect(await publicFigure()).toBe("Over 16,000");
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    const after = await open(LIBRARY);
    expect(after.hasDraft).toBe(false);
    expect(after.versions.map((v) => [v.number, v.publishedBy, v.note])).toEqual([
      [2, "principal", null],
      [1, null, "Shipped default"],
    ]);

    const restored = await callAction(
      editorRoute,
      post(`/admin/pages${LIBRARY}`, { intent: "restore", version: "1" }, { cookie: admin }),
    );
    expect(locationOf(restored)).toBe(`/admin/pages${LIBRARY}?done=restored`);
    expect(await publicFigure()).toBe("Over 15,000");
    expect((await open(LIBRARY)).versions[0]).toMatchObject({ number: 3, note: "Restored version 1" });

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity", "=", "pages")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["draft", "publish", "restore"]);
  });

  it("says under the history how long versions are kept", async () => {
    const loaded = await open(LIBRARY);
    const Stub = createRoutesStub([{ id: "editor", path: "/admin/pages/*", Component: editorRoute.default }]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [`/admin/pages${LIBRARY}`],
        hydrationData: { loaderData: { editor: loaded } },
      }),
    );
    const history = html.slice(html.indexOf('id="history-heading"'));
    expect(history).toContain("Versions older than a year are removed, except the last 50.");
  });

  it("never lets a cache keep a preview", () => {
    expect(previewRoute.headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
  });
});

describe("a newer shipped default", () => {
  it("is offered for a page the office edited, loaded into the editor without saving", async () => {
    const path = "/vidhyapeeth/facilities/playground";
    await submit(path, { title: "Our playground" }, "publish");
    const shipped = contentPages.get(path);
    if (!shipped) throw new Error("no playground page");
    // A release that changes the shipped page keeps the office's title and flags the page.
    await syncPageDefaults(
      [...contentPages.values()].map((p) => (p.path === path ? { ...p, intro: "New intro." } : p)),
    );
    const flagged = await open(path);
    expect(flagged.newerDefault).toBe(true);
    expect(flagged.title).toBe("Our playground");
    const list = await loaderData(listRoute, get("/admin/pages?q=playground", { cookie: admin }));
    expect(list.pages[0]?.newerDefault).toBe(true);
    const loaded = await callAction(
      editorRoute,
      post(`/admin/pages${path}`, form(flagged.node, {}, { _op: "default" }), { cookie: admin }),
    );
    expect(JSON.stringify(dataOf(loaded))).toContain(`"value":"${shipped.title}"`);
    expect((await readPage(path))?.title).toBe("Our playground");
  });
});

describe("permissions by audience", () => {
  it("refuses a Vidhyapeeth editor a Vidhyashram page, with a message, and lets them edit their own", async () => {
    const path = "/vidhyashram/facilities/library";
    const loaded = await callLoader(editorRoute, get(`/admin/pages${path}`, { cookie: vidhyapeethEditor }));
    expect(statusOf(loaded)).toBe(403);
    expect(JSON.stringify(dataOf(loaded))).toMatch(/belongs to Vidhyashram.*Vidhyapeeth only/);
    const posted = await callAction(
      editorRoute,
      post(`/admin/pages${path}`, { intent: "publish", title: "Taken over" }, { cookie: vidhyapeethEditor }),
    );
    expect(statusOf(posted)).toBe(403);
    expect((await readPage(path))?.title).not.toBe("Taken over");
    const group = await callLoader(editorRoute, get("/admin/pages/fees", { cookie: vidhyapeethEditor }));
    expect(statusOf(group)).toBe(403);
    const preview = await callLoader(
      previewRoute,
      get(`/admin/preview${path}`, { cookie: vidhyapeethEditor }),
    );
    expect(statusOf(preview)).toBe(403);

    const own = await submit(
      "/vidhyapeeth/facilities/lab",
      { title: "Science laboratories" },
      "publish",
      vidhyapeethEditor,
    );
    expect(locationOf(own)).toContain("done=published");
  });
});

describe("documents a page chooses", () => {
  /** Adds a document of `audience` at `path` to the library. */
  async function libraryDocument(path: string, audience: "group" | "vidhyashram" | "vidhyapeeth") {
    const at = now();
    await db()
      .insertInto("documents")
      .values({
        path,
        title: `Test ${audience}`,
        category: "other",
        audience,
        size: 1024,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  /** The first document choice of a page's form: its field name and what it offers. */
  function firstDocumentField(node: FieldNode): Extract<FieldNode, { kind: "select" }> | undefined {
    if (node.kind === "select" && /^(No document|Choose a document)$/.test(node.options[0]?.label ?? ""))
      return node;
    const children =
      node.kind === "group"
        ? node.children
        : node.kind === "variant"
          ? [node.child]
          : node.kind === "list"
            ? node.items
            : [];
    for (const child of children) {
      const found = firstDocumentField(child);
      if (found) return found;
    }
    return undefined;
  }

  it("refuses a school's editor the other school's document by URL and offers only its own and the group's", async () => {
    const theirs = "/documents/vidhyashram/test-other-school.pdf";
    const ours = "/documents/vidhyapeeth/test-own-school.pdf";
    const shared = "/documents/test-whole-group.pdf";
    await libraryDocument(theirs, "vidhyashram");
    await libraryDocument(ours, "vidhyapeeth");
    await libraryDocument(shared, "group");
    const path = "/vidhyapeeth/publicdisclosure";
    const { node } = await open(path, vidhyapeethEditor);
    const field = firstDocumentField(node);
    if (!field) throw new Error("the disclosure page has no document field");
    const offered = field.options.map((option) => option.value);
    expect(offered).toContain(ours);
    expect(offered).toContain(shared);
    expect(offered).not.toContain(theirs);

    const before = await db()
      .selectFrom("pages")
      .select(["draft", "published"])
      .where("path", "=", path)
      .executeTakeFirst();
    for (const intent of ["draft", "publish"]) {
      const refused = await submit(path, { [field.name]: theirs }, intent, vidhyapeethEditor);
      expect(statusOf(refused)).toBe(403);
      const answer = dataOf<{ node: FieldNode; formError: string }>(refused);
      expect(answer.formError).toMatch(/attention/);
      const drawn = firstDocumentField(answer.node);
      expect(drawn?.error).toMatch(/That document is for Vidhyashram/);
      expect(drawn?.value).toBe(theirs);
    }
    expect(
      await db()
        .selectFrom("pages")
        .select(["draft", "published"])
        .where("path", "=", path)
        .executeTakeFirst(),
    ).toEqual(before);

    expect(statusOf(await submit(path, { [field.name]: ours }, "draft", vidhyapeethEditor))).toBe(302);
    // An administrator may choose any school's document.
    expect(statusOf(await submit(path, { [field.name]: theirs }, "draft", admin))).toBe(302);
  });
});

describe("refusals", () => {
  it("keeps what was typed and puts the message next to the field, saving nothing", async () => {
    const typed = "A".repeat(250);
    const refused = await submit(LIBRARY, { title: "   ", description: typed }, "publish");
    expect(statusOf(refused)).toBe(400);
    const answer = dataOf<{ node: FieldNode; formError: string }>(refused);
    expect(answer.formError).toMatch(/2 fields need attention/);
    const fields = JSON.stringify(answer.node);
    expect(fields).toContain('"name":"title","label":"Title","error":"Fill this in."');
    expect(fields).toContain("At most 200 characters");
    expect(fields).toContain(typed);
    expect((await readPage(LIBRARY))?.title).toBe("Library");
  });

  it("refuses a NUL pasted into the title with one message beside it, saving nothing (PostgreSQL cannot store one)", async () => {
    const refused = await submit(LIBRARY, { title: "Library\u0000 and reading room" }, "publish");
    expect(statusOf(refused)).toBe(400);
    const fields = JSON.stringify(dataOf<{ node: FieldNode }>(refused).node);
    expect(fields).toContain(`"name":"title","label":"Title","error":"${CONTROL_CHARACTER_MESSAGE}"`);
    expect((await readPage(LIBRARY))?.title).toBe("Library");
  });

  it("refuses a link to another site dressed as a path of this site, with the message next to it", async () => {
    const withLink = [...contentPages.values()].find((p) => JSON.stringify(p).includes('"href":"http'));
    if (!withLink) throw new Error("no shipped page links outside");
    const { node } = await open(withLink.path);
    const field = postedFields(node).find(
      ([name, value]) => name.endsWith(".href") && value.startsWith("http"),
    );
    const name = field?.[0] ?? "";
    for (const address of ["//evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const refused = await submit(withLink.path, { [name]: address }, "publish");
      expect(statusOf(refused), address).toBe(400);
      const fields = JSON.stringify(dataOf<{ node: FieldNode }>(refused).node);
      expect(fields).toMatch(
        new RegExp(
          `"name":"${name}","label":"[^"]*","error":"A page of this site starting with one /, such as /admissions, or a full web address starting with https://"`,
        ),
      );
    }
  });

  it("refuses at once, with a short message, lists inside lists that would make more fields than a page holds", async () => {
    const draftOf = async () =>
      (await db().selectFrom("pages").select("draft").where("path", "=", LIBRARY).executeTakeFirst())?.draft;
    const before = await draftOf();
    for (const extra of [
      { intent: "draft" },
      { intent: "publish" },
      { _op: "refresh" },
      { _op: "add:blocks" },
    ]) {
      // 100 sections of 500 cards each: 50,000 cards asked for by a post of under 5 KB.
      const body = new FormData();
      body.append("blocks.$n", "100");
      for (let i = 0; i < 100; i++) {
        body.append(`blocks.${i}.type`, "cards");
        body.append(`blocks.${i}.cards.$n`, "500");
      }
      for (const [name, value] of Object.entries(extra)) body.append(name, value);
      const { result, ms } = await cpuTimeOf(() =>
        callAction(editorRoute, post(`/admin/pages${LIBRARY}`, body, { cookie: admin })),
      );
      expect(statusOf(result)).toBe(400);
      const answer = dataOf<{ node?: FieldNode; formError?: string }>(result);
      expect(answer.node).toBeUndefined();
      expect(answer.formError).toMatch(/more fields than a page can hold.*Nothing is saved/);
      expect(JSON.stringify(answer).length).toBeLessThan(1000);
      // A guard against a blow-up (it took seconds and 128 MB), not a benchmark.
      expect(ms).toBeLessThan(1000);
    }
    expect(await draftOf()).toBe(before);
  });

  it("adds and removes list items without saving", async () => {
    const { node } = await open(LIBRARY);
    const added = await callAction(
      editorRoute,
      post(`/admin/pages${LIBRARY}`, form(node, {}, { _op: "add:blocks.0.facts" }), { cookie: admin }),
    );
    expect(statusOf(added)).toBe(200);
    expect(JSON.stringify(dataOf(added))).toContain('"name":"blocks.0.facts.3.value"');
    expect((await open(LIBRARY)).hasDraft).toBe(false);
  });

  it("answers any edit with a saved draft equal to what was posted, or field messages — never a 500", async () => {
    const pages = [...contentPages.values()].filter((p) => p.path.startsWith("/vidhyapeeth/"));
    const loaded = new Map<string, FieldNode>();
    for (const page of pages) loaded.set(page.path, (await open(page.path)).node);
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("", "   ", "x".repeat(5000), "javascript:alert(1)", "not a url", "25:99", "<b>hi</b>"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages.map((p) => p.path)),
        fc.nat(),
        text,
        async (path, pick, value) => {
          const node = loaded.get(path) as FieldNode;
          const names = postedFields(node)
            .map(([name]) => name)
            .filter((name) => !name.endsWith("$n") && !name.endsWith("$variant") && !name.endsWith(".type"));
          const name = names[pick % names.length] as string;
          const result = await callAction(
            editorRoute,
            post(`/admin/pages${path}`, form(node, { [name]: value }, { intent: "draft" }), {
              cookie: admin,
            }),
          );
          const status = statusOf(result);
          if (status === 400) {
            expect(JSON.stringify(dataOf(result))).toMatch(/"(error|altError)":"[^"]+"/);
            return;
          }
          expect(locationOf(result)).toContain("done=saved");
          const row = await db()
            .selectFrom("pages")
            .select("draft")
            .where("path", "=", path)
            .executeTakeFirstOrThrow();
          const stored = pageSchema.parse(JSON.parse(String(row.draft)));
          const body = new FormData();
          for (const [n, v] of postedFields(node)) body.append(n, n === name ? value : v);
          const { readValue } = await import("~/lib/forms/schema-form.server");
          expect(stored).toEqual(pageSchema.parse({ ...(readValue(pageSchema, body, "") as object), path }));
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe("the preview route", () => {
  it("says which page it previews and is staff-only by its own middleware", async () => {
    expect(previewRoute.middleware).toHaveLength(1);
    const unknown = await callLoader(previewRoute, get("/admin/preview/no-such-page", { cookie: admin }));
    expect(statusOf(unknown)).toBe(404);
    expect(headerOf(unknown, "Cache-Control")).not.toBe("public");
  });
});
