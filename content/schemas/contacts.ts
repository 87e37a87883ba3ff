import { z } from "zod";
import { text } from "./common";

/** Schema of `content/contacts.ts`, checked by content/content.test.ts. */
const schoolContactSchema = z.object({
  /** The school's full name, as the card's heading. */
  name: text,
  /** Postal address, one line each. */
  address: z.array(text).min(2),
  /** Phone numbers in E.164 form (+91…), each with what it is for. */
  phones: z
    .array(z.object({ label: text, number: z.string().regex(/^\+91\d{10}$/) }))
    .min(1)
    // The bus-stop finder gives this one (`transportDesk` in content/contacts.ts).
    .refine((phones) => phones.some((p) => p.label === "Transport desk"), 'A "Transport desk" phone'),
  emails: z.array(z.object({ label: text, address: z.email() })).min(1),
  /**
   * Where the campus gate is, in decimal degrees (WGS 84), for the map and the directions links. Within
   * Tamil Nadu (latitude 8° to 13.6° N, longitude 76.2° to 80.4° E), so a slip of sign or order shows.
   */
  location: z.object({
    latitude: z.number().min(8).max(13.6),
    longitude: z.number().min(76.2).max(80.4),
  }),
});

export const contactsSchema = z.object({
  /** The addresses and numbers are placeholders (architecture ruling 11). */
  sample: z.boolean(),
  officeHours: text,
  schools: z.object({ vidhyashram: schoolContactSchema, vidhyapeeth: schoolContactSchema }),
});
