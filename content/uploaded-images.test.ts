import { describe, expect, it } from "vitest";
import { z } from "zod";
import { image, imageFiles } from "./media";
import { imageName, pictureSchema } from "./schemas/common";
import { parseUploadRef, uploadedWidths, uploadRef } from "./uploaded-images";

const KEY = "pictures/0123456789abcdef01234567";
const REF = `upload/${KEY}/1280x853`;

describe("references to uploaded pictures", () => {
  it("carry the storage key and the size, and read back", () => {
    expect(uploadRef({ fileKey: KEY, width: 1280, height: 853 })).toBe(REF);
    expect(parseUploadRef(REF)).toEqual({ fileKey: KEY, width: 1280, height: 853 });
  });

  it("refuse anything the pipeline cannot have stored", () => {
    for (const bad of [
      "home-banner-1",
      `upload/${KEY}`,
      `upload/${KEY}/1280x`,
      `upload/${KEY}/0x10`,
      `upload/${KEY}/1600x900`, // wider than the largest variant
      "upload/photos/0123456789abcdef01234567/640x480", // an album photo, not a site picture
      "upload/pictures/../../etc/passwd/640x480",
      `upload/${KEY.toUpperCase()}/640x480`,
      ` ${REF}`,
    ]) {
      expect(parseUploadRef(bad), bad).toBeNull();
    }
  });

  it("name the stored widths: 320, 640 and 1280, never more than the picture's own", () => {
    expect(uploadedWidths(1280)).toEqual([320, 640, 1280]);
    expect(uploadedWidths(700)).toEqual([320, 640, 700]);
    expect(uploadedWidths(200)).toEqual([200]);
  });

  it("are drawn by `image` and `imageFiles` from the upload storage", () => {
    expect(image(REF)).toMatchObject({ name: REF, width: 1280, height: 853 });
    const files = imageFiles(REF);
    expect(files?.widths).toEqual([320, 640, 1280]);
    expect(files?.url(640, "avif")).toBe(`/uploads/${KEY}-640.avif`);
    expect(imageFiles("home-banner-1")?.url(480, "webp")).toBe("/media/home-banner-1-480.webp");
    expect(imageFiles("no-such-picture")).toBeNull();
  });
});

describe("the picture schema", () => {
  it("accepts a shipped image's name and a valid upload reference", () => {
    expect(imageName.parse("home-banner-1")).toBe("home-banner-1");
    expect(imageName.parse(REF)).toBe(REF);
    expect(pictureSchema.parse({ image: REF, alt: "Pupils at the science fair" })).toEqual({
      image: REF,
      alt: "Pupils at the science fair",
    });
  });

  it("refuses any other value with a message", () => {
    const unknown = imageName.safeParse("home-banner-99");
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe("Not an image in content/media.ts or an uploaded picture");
    const broken = imageName.safeParse(`upload/${KEY}/1280`);
    expect(broken.error?.issues[0]?.message).toBe(
      "Not a reference to an uploaded picture: choose the picture again",
    );
    expect(pictureSchema.safeParse({ image: REF, alt: " " }).success).toBe(false);
  });

  it("is drawn by the page editor as an image field", () => {
    expect(z.globalRegistry.get(imageName)).toMatchObject({ widget: "image" });
    expect(z.globalRegistry.get(pictureSchema.shape.image)).toMatchObject({ widget: "image" });
  });
});
