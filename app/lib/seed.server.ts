import { site } from "~content/site";
import { albums } from "./albums.server";
import { announcements } from "./announcements.server";
import type { DB } from "./db.server";
import { mediaItems } from "./media.server";
import { notifications } from "./notifications.server";

/**
 * SAMPLE DATA. A new database gets these few notices, announcements, videos and albums so that someone
 * trying the site sees it alive (issue 2). They are examples, not school facts: the office deletes or
 * edits them in the admin area, and `SEED_SAMPLE_DATA=false` skips them for a real installation. The
 * video ids and album links are placeholders in the right format, not real school media.
 */

/** `YYYY-MM-DD` of `days` from today (negative: in the past), so samples always look current. */
function dayOffset(days: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export const SAMPLE_NOTIFICATIONS = [
  {
    title: "Parent-Teacher Meeting",
    description:
      "Half-yearly report cards will be handed over to parents on Saturday between 9:00 AM and 12:30 PM.",
    date: dayOffset(-2),
    audience: "group",
  },
  {
    title: "Winter uniform",
    description: "Students may wear the school sweater or blazer from 1 December.",
    date: dayOffset(-5),
    audience: "group",
  },
  {
    title: "Annual Sports Day practice",
    description: "House-wise practice for Classes VI to XII after school hours until 4:30 PM this week.",
    date: dayOffset(-7),
    audience: "vidhyashram",
  },
  {
    title: "Tamil Elocution Competition",
    description: "Names of participants from Classes III to VIII to be given to class teachers by Friday.",
    date: dayOffset(-9),
    audience: "vidhyapeeth",
  },
] as const;

export const SAMPLE_ANNOUNCEMENTS = [
  {
    title: `Admissions open for ${site.admissionsYear}`,
    description:
      "Registration forms for Pre KG to Class XI are issued at the school office, 8:30 AM to 4:30 PM, Monday to Saturday.",
    link: null,
    date: dayOffset(-1),
    audience: "group",
  },
  {
    title: "Annual Day celebrations",
    description: "Our Annual Day will be held in the school auditorium. Parents are warmly invited.",
    link: null,
    date: dayOffset(-4),
    audience: "group",
  },
  {
    title: "CBSE board examination date sheet",
    description: "The date sheet for the Class X and XII board examinations is on the CBSE website.",
    link: "https://www.cbse.gov.in/",
    date: dayOffset(-6),
    audience: "vidhyashram",
  },
] as const;

export const SAMPLE_MEDIA_ITEMS = [
  { title: "Annual Day highlights (sample video)", youtube_id: "aBcDeFgHiJ0", audience: "group" },
  { title: "Science exhibition walk-through (sample video)", youtube_id: "kLmNoPqRsT1", audience: "group" },
] as const;

export const SAMPLE_ALBUMS = [
  {
    title: "Independence Day celebrations (sample album)",
    link: "https://photos.example.com/albums/independence-day",
    thumbnail: null,
    audience: "group",
  },
  {
    title: "Vidhyashram Sports Day (sample album)",
    link: "https://photos.example.com/albums/vidhyashram-sports-day",
    thumbnail: null,
    audience: "vidhyashram",
  },
  {
    title: "Vidhyapeeth Eco Club planting drive (sample album)",
    link: "https://photos.example.com/albums/vidhyapeeth-eco-club",
    thumbnail: null,
    audience: "vidhyapeeth",
  },
] as const;

/** Inserts every sample row into `database`. Called once, right after the first migration. */
export async function seedSampleData(database: DB): Promise<void> {
  for (const row of SAMPLE_NOTIFICATIONS) await notifications.create(row, database);
  for (const row of SAMPLE_ANNOUNCEMENTS) await announcements.create(row, database);
  for (const row of SAMPLE_MEDIA_ITEMS) await mediaItems.create(row, database);
  for (const row of SAMPLE_ALBUMS) await albums.create(row, database);
}
