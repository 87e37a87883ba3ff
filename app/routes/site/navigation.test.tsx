import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MenuOverlay } from "~/components/chrome/MenuOverlay";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { hasPublicChrome, sectionOf } from "~/lib/site/sections";
import { get, loaderData } from "../../../tests/support/routes";
import * as root from "../../root";

/**
 * The menus and the footer are the office's (site settings group `navigation`): the header's links,
 * each section's full menu, the footer's columns, with a page named by its current title. The chrome
 * is drawn as the document draws it, from the root loader's data for the URL (the route harness): the
 * header and the footer, then the full menu drawn open, in place, so its lists are compared too.
 */

/** Whether the chrome's dialogs are drawn open (the full menu is drawn once, open). */
const dialogs = vi.hoisted(() => ({ open: false }));

vi.mock("~/components/chrome/useDialogTrigger", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/components/chrome/useDialogTrigger")>();
  return {
    ...actual,
    useDialogTrigger: () => ({ open: dialogs.open, setOpen() {}, show() {}, returnFocus() {} }),
  };
});

vi.mock("~/components/ui/LazyModal", () => ({
  preloadModal() {},
  LazyModal: ({ open, title, children }: { open: boolean; title: string; children: React.ReactNode }) =>
    open ? <section data-dialog={title}>{children}</section> : null,
}));

/** The HTML of `element` at `path`, with the root's loader data for `path`. */
async function draw(path: string, element: React.ReactNode): Promise<string> {
  const rootData = await loaderData(root, get(path));
  const router = createMemoryRouter([{ id: "root", path: "*", element }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The header (where the page has one) and the footer as the root draws them for `path`, then the full menu, open. */
async function chrome(path: string): Promise<string> {
  const section = sectionOf(path);
  const { ticker } = await loaderData(root, get(path));
  dialogs.open = false;
  const page = await draw(
    path,
    <>
      {hasPublicChrome(path).header && <Header section={section} notifications={ticker} />}
      <Footer section={section} />
    </>,
  );
  dialogs.open = true;
  const menu = await draw(path, <MenuOverlay />);
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
