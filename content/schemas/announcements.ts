import { z } from "zod";
import {
  calendarDay,
  circular,
  expiresAfterPublishing,
  moreDetailsLink,
  pinned,
  recordDescription,
  recordTitle,
  schedule,
  showOn,
} from "./schedule";

/**
 * An announcement: news for the scrolling line on the home page and for the notice board, with an
 * optional link to more details. The only schema of the Announcements screen's form.
 */
export const announcementSchema = z
  .object({
    title: recordTitle,
    description: recordDescription,
    link: moreDetailsLink,
    date: calendarDay.meta({ label: "Date" }),
    audience: showOn,
    ...schedule,
    pinned,
    ...circular,
  })
  .superRefine(expiresAfterPublishing);
export type AnnouncementRecord = z.output<typeof announcementSchema>;
