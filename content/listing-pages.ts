import type { ListingPage, NoticeBoard } from "./schemas/listing";

/**
 * The shipped words of the pages whose body is a list kept elsewhere (spec 2.2, 2.3): their heading,
 * introduction and summary for search engines, edited in the Pages tab. A school's name or the admissions
 * year is named as a reference (`{{Vidhyashram name}}`, content/references.ts), so the page follows the
 * site settings.
 */

/** `/notifications`: every notification, announcement and video of both schools. */
export const noticeBoard: NoticeBoard = {
  title: "Notice board",
  description: "Latest notifications, announcements and videos from Vidhyashram and Vidhyapeeth.",
  intro: "Notifications, announcements and videos from both schools, newest first.",
  schools: {
    vidhyashram: {
      description:
        "Latest notifications, announcements and videos for {{Vidhyashram name}} and the whole group.",
      intro:
        "Notifications, announcements and videos for {{Vidhyashram name}} and for both schools, newest first.",
    },
    vidhyapeeth: {
      description:
        "Latest notifications, announcements and videos for {{Vidhyapeeth name}} and the whole group.",
      intro:
        "Notifications, announcements and videos for {{Vidhyapeeth name}} and for both schools, newest first.",
    },
  },
};

/** The gallery's summary and introduction, the same for the group's and each school's. */
const gallery = {
  description: "Photo albums of school events, celebrations, sports and activities.",
  intro: "Photo albums of our events, celebrations, sports and activities.",
};

/** `/gallery`, `/vidhyashram/gallery`, `/vidhyapeeth/gallery`: the photo albums (a school's and the group's). */
export const galleries: Record<"/gallery" | "/vidhyashram/gallery" | "/vidhyapeeth/gallery", ListingPage> = {
  "/gallery": { title: "Photo gallery", ...gallery },
  "/vidhyashram/gallery": { title: "{{Vidhyashram name}} photo gallery", ...gallery },
  "/vidhyapeeth/gallery": { title: "{{Vidhyapeeth name}} photo gallery", ...gallery },
};

/** `/videos`: the media library. */
export const videosPage: ListingPage = {
  title: "Media library",
  description: "Videos of events, celebrations and activities at Vidhyashram and Vidhyapeeth.",
  intro: "Videos of our events, celebrations and activities. A video starts when you press play.",
};

/** `/enquiry`: the admission enquiry form. */
export const enquiryPage: ListingPage = {
  title: "Admission enquiry",
  description:
    "Ask for a seat at {{Vidhyashram name}} or {{Vidhyapeeth name}} for {{Admissions year}}: age criteria, documents and the steps of admission.",
  intro:
    "Admissions are open for {{Admissions year}}. Tell us about your child and the office will call you back.",
};
