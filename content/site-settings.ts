import { contacts } from "./contacts";
import { externalLinks } from "./external-links";
import type { Settings } from "./schemas/settings";
import { site } from "./site";

/**
 * The shipped defaults of the site-settings groups every page draws: `site`,
 * `contacts` and `links`, made from `site.ts`, `contacts.ts` and `external-links.ts`, never copied. Apart
 * from `content/settings.ts` (which adds the home slides) so that the pages' shared script, which falls
 * back to these, does not carry the home page's content.
 */

/** The `site` group: names, tagline, description, each school's name, board and summary, the year. */
export const siteDefaults: Settings["site"] = {
  groupName: site.groupName,
  tagline: site.tagline,
  description: site.description,
  schools: {
    vidhyashram: {
      name: site.schools.vidhyashram.name,
      board: site.schools.vidhyashram.board,
      summary: site.schools.vidhyashram.summary,
    },
    vidhyapeeth: {
      name: site.schools.vidhyapeeth.name,
      board: site.schools.vidhyapeeth.board,
      summary: site.schools.vidhyapeeth.summary,
    },
  },
  admissionsYear: site.admissionsYear,
  academicYear: site.academicYear,
};

/** The `contacts` group: `content/contacts.ts`. */
export const contactsDefaults: Settings["contacts"] = contacts;

/** The `links` group: `content/external-links.ts`. */
export const linksDefaults: Settings["links"] = externalLinks;

/**
 * The `privacy` group: who holds parents' data, the grievance contact and the retention in months
 * (`content/schemas/privacy.ts`). The holder and the contact are samples (architecture ruling 11) until
 * the trust gives its own: the e-mail domain is `example.org`, the phone all zeros and ones.
 */
export const privacyDefaults: Settings["privacy"] = {
  holder: "Vidhya Educational Trust",
  grievance: {
    title: "Grievance Officer",
    email: "privacy@vidhya.example.org",
    phone: "+910000000111",
  },
  retentionMonths: 6,
  auditLogMonths: 12,
};
