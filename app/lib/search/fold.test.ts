import { describe, expect, it } from "vitest";
import { foldTamil, hasTamil } from "./fold";

/** True when the two spellings fold to the same key. */
const same = (a: string, b: string) => foldTamil(a) === foldTamil(b);

describe("foldTamil", () => {
  it("makes the misspellings parents type the same word as the right spelling", () => {
    // ள for ல (and the vowel sign's length), ற for ர, ண for ன, one consonant for a doubled one.
    expect(same("பள்ளி", "பல்லி")).toBe(true);
    expect(same("அறிவிப்பு", "அரிவிப்பு")).toBe(true);
    expect(same("கட்டணம்", "கட்டனம்")).toBe(true);
    expect(same("சேர்க்கை", "சேர்கை")).toBe(true);
    expect(same("பேருந்து", "பெருந்து")).toBe(true);
    expect(same("தமிழ்", "தமில்")).toBe(true);
    expect(same("விழா", "விளா")).toBe(true);
  });

  it("writes the long independent vowels as the short, and ஐ and ஔ as அ (அய், அவ்)", () => {
    expect(foldTamil("ஆ ஈ ஊ ஏ ஓ ஐ ஔ")).toBe("அ இ உ எ ஒ அ அ");
    expect(same("ஐயா", "அய்யா")).toBe(true);
    expect(same("ஔவை", "அவ்வை")).toBe(true);
    expect(same("ஏழு", "எழு")).toBe(true);
  });

  it("writes the Grantha letters ஜ, ஷ, ஸ as ச", () => {
    expect(same("ஜனவரி", "சனவரி")).toBe(true);
    expect(same("விஷயம்", "விசயம்")).toBe(true);
    expect(same("ஸ்ரீ", "சிரீ")).toBe(true);
  });

  it("keeps words apart that differ in more than sound-alike letters", () => {
    expect(same("பள்ளி", "கல்வி")).toBe(false);
    expect(same("கட்டணம்", "கட்டடம்")).toBe(false);
    expect(same("அறிவிப்பு", "இறப்பு")).toBe(false);
  });

  it("gives the same key for a text typed with decomposed vowel signs (NFC first)", () => {
    // ொ typed as ெ + ா.
    expect(foldTamil("கொடி".normalize("NFD"))).toBe(foldTamil("கொடி"));
  });

  it("leaves everything that is not Tamil as it is, spaces and punctuation included", () => {
    expect(foldTamil("Annual Day, 2026: fees")).toBe("Annual Day, 2026: fees");
    expect(foldTamil("school bus")).toBe("school bus");
    expect(foldTamil("பள்ளி bus, 2026")).toBe("பல bus, 2026");
    expect(foldTamil("")).toBe("");
  });

  it("tells text with Tamil letters from text without", () => {
    expect(hasTamil("fees பள்ளி")).toBe(true);
    expect(hasTamil("fees école")).toBe(false);
  });
});
