import { catalogue } from "./catalogue";

/**
 * The words of every public page's frame: the skip link and the link to the same page in the other
 * language. (Each area of the site has its catalogue beside this one.)
 */
export const chromeWords = catalogue(
  {
    skipToContent: "Skip to content",
    /** The link to this page in the other language: its name is that language's own ("தமிழ்"). */
    otherLanguage: "Read this page in Tamil",
  },
  {
    skipToContent: "உள்ளடக்கத்துக்குச் செல்க",
    otherLanguage: "இந்தப் பக்கத்தை ஆங்கிலத்தில் படிக்க",
  },
);
