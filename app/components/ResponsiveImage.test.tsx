import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, ResponsiveImage } from "./ResponsiveImage";

const KEY = "pictures/0123456789abcdef01234567";
const REF = `upload/${KEY}/1280x853`;

describe("ResponsiveImage", () => {
  it("draws an uploaded picture's reference from the upload storage: both srcsets, intrinsic size", () => {
    const html = renderToStaticMarkup(<ResponsiveImage name={REF} alt="The new library" sizes="50vw" />);
    expect(html).toContain(
      `<source type="image/avif" srcSet="/uploads/${KEY}-320.avif 320w, /uploads/${KEY}-640.avif 640w, /uploads/${KEY}-1280.avif 1280w" sizes="50vw"/>`,
    );
    expect(html).toContain(
      `srcSet="/uploads/${KEY}-320.webp 320w, /uploads/${KEY}-640.webp 640w, /uploads/${KEY}-1280.webp 1280w"`,
    );
    expect(html).toContain(`src="/uploads/${KEY}-1280.webp"`);
    expect(html).toContain('alt="The new library"');
    expect(html).toContain('width="1280" height="853"');
    expect(html).toContain('loading="lazy"');
  });

  it("a small upload has only the widths stored for it", () => {
    const ref = `upload/${KEY}/500x400`;
    expect(imageSrcSet(ref, "webp")).toBe(`/uploads/${KEY}-320.webp 320w, /uploads/${KEY}-500.webp 500w`);
    expect(imageUrl(ref)).toBe(`/uploads/${KEY}-500.webp`);
  });

  it("still draws a shipped image from /media as before", () => {
    const html = renderToStaticMarkup(<ResponsiveImage name="home-banner-1" alt="Admissions" priority />);
    expect(html).toBe(
      '<picture><source type="image/avif" srcSet="/media/home-banner-1-480.avif 480w, /media/home-banner-1-960.avif 960w, /media/home-banner-1-1200.avif 1200w" sizes="100vw"/><img src="/media/home-banner-1-960.webp" srcSet="/media/home-banner-1-480.webp 480w, /media/home-banner-1-960.webp 960w, /media/home-banner-1-1200.webp 1200w" sizes="100vw" alt="Admissions" width="1200" height="800" loading="eager" decoding="sync" fetchPriority="high"/></picture>',
    );
  });

  it("draws nothing, rather than failing the page, for a name that is no picture", () => {
    expect(renderToStaticMarkup(<ResponsiveImage name="upload/pictures/zz/1x1" alt="" />)).toBe("");
    expect(renderToStaticMarkup(<ResponsiveImage name="no-such-image" alt="" />)).toBe("");
  });
});
