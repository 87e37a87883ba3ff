import type { z } from "zod";
import type { contactsSchema } from "./schemas/contacts";
import { site } from "./site";

/** The label of each school's transport desk phone, which the bus-stop finder gives. */
const TRANSPORT_DESK = "Transport desk";

/**
 * How to reach each school (spec 2.2 "/Contactus", 2.4 "/vidhyapeeth/contactus"). The street addresses,
 * phone numbers and e-mail addresses are placeholders until the school office confirms its own
 * (architecture ruling 11): the numbers are all zeros and ones, the e-mail domains are `example.org`.
 *
 * `location` is each campus gate's latitude and longitude, for the map and the directions links of the
 * contact pages. TO BE CONFIRMED BY THE SCHOOL OFFICE: the content names no town (the postal code is a
 * placeholder), so these are plausible points in a Tamil Nadu district town (Tiruvannamalai, whose
 * roads the bus stops' names fit), the two campuses about 3 km apart. Replace them with the points of
 * the real gates (on openstreetmap.org: right-click the gate, "Show address" gives both numbers).
 */
export const contacts: z.input<typeof contactsSchema> = {
  sample: true,
  schools: {
    vidhyashram: {
      name: `${site.schools.vidhyashram.name} — ${site.schools.vidhyashram.board}`,
      officeHours: site.officeHours,
      address: ["Vidhyashram School Campus", "School Road", "Tamil Nadu 600 000", "India"],
      phones: [
        { label: "School office", number: "+910000000001" },
        { label: "Admissions", number: "+910000000010" },
        { label: TRANSPORT_DESK, number: "+910000000011" },
      ],
      emails: [
        { label: "School office", address: "office@vidhyashram.example.org" },
        { label: "Admissions", address: "admissions@vidhyashram.example.org" },
      ],
      // To be confirmed by the school office (see above).
      location: { latitude: 12.2402, longitude: 79.0614 },
    },
    vidhyapeeth: {
      name: `${site.schools.vidhyapeeth.name} — ${site.schools.vidhyapeeth.board}`,
      officeHours: site.officeHours,
      address: ["Vidhyapeeth School Campus", "Main Road", "Tamil Nadu 600 000", "India"],
      phones: [
        { label: "School office", number: "+910000000100" },
        { label: "Admissions", number: "+910000000101" },
        { label: TRANSPORT_DESK, number: "+910000000110" },
      ],
      emails: [
        { label: "School office", address: "office@vidhyapeeth.example.org" },
        { label: "Admissions", address: "admissions@vidhyapeeth.example.org" },
      ],
      // To be confirmed by the school office (see above).
      location: { latitude: 12.2189, longitude: 79.0838 },
    },
  },
};

/** A school's transport desk number (E.164), for the bus-stop finder's "no stop matches" message. */
export function transportDesk(school: keyof typeof contacts.schools): string {
  const number = contacts.schools[school].phones.find((p) => p.label === TRANSPORT_DESK)?.number;
  if (!number) throw new Error(`No "${TRANSPORT_DESK}" phone for ${school} in content/contacts.ts`);
  return number;
}
