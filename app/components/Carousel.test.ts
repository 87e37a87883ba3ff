import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeDirection } from "./Carousel";

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
