import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPerson, syncPeopleDefaults } from "~/lib/content-store/people.server";
import { getDocument } from "~/lib/documents/documents.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { albumPath, createPhotoAlbum, setAlbumStatus } from "~/lib/gallery/albums.server";
import { saveAltTexts } from "~/lib/gallery/photos.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { closeDb, type DB, now } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { noticePath } from "~/lib/published/paths";
import { people as shippedList, shippedPeople } from "~content/people";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { drawnText } from "../../../tests/support/drawn-form";
import {
  callAction,
  get,
  loadContext,
  loaderData,
  locationOf,
  post,
  SITE,
  signIn,
  siteServerBuild,
  statusOf,
} from "../../../tests/support/routes";
import * as documentRoute from "./documents/document";
import * as peopleRoute from "./people/people";
import * as picturesRoute from "./pictures/pictures";

/**
 * The Tamil of records kept as columns (decision 0032, migration 0026), as a clerk writes it and a
 * parent reads it: a person's post on the People screen, a document's title on its details form and a
 * picture's default description on the Pictures screen each have "In Tamil" beside them, are saved,
 * and are drawn again filled in; the committee page, a notice's circular and an album's photos show
 * the Tamil on `/ta` and the English on the English page; a changed shipped default leaves the office's Tamil alone. On
 * SQLite and PostgreSQL.
 */

/** The drawn form's fields with `changes` typed over them, as the browser posts them (URL-encoded). */
function typedInto(node: FieldNode, changes: Record<string, string>): Record<string, string> {
  return { ...Object.fromEntries(postedFields(node)), ...changes };
}

/** The page's `<main>` only: the ticker above it shows current notices on every page. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

describe.each(testDatabases())("records kept as columns, in Tamil and English ($name)", (target) => {
  let database: DB;
  let cookie = "";
  let page: (path: string) => Promise<string>;
  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    await prepareDatabase(database, () => undefined);
    cookie = await signIn(`tamil-stores-${target.name}`);
    const request = createRequestHandler(await siteServerBuild(), "production");
    page = async (path) => (await request(new Request(new URL(path, SITE)), await loadContext())).text();
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  it("a person's post: written beside the English, kept, on the Tamil committee page only, and kept by start-up", async () => {
    // A member whose committee role differs from their post: the post is the line below the name.
    const id = "r-karthik";
    const english = shippedPeople.get(id)?.post as string;
    const committee = "/vidhyapeeth/aboutus/smdc";
    expect(await page(committee)).toContain(english);

    const editForm = async () => {
      const screen = await loaderData(peopleRoute, get(`/admin/people?dialog=edit&id=${id}`, { cookie }));
      if (!screen.dialog?.node) throw new Error("the edit dialog has no form");
      return screen.dialog.node;
    };
    const node = await editForm();
    expect(drawnText(node, "post").tamil).toMatchObject({ name: "post@ta", value: "", state: "missing" });
    expect(drawnText(node, "name").tamil).toMatchObject({ name: "name@ta", value: "" });

    const tamil = `முதுநிலை ஆசிரியர் ${target.name}`;
    const form = typedInto(node, { intent: "update", id, "post@ta": tamil });
    const saved = await callAction(peopleRoute, post("/admin/people", form, { cookie }));
    expect(locationOf(saved)).toMatch(/done=saved/);
    expect(await getPerson(id, database)).toMatchObject({
      post: english,
      "post@ta": { text: tamil, for: english },
    });
    expect(drawnText(await editForm(), "post").tamil).toMatchObject({ value: tamil, state: "current" });
    const audited = await database
      .selectFrom("audit_log")
      .select("summary")
      .where("entity", "=", "people")
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(audited?.summary).toContain("(changed: post in Tamil)");

    const tamilPage = mainOf(await page(`/ta${committee}`));
    expect(tamilPage).toContain(tamil);
    expect(tamilPage).not.toContain(`>${english}<`);
    const englishPage = mainOf(await page(committee));
    expect(englishPage).toContain(english);
    expect(englishPage).not.toContain(tamil);

    // A release that changes this person's default keeps the office's edit, Tamil and all.
    const changedDefaults = shippedList.map((person) =>
      person.id === id ? { ...person, post: "Changed in a release" } : person,
    );
    const sync = await syncPeopleDefaults(changedDefaults, database);
    expect(sync.kept).toContain(id);
    expect(await getPerson(id, database)).toMatchObject({ post: english, "post@ta": { text: tamil } });
  });

  it("a document's title: written beside the English, kept, and the circular's link in Tamil on /ta only", async () => {
    const at = now();
    const english = `Circular on the rain holiday ${target.name}`;
    const { id } = await database
      .insertInto("documents")
      .values({
        path: `/documents/vidhyapeeth/rain-holiday-${target.name}.pdf`,
        title: english,
        category: "circulars",
        audience: "vidhyapeeth",
        size: 245_760,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const notice = await notifications.create(
      {
        title: `School closed tomorrow ${target.name}`,
        description: "Classes resume on Wednesday.",
        date: "2026-12-01",
        audience: "vidhyapeeth",
        document_id: id,
      },
      database,
    );

    const detailsForm = async () =>
      (await loaderData(documentRoute, get(`/admin/documents/${id}`, { cookie }))).detailsForm;
    const node = await detailsForm();
    expect(drawnText(node, "title").tamil).toMatchObject({ name: "title@ta", value: "", state: "missing" });

    const tamil = `மழை விடுமுறை சுற்றறிக்கை ${target.name}`;
    const saved = await callAction(
      documentRoute,
      post(`/admin/documents/${id}`, typedInto(node, { intent: "details", "title@ta": tamil }), { cookie }),
    );
    expect(statusOf(saved)).toBe(302);
    expect(await getDocument(id, database)).toMatchObject({
      title: english,
      "title@ta": { text: tamil, for: english },
    });
    expect(drawnText(await detailsForm(), "title").tamil).toMatchObject({ value: tamil, state: "current" });

    const path = noticePath("notification", notice.id, notice.title);
    const tamilPage = mainOf(await page(`/ta${path}`));
    expect(tamilPage).toContain(tamil);
    expect(tamilPage).not.toContain(english);
    const englishPage = mainOf(await page(path));
    expect(englishPage).toContain(english);
    expect(englishPage).not.toContain(tamil);
  });

  it("a picture's default description: written beside the English, kept, and drawn again filled in", async () => {
    const at = now();
    const { id } = await database
      .insertInto("site_images")
      .values({
        file_key: `pictures/tamil-${target.name}`,
        width: 800,
        height: 600,
        alt: "The school hall",
        original_name: "hall.jpg",
        uploaded_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const formOf = async () => {
      const screen = await loaderData(picturesRoute, get("/admin/pictures", { cookie }));
      const picture = screen.pictures.find((listed) => listed.id === id);
      if (!picture) throw new Error("the picture is not listed");
      return picture.form;
    };
    const node = await formOf();
    expect(drawnText(node, "alt").tamil).toMatchObject({ name: "alt@ta", value: "", state: "missing" });

    const tamil = "பள்ளி அரங்கம்";
    const saved = await callAction(
      picturesRoute,
      post("/admin/pictures", typedInto(node, { id: String(id), "alt@ta": tamil }), { cookie }),
    );
    expect(statusOf(saved)).toBe(302);
    expect(drawnText(await formOf(), "alt").tamil).toMatchObject({
      value: tamil,
      for: "The school hall",
      state: "current",
    });
  });

  it("an album photo's description: shown in Tamil on the /ta album page only", async () => {
    const album = await createPhotoAlbum(
      { title: `Sports day ${target.name}`, date: "2026-01-20", audience: "group", description: "" },
      database,
    );
    const { id } = await database
      .insertInto("photos")
      .values({
        album_id: album.id,
        file_key: `photos/tamil-${target.name}`,
        width: 800,
        height: 600,
        alt: "",
        position: 0,
        created_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const english = `Runners at the finishing line ${target.name}`;
    const tamil = `முடிவுக் கோட்டில் ஓட்டப்பந்தய வீரர்கள் ${target.name}`;
    await saveAltTexts(
      album.id,
      new Map([[id, { alt: english, "alt@ta": { text: tamil, for: english } }]]),
      database,
    );
    expect(await setAlbumStatus(album.id, "published", database)).toEqual({ ok: true });

    const path = albumPath(album);
    const tamilPage = mainOf(await page(`/ta${path}`));
    expect(tamilPage).toContain(`alt="${tamil}"`);
    expect(tamilPage).not.toContain(english);
    const englishPage = mainOf(await page(path));
    expect(englishPage).toContain(`alt="${english}"`);
    expect(englishPage).not.toContain(tamil);
  });
});
