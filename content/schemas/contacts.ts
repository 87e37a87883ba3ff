import { z } from "zod";
import { text } from "./common";

/** The messages a refused value gets on the Site settings screen. */
const PHONE_MESSAGE =
  "Write an Indian number as you would dial it: a mobile such as 98765 43210, or a landline with its code such as 04175 222333.";
const LATITUDE_MESSAGE = "A latitude in Tamil Nadu: a number from 8 to 13.6, such as 12.2402.";
const LONGITUDE_MESSAGE = "A longitude in Tamil Nadu: a number from 76.2 to 80.4, such as 79.0614.";

/**
 * An Indian phone number as a clerk types it — with spaces, hyphens or brackets, with or without +91,
 * 0091 or 91, a mobile of ten digits or a landline with its STD code and leading 0 — in the one form
 * the site keeps and dials: "+91" and ten digits ("04175 222333" → "+914175222333"). Anything else is
 * returned as typed (trimmed), for the schema to refuse.
 */
export function normalizeIndianPhone(input: string): string {
  const digits = input.replace(/[\s\-().]/g, "");
  if (/^\+91\d{10}$/.test(digits)) return digits;
  if (/^0091\d{10}$/.test(digits)) return `+${digits.slice(2)}`;
  if (/^91\d{10}$/.test(digits)) return `+${digits}`;
  if (/^0\d{10}$/.test(digits)) return `+91${digits.slice(1)}`;
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  return input.trim();
}

/** A phone number of a school (`normalizeIndianPhone`), stored as "+91" and ten digits. */
export const phoneNumber = z
  .string()
  .transform(normalizeIndianPhone)
  .pipe(z.string().regex(/^\+91\d{10}$/, PHONE_MESSAGE));

/** Schema of `content/contacts.ts`, checked by content/content.test.ts. */
const schoolContactSchema = z.object({
  /** The school's full name, as the card's heading. */
  name: text.meta({ label: "Name on the contact card" }),
  /** When the school office is open, as parents read it ("8:30 AM to 4:30 PM, Monday to Saturday"). */
  officeHours: text.max(120, "Use at most 120 characters.").meta({
    label: "Office hours",
    help: "As parents read it, such as 8:30 AM to 4:30 PM, Monday to Saturday.",
  }),
  /** Postal address, one line each. */
  address: z
    .array(text)
    .min(2)
    .meta({ label: "Postal address", help: "One line each, at least two lines.", itemLabel: "Line" }),
  /** Phone numbers in E.164 form (+91…), each with what it is for. */
  phones: z
    .array(
      z.object({
        label: text.meta({ label: "What it is for", help: "Such as Office or Transport desk." }),
        number: phoneNumber.meta({
          widget: "phone",
          label: "Number",
          help: "As you would dial it: 98765 43210, +91 98765 43210, or a landline with its code, 04175 222333.",
        }),
      }),
    )
    .min(1, "Give at least one phone number.")
    // The bus-stop finder gives this one (`transportDesk` in content/contacts.ts).
    .refine(
      (phones) => phones.some((p) => p.label === "Transport desk"),
      'Keep one phone labelled "Transport desk": the bus-stop finder gives it.',
    )
    .meta({
      label: "Phones",
      help: 'Keep the one labelled "Transport desk": the bus-stop finder gives it.',
      itemLabel: "Phone",
    }),
  emails: z
    .array(
      z.object({
        label: text.meta({ label: "What it is for", help: "Such as Office or Admissions." }),
        address: z.email("Write an e-mail address, such as office@school.org.").meta({ label: "Address" }),
      }),
    )
    .min(1, "Give at least one e-mail address.")
    .meta({ label: "E-mail addresses", itemLabel: "E-mail" }),
  /**
   * Where the campus gate is, in decimal degrees (WGS 84), for the map and the directions links. Within
   * Tamil Nadu (latitude 8° to 13.6° N, longitude 76.2° to 80.4° E), so a slip of sign or order shows.
   */
  location: z
    .object({
      latitude: z
        .number(LATITUDE_MESSAGE)
        .min(8, LATITUDE_MESSAGE)
        .max(13.6, LATITUDE_MESSAGE)
        .meta({ label: "Latitude of the gate", help: "Degrees north, a number such as 12.2402." }),
      longitude: z
        .number(LONGITUDE_MESSAGE)
        .min(76.2, LONGITUDE_MESSAGE)
        .max(80.4, LONGITUDE_MESSAGE)
        .meta({ label: "Longitude of the gate", help: "Degrees east, a number such as 79.0614." }),
    })
    .meta({ label: "Map" }),
});

export const contactsSchema = z.object({
  /** The addresses and numbers are placeholders (architecture ruling 11). */
  sample: z.boolean().meta({ label: "These are sample addresses and numbers, to be replaced" }),
  schools: z
    .object({
      vidhyashram: schoolContactSchema.meta({ label: "Vidhyashram" }),
      vidhyapeeth: schoolContactSchema.meta({ label: "Vidhyapeeth" }),
    })
    .meta({ label: "Schools" }),
});
