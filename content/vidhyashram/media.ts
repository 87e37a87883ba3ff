import type { MediaImage } from "../schemas/media";

/**
 * The images of the Vidhyashram pages (architecture ruling 12), joined into `content/media.ts`'s list. For each,
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

export const vidhyashramImages: MediaImage[] = [
  // About us and facilities (spec 2.3)
  img("vidhyashram-campus", 1200, 800, "Vidhyashram campus", "building"),
  img("vidhyashram-classroom-block", 800, 600, "Classroom block", "building"),
  img("vidhyashram-library-reading", 800, 600, "Library reading hall", "classroom"),
  img("vidhyashram-library-stacks", 800, 600, "Library book stacks", "classroom"),
  img("vidhyashram-lab-physics", 800, 600, "Physics lab", "lab"),
  img("vidhyashram-lab-chemistry", 800, 600, "Chemistry lab", "lab"),
  img("vidhyashram-lab-biology", 800, 600, "Biology lab", "lab"),
  img("vidhyashram-lab-computer", 800, 600, "Computer lab", "lab"),
  img("vidhyashram-lab-maths", 800, 600, "Mathematics lab", "lab"),
  img("vidhyashram-badminton", 800, 600, "Badminton court", "sports"),
  img("vidhyashram-smartboard-1", 800, 600, "Smart board lesson", "classroom"),
  img("vidhyashram-smartboard-2", 800, 600, "Smart board quiz", "classroom"),
  img("vidhyashram-ground-1", 800, 600, "School ground", "sports"),
  img("vidhyashram-ground-2", 800, 600, "Sports Day on the ground", "sports"),
  img("vidhyashram-bus", 800, 600, "School buses", "building"),
  // Community services (spec 2.3)
  img("vidhyashram-scouts-1", 800, 600, "Cubs and Bulbuls", "nature"),
  img("vidhyashram-scouts-2", 800, 600, "Scouts and Guides camp", "nature"),
  img("vidhyashram-karuna-1", 800, 600, "Karuna Club drive", "event"),
  img("vidhyashram-karuna-2", 800, 600, "Karuna Club visit", "event"),
  img("vidhyashram-eco-1", 800, 600, "Eco Club planting", "nature"),
  img("vidhyashram-eco-2", 800, 600, "Eco Club garden", "nature"),
];
