import { z } from "zod";
import { text } from "./common";

/** A clock time as the school prints it: "7:15 AM", "4:05 PM". */
const clock = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'A time like "7:15 AM"');
const TIME_HELP = "Like 7:15 AM or 4:05 PM.";

/** Schema of `content/bus-routes.ts` (spec 2.2 "/Bus-Routes", spec 9), checked by content tests. */
export const busRoutesSchema = z
  .object({
    intro: text.meta({ widget: "multiline", label: "Introduction under the title" }),
    routes: z
      .array(
        z.object({
          /** R1 … R6 */
          code: z
            .string()
            .regex(/^R\d+$/)
            .meta({ label: "Route number", help: "R and a number, as on the bus: R1, R2…" }),
          /** From the first stage to the school, as the bus board says. */
          name: text.meta({
            label: "Name",
            help: "From the first stop to the school, as the bus board says.",
          }),
          stages: z
            .array(
              z.object({
                stop: text.meta({ label: "Stop" }),
                pickUp: clock.meta({ label: "Pick-up time", help: TIME_HELP }),
                dropOff: clock.meta({ label: "Drop-off time", help: TIME_HELP }),
              }),
            )
            .min(2)
            .meta({ label: "Stops, in order", itemLabel: "Stop" }),
        }),
      )
      .min(1)
      .meta({ label: "Routes", itemLabel: "Route" }),
    notes: z.array(text).meta({ label: "Notes under the routes", itemLabel: "Note" }),
  })
  .meta({ label: "Bus routes" });

export type BusRoutes = z.infer<typeof busRoutesSchema>;
