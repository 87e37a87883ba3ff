import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PictureChoice } from "~/lib/content-store/picture-choice";
import { ImageField } from "./ImageField";

const KEY = "pictures/0123456789abcdef01234567";
const REF = `upload/${KEY}/1280x853`;

/** The option of `value` in `html`, or null. */
function option(html: string, value: string): string | null {
  return (
    new RegExp(`<option value="${value.replace(/[/.]/g, "\\$&")}"[^>]*>[^<]*</option>`).exec(html)?.[0] ??
    null
  );
}

describe("ImageField before JavaScript", () => {
  it("posts the chosen picture and its alt text: a select of pictures and the alt input, as before", () => {
    const html = renderToStaticMarkup(
      <ImageField label="Banner" name="image" altName="alt" value="home-banner-2" alt="Annual Day" />,
    );
    expect(html).toMatch(/<select name="image"[^>]*>/);
    expect(option(html, "home-banner-2")).toContain("selected");
    expect(option(html, "home-banner-1")).not.toContain("selected");
    expect(html).toMatch(/<input[^>]*name="alt" value="Annual Day"/);
    expect(html).toContain("<legend");
  });

  it("keeps an uploaded picture chosen even when the list of uploads was not given", () => {
    const html = renderToStaticMarkup(
      <ImageField label="Banner" name="image" altName="alt" value={REF} alt="" />,
    );
    expect(option(html, REF)).toMatch(/selected="">Uploaded: Uploaded picture</);
  });

  it("lists the uploaded pictures it is given first, by their description", () => {
    const uploaded: PictureChoice = {
      value: REF,
      caption: "Pupils in the new library",
      alt: "Pupils in the new library",
      thumb: `/uploads/${KEY}-thumb.webp`,
      uploaded: true,
    };
    const html = renderToStaticMarkup(
      <ImageField
        label="Banner"
        name="picture"
        altName="picture-alt"
        value="home-banner-1"
        alt="x"
        pictures={[uploaded]}
        error="Choose a picture."
        altError="Say what it shows."
      />,
    );
    expect(html.indexOf(`value="${REF}"`)).toBeLessThan(html.indexOf('value="home-banner-1"'));
    expect(option(html, REF)).toContain(">Uploaded: Pupils in the new library<");
    expect(html).toContain("Choose a picture.");
    expect(html).toContain("Say what it shows.");
  });
});
