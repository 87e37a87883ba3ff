import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, holdClock, MOTION } from "./support";

// Motion is this file's subject: the pages move as for a visitor who has not asked for less.
test.use(MOTION);

// Several of these tests wait for carousels to settle or to advance by themselves.
test.describe.configure({ timeout: 60_000 });

/** The two school landing pages (spec 2.1 "Homepage variant", architecture ruling 1). */
const landingPages = ["/vidhyashram", "/vidhyapeeth"] as const;

function classroomCarousel(page: Page) {
  return page.getByRole("region", { name: "Classroom photos" });
}

/** Waits until Embla has taken over the carousel (its controls appear then). */
async function carouselReady(carousel: Locator) {
  await expect(carousel.locator(".carousel-viewport")).toHaveAttribute("data-ready", "true", {
    timeout: 15_000,
  });
}

/** One question of the FAQ: its `<details>` element. */
function faqItem(faq: Locator, question: string): Locator {
  return faq.locator("details").filter({ has: faq.page().locator("summary", { hasText: question }) });
}

/** The labels of the slides whose box lies fully inside the carousel's viewport, left to right. */
function fullyVisibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector(".carousel-viewport")?.getBoundingClientRect();
    if (!viewport) return [];
    return [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.getAttribute("aria-label") ?? "");
  });
}

for (const path of landingPages) {
  test.describe(path, () => {
    test("the classroom carousel shows 3 slides on wide screens, 2 on medium and 1 on phones", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const carousel = classroomCarousel(page);
      await carouselReady(carousel);
      await carousel.getByRole("button", { name: "Pause slide show" }).click();
      await expect.poll(async () => (await fullyVisibleSlides(carousel)).length, { timeout: 10_000 }).toBe(3);

      await page.setViewportSize({ width: 800, height: 900 });
      await expect.poll(async () => (await fullyVisibleSlides(carousel)).length, { timeout: 10_000 }).toBe(2);

      await page.setViewportSize({ width: 400, height: 800 });
      await expect.poll(async () => (await fullyVisibleSlides(carousel)).length, { timeout: 10_000 }).toBe(1);
    });

    test("the classroom carousel moves with its Next button and its dots", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const carousel = classroomCarousel(page);
      await carouselReady(carousel);
      // On a busy machine the first click can land while the slides' pictures still move the buttons
      // (the click then hits a slide): it is made again while the button still says Pause, and only then.
      const pause = carousel.getByRole("button", { name: "Pause slide show" });
      await expect(async () => {
        if (await pause.isVisible()) await pause.click();
        await expect(carousel.getByRole("button", { name: "Play slide show" })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();

      const dots = carousel.getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(9);
      await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect
        .poll(async () => (await fullyVisibleSlides(carousel))[0], { timeout: 10_000 })
        .toMatch(/^Slide 1 of 9: /);

      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect
        .poll(async () => (await fullyVisibleSlides(carousel))[0], { timeout: 10_000 })
        .toMatch(/^Slide 2 of 9: /);
      await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);

      await carousel.getByRole("button", { name: "Go to slide 5" }).click();
      await expect(carousel.getByRole("button", { name: "Go to slide 5" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect
        .poll(async () => (await fullyVisibleSlides(carousel))[0], { timeout: 10_000 })
        .toMatch(/^Slide 5 of 9: /);

      // It loops: Previous from the first slide goes to the last.
      await carousel.getByRole("button", { name: "Go to slide 1" }).click();
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect(carousel.getByRole("button", { name: "Go to slide 9" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });

    test("the classroom carousel advances by itself and stops while hovered or focused", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      // Its timers run on a clock the test moves once it has seen the first advance (`holdClock`).
      await page.clock.install();
      await page.goto(path);
      const carousel = classroomCarousel(page);
      await carouselReady(carousel);
      await page.mouse.move(0, 0);
      const current = carousel.locator('[aria-current="true"]');
      await expect(current).toHaveAccessibleName("Go to slide 2", { timeout: 10_000 });

      await carousel.locator(".carousel-viewport").hover();
      await holdClock(page);
      const hovered = await current.getAttribute("aria-label");
      await page.clock.runFor(3600);
      await expect(current).toHaveAttribute("aria-label", hovered ?? "");

      await page.mouse.move(0, 0);
      await page.clock.runFor(3000);
      await expect(current).not.toHaveAttribute("aria-label", hovered ?? "");

      await carousel.getByRole("button", { name: "Previous slide" }).focus();
      await page.keyboard.press("Tab");
      const focused = await current.getAttribute("aria-label");
      await page.clock.runFor(3600);
      await expect(current).toHaveAttribute("aria-label", focused ?? "");
    });

    test("the FAQ opens one answer at a time and closes the open one on a click", async ({ page }) => {
      await page.goto(path);
      const faq = page.getByRole("region", { name: "Frequently asked questions" });
      const apply = faqItem(faq, "How do I apply for admission?");
      const documents = faqItem(faq, "What documents are required?");
      await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(5);
      await expect(apply).not.toHaveAttribute("open");
      await expect(faq.getByText("Original Birth Certificate")).toBeHidden();

      await apply.locator("summary").click();
      await expect(apply).toHaveAttribute("open");
      await expect(faq.getByText("The office is open 8:30 AM to 4:30 PM, Monday to Saturday.")).toBeVisible();

      // By keyboard: the next question takes focus with Tab and opens with Enter, closing the first.
      await documents.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(documents).toHaveAttribute("open");
      await expect(apply).not.toHaveAttribute("open");
      await expect(faq.getByText(/Original Birth Certificate/)).toBeVisible();
      await expect(faq.getByText("The office is open 8:30 AM to 4:30 PM, Monday to Saturday.")).toBeHidden();

      await documents.locator("summary").click();
      await expect(documents).not.toHaveAttribute("open");
      await expect(faq.getByText(/Original Birth Certificate/)).toBeHidden();
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });

    test("the alumni grid shows six alumni and links to the alumni form in a new tab", async ({ page }) => {
      await page.goto(path);
      const alumni = page.getByRole("region", { name: "Our alumni" });
      await expect(alumni.getByRole("listitem")).toHaveCount(6);
      const link = alumni.getByRole("link", { name: /Alumni\? Register with us/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    });

    test("the page has one h1, the sections' h2s and the landing sections in order", async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
      const order = [
        /Inside our classrooms/,
        /^Why choose/,
        /Tiny Tots/,
        /Our alumni/,
        /Latest notices/,
        /Admissions/,
        /Frequently asked questions/,
      ].map((pattern) => h2s.findIndex((h) => pattern.test(h)));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The first picture of the top carousel is the page's main image.
      const hero = page
        .getByRole("region", { name: /highlights$/ })
        .locator("img")
        .first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
    });

    for (const width of [360, 1280]) {
      test(`has no accessibility violations at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
        await page.goto(path);
        await carouselReady(classroomCarousel(page));
        // Check an open answer too.
        const faq = page.getByRole("region", { name: "Frequently asked questions" });
        await faqItem(faq, "What is the admission procedure?").locator("summary").click();
        await expect(faq.getByText("Fill in the student's and parents' details.")).toBeVisible();
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
        await context.close();
      });
    }
  });
}

test("with reduced motion the carousels do not play and have no Pause button", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  await context.clock.install();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/vidhyashram");
  const carousel = classroomCarousel(page);
  await carouselReady(carousel);
  await page.mouse.move(0, 0);
  await expect(page.getByRole("button", { name: /Pause slide show|Play slide show/ })).toHaveCount(0);
  await holdClock(page);
  await page.clock.runFor(3600);
  await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await carousel.getByRole("button", { name: "Next slide" }).click();
  // The page's clock is held: the scroll to the next slide settles only as its time passes (a second,
  // well short of an autoplay's interval, which would show as slide 3).
  await page.clock.runFor(1000);
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every slide is reachable by scrolling and the FAQ answers open", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/vidhyapeeth");
    const carousel = classroomCarousel(page);
    const viewport = carousel.locator(".carousel-viewport");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    expect(await fullyVisibleSlides(carousel)).toHaveLength(1);
    const scroll = await viewport.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return { overflow: getComputedStyle(el).overflowX, left: el.scrollLeft };
    });
    expect(scroll.overflow).toBe("auto");
    expect(scroll.left).toBeGreaterThan(0);
    await expect
      .poll(async () => (await fullyVisibleSlides(carousel))[0], { timeout: 10_000 })
      .toMatch(/^Slide 9 of 9: /);

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.getByText(/Original Birth Certificate/)).toBeHidden();
    await faqItem(faq, "What documents are required?").locator("summary").click();
    await expect(faq.getByText(/Original Birth Certificate/)).toBeVisible();
    await faqItem(faq, "Where is Vidhyapeeth located?").locator("summary").click();
    await expect(faq.getByRole("link", { name: "Contact us and find the school" })).toHaveAttribute(
      "href",
      "/contactus",
    );
  });
});
