import { describe, expect, it } from "vitest";
import { parseYouTubeId, youTubeWatchUrl } from "./youtube";

describe("parseYouTubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://youtube.com/watch?feature=share&v=aBcDeFgHiJ0&t=30", "aBcDeFgHiJ0"],
    ["https://m.youtube.com/watch?v=aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://youtu.be/aBcDeFgHiJ0?si=xyz", "aBcDeFgHiJ0"],
    ["youtu.be/aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://www.youtube.com/shorts/aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://www.youtube.com/embed/aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0", "aBcDeFgHiJ0"],
    ["https://www.youtube.com/live/aBcDeFgHiJ0", "aBcDeFgHiJ0"],
  ])("reads the id of %s", (link, id) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    "",
    "not a link",
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://evil.example/watch?v=aBcDeFgHiJ0",
    "https://youtube.com.evil.example/watch?v=aBcDeFgHiJ0",
    "javascript:alert(1)//youtu.be/aBcDeFgHiJ0",
    "ftp://youtu.be/aBcDeFgHiJ0",
  ])("refuses %j", (link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });

  it("builds the watch URL back from the id", () => {
    expect(youTubeWatchUrl("aBcDeFgHiJ0")).toBe("https://www.youtube.com/watch?v=aBcDeFgHiJ0");
  });
});
