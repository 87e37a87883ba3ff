import { z } from "zod";
import { text } from "./common";

/** A clock time as the school prints it: "7:15 AM", "4:05 PM". */
const clock = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'A time like "7:15 AM"');

/** Schema of `content/bus-routes.ts` (spec 2.2 "/Bus-Routes", spec 9), checked by content tests. */
export const busRoutesSchema = z.object({
  intro: text,
  routes: z
    .array(
      z.object({
        /** R1 … R6 */
        code: z.string().regex(/^R\d+$/),
        /** From the first stage to the school, as the bus board says. */
        name: text,
        stages: z.array(z.object({ stop: text, pickUp: clock, dropOff: clock })).min(2),
      }),
    )
    .min(1),
  notes: z.array(text),
});

export type BusRoutes = z.infer<typeof busRoutesSchema>;
