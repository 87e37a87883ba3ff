import { expect, test } from "./fixtures";
import { axe, gotoInteractive, signedIn } from "./support";

/**
 * Site search as a parent meets it, without JavaScript: the header's box on a wide screen, the icon on
 * a phone, the results page with the matching words marked, and the page's accessibility. The words
 * searched for are the sample notices' (app/lib/ops/seed.server.ts), and a notice the office types in
 * Tamil, found by a misspelt word.
 */

test.use({ javaScriptEnabled: false });

test("without JavaScript a parent types in the header's search box and sees the notice, the word marked", async ({
  page,
}) => {
  await page.goto("/aboutus");
  const box = page.getByRole("search", { name: "Site search" });
  await box.getByLabel("Search the site").fill("sweater");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=sweater$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  // The index is rebuilt in the background when something was published (another test may have just
  // done so), and a search meanwhile answers from the last one: ask again until it is built.
  const counted = page.getByRole("heading", { name: "1 result for “sweater”" });
  await expect(async () => {
    if (!(await counted.isVisible())) await page.reload();
    await expect(counted).toBeVisible({ timeout: 1000 });
  }).toPass();
  const result = page.getByRole("main").getByRole("listitem").filter({ hasText: "Winter uniform" });
  await expect(result.locator("mark")).toHaveText("sweater");
  await expect(result).toContainText("Notice");
  await result.getByRole("link", { name: "Winter uniform" }).click();
  await expect(page).toHaveURL(/\/notices\/\d+-winter-uniform$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("on a phone the header's search icon opens the search page, whose form finds pages too", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto("/aboutus");
  await page.getByRole("link", { name: "Search the site" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByLabel("Words to search for").fill("bus routes");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=bus\+routes&school=$/);
  await expect(page.getByRole("link", { name: /Bus routes/ }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Nothing scrolls sideways on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test("“LKG fee” leads first to a page with the fees, “transfer certificate” to Admissions", async ({
  page,
}) => {
  for (const [words, first] of [
    ["LKG fee", /^\/(vidhyashram\/|vidhyapeeth\/)?fees$/],
    ["transfer certificate", /^\/admissions$/],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(words)}`);
    // As above: a search during a rebuild answers from the last index; ask again until it is built.
    const results = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(async () => {
      if ((await results.count()) === 0) await page.reload();
      expect(new URL((await results.first().getAttribute("href")) ?? "", page.url()).pathname).toMatch(first);
    }).toPass();
  }
});

test("the search page, its results and its messages have no accessibility violations", async ({
  browser,
}) => {
  // axe runs as a script in the page.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  for (const path of ["/search", "/search?q=annual+day", "/search?q=zzyzx", "/search?q=%22"]) {
    await gotoInteractive(page, path);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
  await page.goto("/search?q=%22");
  await expect(page.getByText("Type a word to search for, such as fees or bus.")).toBeVisible();
  await expect(page.getByLabel("Words to search for")).toHaveValue('"');
  await context.close();
});

test("a clerk types a notice's title in Tamil; a parent finds it by a misspelt word, on /ta/search in Tamil", async ({
  browser,
}) => {
  // A word of its own, so the notices of earlier runs are not found with it.
  const tag = `t${Date.now().toString(36)}`;
  const title = `பள்ளிச் சேர்க்கை அறிவிப்பு ${tag}`;
  const clerk = await browser.newContext({ javaScriptEnabled: true });
  const office = await clerk.newPage();
  await signedIn(office);
  await gotoInteractive(office, "/admin?dialog=add");
  const dialog = office.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date").fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(office.getByRole("status")).toHaveText("The notification was added.");
  await clerk.close();

  const parent = await browser.newContext({ javaScriptEnabled: false });
  const page = await parent.newPage();
  // சேர்கை for சேர்க்கை, அரிவிப்பு for அறிவிப்பு: found nowhere as typed.
  await page.goto(`/ta/search?q=${encodeURIComponent(`சேர்கை அரிவிப்பு ${tag}`)}`);
  const found = page.getByRole("main").getByRole("link", { name: title });
  // As above: a search during a rebuild answers from the last index; ask again until it is built.
  await expect(async () => {
    if (!(await found.isVisible())) await page.reload();
    await expect(found).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText("இதே போன்ற எழுத்துக்கூட்டல்களுக்கான முடிவுகள்")).toBeVisible();
  await expect(page.getByRole("main").locator("mark").first()).toHaveText("சேர்க்கை");
  await found.click();
  await expect(page).toHaveURL(/\/ta\/notices\/\d+-/);

  // The English page finds it too, by the word as written and by the misspelt one.
  await page.goto(`/search?q=${encodeURIComponent(`சேர்க்கை ${tag}`)}`);
  await expect(page.getByRole("heading", { name: `1 result for “சேர்க்கை ${tag}”` })).toBeVisible();
  await expect(page.getByText("Results for similar spellings")).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent(`சேர்கை ${tag}`)}`);
  await expect(page.getByText("Results for similar spellings")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: title })).toHaveAttribute(
    "href",
    /^\/notices\/\d+-/,
  );
  await parent.close();
});
