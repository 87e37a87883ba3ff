import type { MediaImage } from "../schemas/media";

/**
 * The images of the group pages (architecture ruling 12), joined into `content/media.ts`'s list. For each,
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

/** A 400 px square portrait of a member of the leadership or administration (sample people, ruling 11). */
const portrait = (name: string, caption: string) => img(name, 400, 400, caption, "portrait");

export const groupImages: MediaImage[] = [
  // /aboutus: the two schools
  img("group-about-vidhyashram", 800, 600, "Vidhyashram campus", "building"),
  img("group-about-vidhyapeeth", 800, 600, "Vidhyapeeth campus", "building"),
  // /why-choose (spec 2.2 "Why Choose page"); "Academics" reuses the home page's `why-academics`.
  img("group-why-curriculum", 800, 600, "Curriculum", "classroom"),
  img("group-why-iit", 800, 600, "IIT Exposure Program", "lab"),
  img("group-why-annual-day", 800, 600, "Annual Day", "event"),
  img("group-why-student-life", 800, 600, "Student's Life", "sports"),
  img("group-why-election", 800, 600, "Election Commission", "event"),
  // /srmjvteam, /careers: the leadership team
  portrait("group-team-chairman", "Chairman"),
  portrait("group-team-secretary", "Secretary"),
  portrait("group-team-correspondent", "Correspondent"),
  portrait("group-team-director-academics", "Director (Academics)"),
  portrait("group-team-director-administration", "Director (Administration)"),
  portrait("group-team-coordinator-vidhyashram", "Academic Coordinator"),
  portrait("group-team-coordinator-vidhyapeeth", "Academic Coordinator"),
  portrait("group-team-coordinator-primary", "Academic Coordinator"),
  // /administration
  portrait("group-admin-principal-vidhyashram", "Principal, Vidhyashram"),
  portrait("group-admin-principal-vidhyapeeth", "Principal, Vidhyapeeth"),
  portrait("group-admin-vp-vidhyashram", "Vice Principal, Vidhyashram"),
  portrait("group-admin-vp-vidhyapeeth", "Vice Principal, Vidhyapeeth"),
  portrait("group-admin-officer", "Administrative Officer"),
  portrait("group-admin-accounts", "Accounts Officer"),
  portrait("group-admin-transport", "Transport In-charge"),
  // /wearethankful
  portrait("group-founder-1", "Founder"),
  portrait("group-founder-2", "Co-founder"),
];
