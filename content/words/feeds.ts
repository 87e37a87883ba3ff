import { catalogue } from "./catalogue";

/**
 * The fixed words of the files a reader subscribes to: the notices' feeds (RSS and Atom,
 * `/notifications/<name>.<rss|atom>`) and the academic calendar (`/calendar/<name>.ics`), in English
 * and Tamil (decision 0030: each has a twin under `/ta`). The name passed in is the group's or a
 * school's, from the settings.
 */
export const feedWords = catalogue(
  {
    /** The notices' feed title in a reader's list: "Vidhyashram: notices". */
    noticesTitle: (who: string) => `${who}: notices`,
    noticesDescription: (who: string) => `Notices and announcements of ${who}.`,
    /** The calendar's name in a calendar app's list. */
    calendarName: (who: string) => `${who}: academic calendar`,
  },
  {
    noticesTitle: (who) => `${who}: அறிவிப்புகள்`,
    noticesDescription: (who) => `${who} பள்ளியின் அறிவிப்புகளும் செய்திகளும்.`,
    calendarName: (who) => `${who}: கல்வியாண்டு நாள்காட்டி`,
  },
);
