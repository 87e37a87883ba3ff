import type { MediaImage } from "../schemas/media";

/**
 * The images of the Vidhyapeeth pages (architecture ruling 12), joined into `content/media.ts`'s list. For each,
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

/** Card and photo-grid pictures: 800 x 600 (4:3), as the grids draw them. */
const card = (name: string, caption: string, kind: MediaImage["kind"]) => img(name, 800, 600, caption, kind);

export const vidhyapeethImages: MediaImage[] = [
  // About us (spec 2.4)
  card("vidhyapeeth-history", "Our story", "building"),
  // Facilities (spec 2.4): infrastructure (three images), labs (six), library, playground sports
  // (seven), badminton court, smart boards (four), transport
  card("vidhyapeeth-infra-campus", "Campus", "building"),
  card("vidhyapeeth-infra-classroom", "Classroom", "classroom"),
  card("vidhyapeeth-infra-corridor", "School block", "building"),
  card("vidhyapeeth-lab-physics", "Physics lab", "lab"),
  card("vidhyapeeth-lab-chemistry", "Chemistry lab", "lab"),
  card("vidhyapeeth-lab-computer", "Computer lab", "lab"),
  card("vidhyapeeth-lab-biology", "Biology lab", "lab"),
  card("vidhyapeeth-lab-math", "Math lab", "lab"),
  card("vidhyapeeth-lab-english", "English language lab", "lab"),
  card("vidhyapeeth-library", "Library", "classroom"),
  card("vidhyapeeth-sport-table-tennis", "Table Tennis", "sports"),
  card("vidhyapeeth-sport-basketball", "Basketball", "sports"),
  card("vidhyapeeth-sport-volleyball", "Volleyball", "sports"),
  card("vidhyapeeth-sport-football", "Football", "sports"),
  card("vidhyapeeth-sport-throwball", "Throwball", "sports"),
  card("vidhyapeeth-sport-skating", "Roller Skating", "sports"),
  card("vidhyapeeth-sport-cricket", "Cricket", "sports"),
  card("vidhyapeeth-badminton", "Badminton court", "sports"),
  ...[1, 2, 3, 4].map((n) => card(`vidhyapeeth-smartboard-${n}`, `Smart board ${n}`, "classroom")),
  card("vidhyapeeth-transport", "School bus", "building"),
  // Community services (spec 2.4): eco (five images), Karuna (six), scouts
  ...[1, 2, 3, 4, 5].map((n) => card(`vidhyapeeth-eco-${n}`, `Eco club ${n}`, "nature")),
  ...[1, 2, 3, 4, 5, 6].map((n) => card(`vidhyapeeth-karuna-${n}`, `Karuna club ${n}`, "event")),
  card("vidhyapeeth-scouts-cubs", "Cubs and Bulbuls", "event"),
  card("vidhyapeeth-scouts-guides", "Scouts and Guides", "event"),
  // Achievements (spec 2.4)
  card("vidhyapeeth-achievement-results", "Board results", "award"),
  card("vidhyapeeth-achievement-competitions", "Competitions", "award"),
  card("vidhyapeeth-achievement-arts", "Arts and culture", "event"),
];
