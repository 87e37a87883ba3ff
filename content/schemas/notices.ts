import { z } from "zod";
import {
  calendarDay,
  circular,
  expiresAfterPublishing,
  pinned,
  recordDescription,
  recordTitle,
  schedule,
  showOn,
} from "./schedule";

/**
 * A notification (a notice): a short notice for the notice board and the scrolling ticker at the top of
 * the website's pages. The only schema of the Notifications screen's form: drawn by the schema editor
 * (`describeValue`, each field's `.meta`) and read back through it (`readRecord`).
 */
export const noticeSchema = z
  .object({
    title: recordTitle,
    description: recordDescription,
    date: calendarDay.meta({ label: "Date" }),
    audience: showOn,
    ...schedule,
    pinned,
    ...circular,
  })
  .superRefine(expiresAfterPublishing);
export type NoticeRecord = z.output<typeof noticeSchema>;
