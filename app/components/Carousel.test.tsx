import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel, SWIPE_THRESHOLD_PX, swipeDirection } from "./Carousel";

describe("swipeDirection (spec 9: swipe threshold 40 px)", () => {
  it("moves on from 40 px sideways: left is the next slide, right the previous", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    expect(swipeDirection(-40, 0)).toBe(1);
    expect(swipeDirection(40, 5)).toBe(-1);
    expect(swipeDirection(-120, 30)).toBe(1);
  });

  it("does not move for a shorter drag or for a mostly vertical one (scrolling the page)", () => {
    expect(swipeDirection(-39, 0)).toBe(0);
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(-50, 60)).toBe(0);
    expect(swipeDirection(45, -45)).toBe(0);
  });
});

describe("the carousel in the server's HTML (no script on the page needed to read it)", () => {
  const slides = ["Lab", "Library", "Ground"].map((name, index) => ({
    key: name,
    label: `${index + 1} of 3: ${name}`,
    content: <p>{name}</p>,
  }));
  const html = renderToStaticMarkup(<Carousel label="Campus" slides={slides} autoplayMs={3000} dots />);

  it("is a native scroller with every slide, reachable by keyboard", () => {
    expect(html).toMatch(/<section aria-roledescription="carousel" aria-label="Campus"/);
    expect(html).toMatch(/data-carousel-viewport="" tabindex="0" class="carousel-viewport snap-x/);
    for (const name of ["Lab", "Library", "Ground"]) expect(html).toContain(`<p>${name}</p>`);
  });

  it("carries its options for the behaviour and loads the behaviour's script", () => {
    expect(html).toMatch(/data-behaviour="carousel" data-autoplay="3000" data-speed="500" data-loop=""/);
    expect(html).toMatch(/<script type="module" async="" src="\/app\/behaviours\/carousel.ts"><\/script>/);
  });

  it("has Previous, Next, dots and Pause, hidden until the behaviour starts", () => {
    expect(html).toMatch(
      /<button type="button" hidden="" data-carousel-prev=""[^>]*aria-label="Previous slide"/,
    );
    expect(html).toMatch(/<button type="button" hidden="" data-carousel-next=""[^>]*aria-label="Next slide"/);
    expect(html).toMatch(/<div data-carousel-dots="" hidden=""/);
    expect(html.match(/aria-label="Go to slide \d"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-label="Go to slide 1" aria-current="true"/);
    expect(html).toMatch(
      /<button type="button" hidden="" data-carousel-pause=""[^>]*aria-label="Pause slide show"/,
    );
  });

  it("has no Pause button and no autoplay option when it does not move by itself", () => {
    const still = renderToStaticMarkup(<Carousel label="Still" slides={slides} autoplayMs={false} />);
    expect(still).not.toContain("data-autoplay");
    expect(still).not.toContain("data-carousel-pause");
  });

  it("has neither buttons nor script for a single slide", () => {
    const one = renderToStaticMarkup(<Carousel label="One" slides={slides.slice(0, 1)} />);
    expect(one).not.toContain("<button");
    expect(one).not.toContain("<script");
  });
});
