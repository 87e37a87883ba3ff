import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { albums } from "~/lib/gallery/albums.server";
import { closeDb, type DB, now } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { get, loaderData, signIn } from "../../../tests/support/routes";
import * as root from "../../root";
import * as previewRoute from "../admin/pages/preview";
import { loadSectioned } from "./sectioned-pages.server";

/**
 * The pages whose list is kept in a store of its own read that list in their one load
 * (`./listing-pages.server.ts`), so the public page and the staff preview of a draft show the same
 * albums, notices and videos: what is published, of the page's school. On SQLite and PostgreSQL.
 */

/** The preview route's component with its loader's data, as React Router gives it. */
function PreviewPage() {
  const Component = previewRoute.default as unknown as React.ComponentType<{ loaderData: unknown }>;
  return <Component loaderData={useLoaderData()} />;
}

/** The `<main>` of the staff preview of `path` (the page below the preview's note and header), as `cookie` sees it. */
async function previewMain(path: string, cookie: string): Promise<string> {
  const data = await loaderData(previewRoute, get(`/admin/preview${path}`, { cookie }));
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path: "/admin/preview/*", element: <PreviewPage /> }] }],
    {
      initialEntries: [`/admin/preview${path}`],
      hydrationData: { loaderData: { root: await loaderData(root, get("/")), page: data } },
    },
  );
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** The titles of a gallery load's albums. */
const albumTitles = async (path: "/gallery" | "/vidhyashram/gallery" | "/vidhyapeeth/gallery") =>
  (await loadSectioned(path, { context: {} })).data.albums.map((album) => album.title);

describe.each(testDatabases())("the lists of the listing pages ($name)", (target) => {
  let database: DB;
  let cookie = "";

  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    await syncPageDefaults([...editables.values()].map((e) => ({ path: e.path, value: e.shipped })));
    cookie = await signIn(`listing-editor-${target.name}`, { role: "admin" });
    // A photo album is published once it has photos; these stand for two, one published and one not.
    const created_at = now();
    await database
      .insertInto("albums")
      .values([
        {
          title: "Sports day at Vidhyashram",
          link: "",
          thumbnail: null,
          audience: "vidhyashram",
          kind: "photo",
          status: "published",
          date: "2026-11-14",
          cover_photo_id: null,
          created_at,
          updated_at: created_at,
        },
        {
          title: "Annual day, still a draft",
          link: "",
          thumbnail: null,
          audience: "group",
          kind: "photo",
          status: "draft",
          date: "2026-11-20",
          cover_photo_id: null,
          created_at,
          updated_at: created_at,
        },
      ])
      .execute();
    await albums.create({
      title: "Science fair photos",
      link: "https://photos.example.com/science-fair",
      thumbnail: null,
      audience: "group",
    });
    await notifications.create({
      title: "School closed on Monday",
      description: "",
      date: "2026-11-27",
      audience: "vidhyapeeth",
    });
    await mediaItems.create({ title: "Annual day highlights", youtube_id: "aBcDeFgHiJ0", audience: "group" });
  });

  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  it("the gallery's load returns the published albums, a school's gallery its own and the group's", async () => {
    expect((await loadSectioned("/gallery", { context: {} })).view).toBe("gallery");
    expect(await albumTitles("/gallery")).toEqual(["Sports day at Vidhyashram", "Science fair photos"]);
    expect(await albumTitles("/vidhyashram/gallery")).toEqual([
      "Sports day at Vidhyashram",
      "Science fair photos",
    ]);
    expect(await albumTitles("/vidhyapeeth/gallery")).toEqual(["Science fair photos"]);
  });

  it("the notice board's load returns the notices, and one school's only when the board is filtered", async () => {
    const board = await loadSectioned("/notifications", { context: {} });
    expect(board.view).toBe("notice-board");
    expect(board.data.notices.map((n) => n.title)).toEqual(["School closed on Monday"]);
    expect(board.data.media.map((m) => m.title)).toEqual(["Annual day highlights"]);
    const vidhyashram = await loadSectioned("/notifications", { context: {}, school: "vidhyashram" });
    expect(vidhyashram.data.notices).toEqual([]);
    expect(vidhyashram.data.school).toBe("vidhyashram");
  });

  it("the media library's load returns the videos", async () => {
    const videos = await loadSectioned("/videos", { context: {} });
    expect(videos.view).toBe("videos");
    expect(videos.data.videos).toEqual([
      { id: expect.any(Number), title: "Annual day highlights", youtubeId: "aBcDeFgHiJ0" },
    ]);
  });

  it("the preview of a gallery shows its published albums under the draft's words", async () => {
    const html = await previewMain("/vidhyashram/gallery", cookie);
    expect(html).toContain("Sports day at Vidhyashram");
    expect(html).toContain("Science fair photos");
    expect(html).not.toContain("Annual day, still a draft");
  });

  it("the preview of the notice board shows its notices and videos", async () => {
    const html = await previewMain("/notifications", cookie);
    expect(html).toContain("School closed on Monday");
    expect(html).toContain("Annual day highlights");
    expect(html).not.toContain("No notifications available.");
    expect(html).not.toContain("No media items available.");
  });
});
