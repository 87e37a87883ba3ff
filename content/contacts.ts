import type { z } from "zod";
import { externalLinks } from "./external-links";
import type { contactsSchema } from "./schemas/contacts";
import { site } from "./site";

/**
 * How to reach each school (spec 2.2 "/Contactus", 2.4 "/vidhyapeeth/contactus"). The street addresses,
 * phone numbers and e-mail addresses are placeholders until the school office confirms its own
 * (DESIGN ruling 11): the numbers are all zeros and ones, the e-mail domains are `example.org`.
 */
export const contacts: z.input<typeof contactsSchema> = {
  sample: true,
  officeHours: site.officeHours,
  schools: {
    vidhyashram: {
      name: `${site.schools.vidhyashram.name} — ${site.schools.vidhyashram.board}`,
      address: ["Vidhyashram School Campus", "School Road", "Tamil Nadu 600 000", "India"],
      phones: [
        { label: "School office", number: "+910000000001" },
        { label: "Admissions", number: "+910000000010" },
        { label: "Transport desk", number: "+910000000011" },
      ],
      emails: [
        { label: "School office", address: "office@vidhyashram.example.org" },
        { label: "Admissions", address: "admissions@vidhyashram.example.org" },
      ],
      map: externalLinks.vidhyashramMap,
    },
    vidhyapeeth: {
      name: `${site.schools.vidhyapeeth.name} — ${site.schools.vidhyapeeth.board}`,
      address: ["Vidhyapeeth School Campus", "Main Road", "Tamil Nadu 600 000", "India"],
      phones: [
        { label: "School office", number: "+910000000100" },
        { label: "Admissions", number: "+910000000101" },
        { label: "Transport desk", number: "+910000000110" },
      ],
      emails: [
        { label: "School office", address: "office@vidhyapeeth.example.org" },
        { label: "Admissions", address: "admissions@vidhyapeeth.example.org" },
      ],
      map: externalLinks.vidhyapeethMap,
    },
  },
};
