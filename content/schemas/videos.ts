import { z } from "zod";
import { parseYouTubeId } from "../youtube";
import { textField } from "./common";
import { expiresAfterPublishing, pinned, RECORD_MAX, recordTitle, schedule, showOn } from "./schedule";

/**
 * A video of the media library: a YouTube video for the Videos page and the notice board. The only
 * schema of the Media library screen's form; the pasted link is kept as the video's id.
 */
export const videoSchema = z
  .object({
    title: recordTitle,
    youtube_id: textField({
      max: RECORD_MAX.url,
      translate: false,
      empty: "Paste the YouTube link of the video.",
    })
      .transform((value, ctx) => {
        const id = parseYouTubeId(value);
        if (id) return id;
        ctx.addIssue({
          code: "custom",
          message:
            "This is not a YouTube video link. Paste a link such as https://www.youtube.com/watch?v=… or https://youtu.be/….",
        });
        return z.NEVER;
      })
      .meta({
        label: "YouTube link",
        help: "Paste the video's address from YouTube, for example https://youtu.be/…",
      }),
    audience: showOn,
    ...schedule,
    pinned,
  })
  .superRefine(expiresAfterPublishing);
export type VideoRecord = z.output<typeof videoSchema>;
