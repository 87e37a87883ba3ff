import type { MediaImage } from "../media";

/**
 * The images of the Vidhyashram pages (DESIGN ruling 12), joined into `content/media.ts`'s list. For each,
 * `npm run media:placeholders` draws placeholder files; the school's own photos replace them under the
 * same names (docs/media.md).
 */
const img = (
  name: string,
  width: number,
  height: number,
  caption: string,
  kind: MediaImage["kind"],
): MediaImage => ({ name, width, height, caption, kind });

export const vidhyashramImages: MediaImage[] = [];
