import sharp from "sharp";
import { sampleEvents } from "~content/events";
import { createEvent } from "../events/events.server";
import { albums, createPhotoAlbum, setAlbumStatus } from "../gallery/albums.server";
import { saveAltTexts, uploadPhoto } from "../gallery/photos.server";
import type { DB } from "../platform/db.server";
import { writeJson } from "../platform/stored-json.server";
import { announcements } from "../published/announcements.server";
import { notifications } from "../published/notifications.server";
import { mediaItems } from "../published/videos.server";

/**
 * SAMPLE DATA. A new database gets these few notices, announcements, videos and albums so that someone
 * trying the site sees it alive. They are examples, not school facts: the office deletes or
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
    // A dated message names no fact the Site settings hold (the year, the hours): those change, and a
    // notice would then contradict the pages. The Admissions page says them as they stand.
    title: "Admissions are open",
    description:
      "Registration forms for Pre KG to Class XI are issued at each school office during its office hours. See the Admissions page for the age criteria.",
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

export const SAMPLE_LINK_ALBUMS = [
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

/**
 * One photo album of generated pictures, so the gallery shows an album of uploaded photos. The
 * pictures are drawn here (simple SVG scenes) and go through the real upload pipeline.
 */
export const SAMPLE_PHOTO_ALBUM = {
  kind: "photo",
  title: "Vidhyapeeth Science Fair (sample album)",
  audience: "vidhyapeeth",
  date: dayOffset(-12),
  description: "Sample pictures standing in for the school's own photos of its science fair.",
  photos: [
    {
      alt: "Sample picture: the school building under a morning sun",
      sky: ["#7cc6f2", "#d9f1ff"],
      ground: "#5aa55a",
    },
    {
      alt: "Sample picture: hills and trees beside the playground",
      sky: ["#f7b267", "#fde9c9"],
      ground: "#4c8c4a",
    },
    { alt: "Sample picture: the campus at dusk", sky: ["#3d3b8e", "#b8a9ff"], ground: "#2f5d50" },
    {
      alt: "Sample picture: a clear day over the science block",
      sky: ["#4fb0c6", "#e6fbff"],
      ground: "#7aa95c",
    },
  ],
} as const;

export const SAMPLE_ALBUMS = [...SAMPLE_LINK_ALBUMS, SAMPLE_PHOTO_ALBUM] as const;

/** A 1600 × 1200 sample scene: sky, sun, hills and a school building (no text: no fonts needed). */
function sampleScene(sky: readonly [string, string], ground: string, seed: number): Buffer {
  const sunX = 300 + seed * 330;
  const windows = Array.from({ length: 12 }, (_, i) => {
    const x = 560 + (i % 6) * 85;
    const y = 640 + Math.floor(i / 6) * 110;
    return `<rect x="${x}" y="${y}" width="50" height="60" rx="6" fill="#fdf6d8"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#s)"/>
  <circle cx="${sunX}" cy="260" r="110" fill="#ffd95a" opacity="0.95"/>
  <path d="M0 860 Q 300 640 620 820 T 1240 780 T 1600 800 V1200 H0Z" fill="${ground}" opacity="0.85"/>
  <rect x="520" y="560" width="560" height="400" fill="#b5523b"/>
  <path d="M500 570 L800 400 L1100 570Z" fill="#7a2f22"/>
  ${windows}
  <rect x="760" y="840" width="80" height="120" fill="#4a2a1c"/>
  <path d="M0 980 Q 500 900 900 1000 T 1600 960 V1200 H0Z" fill="${ground}"/>
  <circle cx="220" cy="900" r="70" fill="#2e6b34"/><rect x="210" y="940" width="20" height="90" fill="#5b3a1e"/>
  <circle cx="1380" cy="880" r="90" fill="#2e6b34"/><rect x="1368" y="930" width="24" height="110" fill="#5b3a1e"/>
</svg>`;
  return Buffer.from(svg);
}

/** Creates the sample photo album through the upload pipeline and publishes it. */
async function seedPhotoAlbum(database: DB): Promise<void> {
  const { photos, kind: _kind, ...details } = SAMPLE_PHOTO_ALBUM;
  const album = await createPhotoAlbum(details, database);
  try {
    const alts = new Map<number, string>();
    for (const [index, photo] of photos.entries()) {
      const png = await sharp(sampleScene(photo.sky, photo.ground, index))
        .png()
        .toBuffer();
      const row = await uploadPhoto(album.id, png, `sample-${index + 1}.png`, { database });
      alts.set(row.id, photo.alt);
    }
    await saveAltTexts(album.id, alts, database);
    await setAlbumStatus(album.id, "published", database);
  } catch (error) {
    console.error("The sample photo album could not be filled (it stays a draft):", error);
  }
}

/** The words of a sample that a Tamil page shows in Tamil. */
interface SampleWords {
  title: string;
  description: string;
  place?: string;
}

/**
 * The Tamil of the sample notices, announcements and events, by their English title (decision 0032:
 * a `/ta` page shows a record's Tamil in place of its English). The examinations the curriculum page
 * names have none: their titles are made from its table.
 */
export const SAMPLE_TAMIL: Readonly<Record<string, SampleWords>> = {
  "Parent-Teacher Meeting": {
    title: "பெற்றோர்-ஆசிரியர் சந்திப்பு",
    description: "அரையாண்டு மதிப்பெண் அட்டைகள் சனிக்கிழமை காலை 9:00 முதல் மதியம் 12:30 வரை பெற்றோரிடம் வழங்கப்படும்.",
  },
  "Winter uniform": {
    title: "குளிர்காலச் சீருடை",
    description: "டிசம்பர் 1 முதல் மாணவர்கள் பள்ளி ஸ்வெட்டர் அல்லது பிளேசர் அணியலாம்.",
  },
  "Annual Sports Day practice": {
    title: "ஆண்டு விளையாட்டு விழாப் பயிற்சி",
    description: "இந்த வாரம் பள்ளி நேரத்துக்குப் பிறகு மாலை 4:30 வரை VI முதல் XII வகுப்பு வரை இல்ல வாரியான பயிற்சி.",
  },
  "Tamil Elocution Competition": {
    title: "தமிழ்ப் பேச்சுப் போட்டி",
    description: "III முதல் VIII வகுப்பு வரை பங்கேற்பவர்களின் பெயர்களை வெள்ளிக்கிழமைக்குள் வகுப்பு ஆசிரியரிடம் தர வேண்டும்.",
  },
  "Admissions are open": {
    title: "சேர்க்கை தொடங்கியது",
    description:
      "Pre KG முதல் XI வகுப்பு வரை பதிவுப் படிவங்கள் ஒவ்வொரு பள்ளி அலுவலகத்திலும் அலுவலக நேரத்தில் வழங்கப்படும். வயது வரம்புக்குச் சேர்க்கைப் பக்கத்தைப் பாருங்கள்.",
  },
  "Annual Day celebrations": {
    title: "ஆண்டு விழாக் கொண்டாட்டங்கள்",
    description: "எங்கள் ஆண்டு விழா பள்ளிக் கலையரங்கில் நடைபெறும். பெற்றோரை அன்புடன் அழைக்கிறோம்.",
  },
  "CBSE board examination date sheet": {
    title: "CBSE பொதுத் தேர்வு அட்டவணை",
    description: "X, XII வகுப்புப் பொதுத் தேர்வுகளின் அட்டவணை CBSE இணையதளத்தில் உள்ளது.",
  },
  "PTA meeting": {
    title: "பெற்றோர் ஆசிரியர் கழகக் கூட்டம்",
    description:
      "குழந்தையின் முன்னேற்றம் பற்றிப் பெற்றோர் வகுப்பு ஆசிரியர்களைச் சந்திக்கின்றனர். மாதிரி நிகழ்வு: தேதியை அலுவலகம் அறிவிப்புப் பலகையில் உறுதி செய்யும்.",
    place: "பள்ளி அரங்கம்",
  },
  "Half-yearly examinations begin": {
    title: "அரையாண்டுத் தேர்வுகள் தொடக்கம்",
    description:
      "VI முதல் XII வகுப்பு வரை அரையாண்டுத் தேர்வுகள். கால அட்டவணையை வகுப்பு ஆசிரியர்கள் மாணவர்களிடம் தருவார்கள். மாதிரி நிகழ்வு.",
  },
  "Annual Day": {
    title: "ஆண்டு விழா",
    description: "இரு பள்ளி மாணவர்களின் நிகழ்ச்சிகளுடன் எங்கள் ஆண்டு விழா. பெற்றோரை அன்புடன் அழைக்கிறோம். மாதிரி நிகழ்வு.",
    place: "பள்ளிக் கலையரங்கம்",
  },
  "Pongal holidays": {
    title: "பொங்கல் விடுமுறை",
    description: "பொங்கலுக்கு இரு பள்ளிகளும் விடுமுறை. அடுத்த வேலை நாளில் வகுப்புகள் தொடங்கும். மாதிரி நிகழ்வு.",
  },
};

/**
 * The `fields` JSON of the sample `row`: the Tamil of its title, description and place
 * (`SAMPLE_TAMIL`), each beside its field and written for its English (`title@ta`), as the office's
 * editor would store it; "{}" for a sample without Tamil.
 */
function tamilFields(row: { title: string; description: string; place?: string }): string {
  const tamil = SAMPLE_TAMIL[row.title];
  const fields: Record<string, { text: string; for: string }> = {};
  for (const key of ["title", "description", "place"] as const) {
    const text = tamil?.[key];
    const english = row[key];
    if (text && english) fields[`${key}@ta`] = { text, for: english };
  }
  return writeJson(fields);
}

/** Inserts every sample row into `database`. Called once, right after the first migration. */
export async function seedSampleData(database: DB): Promise<void> {
  for (const row of SAMPLE_NOTIFICATIONS)
    await notifications.create({ ...row, fields: tamilFields(row) }, database);
  for (const row of SAMPLE_ANNOUNCEMENTS)
    await announcements.create({ ...row, fields: tamilFields(row) }, database);
  for (const row of SAMPLE_MEDIA_ITEMS) await mediaItems.create(row, database);
  for (const row of SAMPLE_LINK_ALBUMS) await albums.create(row, database);
  for (const row of sampleEvents())
    await createEvent(
      { ...row, fields: tamilFields(row), document_id: null, publish_at: null, expire_at: null },
      undefined,
      database,
    );
  await seedPhotoAlbum(database);
}
