import { z } from "zod";
import { text } from "./common";

/** The messages a refused value gets on the Site settings screen (issue 23 item 6). */
const PHONE_MESSAGE = "Write the number as +91 and ten digits, such as +919876543210.";
const LATITUDE_MESSAGE = "A latitude in Tamil Nadu: a number from 8 to 13.6, such as 12.2402.";
const LONGITUDE_MESSAGE = "A longitude in Tamil Nadu: a number from 76.2 to 80.4, such as 79.0614.";

/** Schema of `content/contacts.ts`, checked by content/content.test.ts. */
const schoolContactSchema = z.object({
  /** The school's full name, as the card's heading. */
  name: text,
  /** When the school office is open, as parents read it ("8:30 AM to 4:30 PM, Monday to Saturday"). */
  officeHours: text.max(120, "Use at most 120 characters."),
  /** Postal address, one line each. */
  address: z.array(text).min(2),
  /** Phone numbers in E.164 form (+91…), each with what it is for. */
  phones: z
    .array(
      z.object({
        label: text,
        number: z
          .string()
          .trim()
          .regex(/^\+91\d{10}$/, PHONE_MESSAGE),
      }),
    )
    .min(1, "Give at least one phone number.")
    // The bus-stop finder gives this one (`transportDesk` in content/contacts.ts).
    .refine(
      (phones) => phones.some((p) => p.label === "Transport desk"),
      'Keep one phone labelled "Transport desk": the bus-stop finder gives it.',
    ),
  emails: z
    .array(z.object({ label: text, address: z.email("Write an e-mail address, such as office@school.org.") }))
    .min(1, "Give at least one e-mail address."),
  /**
   * Where the campus gate is, in decimal degrees (WGS 84), for the map and the directions links. Within
   * Tamil Nadu (latitude 8° to 13.6° N, longitude 76.2° to 80.4° E), so a slip of sign or order shows.
   */
  location: z.object({
    latitude: z.number(LATITUDE_MESSAGE).min(8, LATITUDE_MESSAGE).max(13.6, LATITUDE_MESSAGE),
    longitude: z.number(LONGITUDE_MESSAGE).min(76.2, LONGITUDE_MESSAGE).max(80.4, LONGITUDE_MESSAGE),
  }),
});

export const contactsSchema = z.object({
  /** The addresses and numbers are placeholders (architecture ruling 11). */
  sample: z.boolean(),
  schools: z.object({ vidhyashram: schoolContactSchema, vidhyapeeth: schoolContactSchema }),
});
