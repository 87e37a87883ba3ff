import { z } from "zod";
import { text } from "./common";

/** Schema of `content/contacts.ts`, checked by content/content.test.ts. */
const schoolContactSchema = z.object({
  /** The school's full name, as the card's heading. */
  name: text,
  /** Postal address, one line each. */
  address: z.array(text).min(2),
  /** Phone numbers in E.164 form (+91…), each with what it is for. */
  phones: z.array(z.object({ label: text, number: z.string().regex(/^\+91\d{10}$/) })).min(1),
  emails: z.array(z.object({ label: text, address: z.email() })).min(1),
  /** A map of the campus, opened in a new tab: no map script loads on our pages. */
  map: z.url({ protocol: /^https$/ }),
});

export const contactsSchema = z.object({
  /** The addresses and numbers are placeholders (DESIGN ruling 11). */
  sample: z.boolean(),
  officeHours: text,
  schools: z.object({ vidhyashram: schoolContactSchema, vidhyapeeth: schoolContactSchema }),
});
