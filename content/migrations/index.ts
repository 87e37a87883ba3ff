import { aadhaarOptional } from "./2026-11-aadhaar-optional";
import { admissionsYearReference } from "./2026-11-admissions-year-reference";
import { currentAcademicYear } from "./2026-11-current-academic-year";
import { disclosureAsData } from "./2026-11-disclosure-as-data";
import { officeHoursPerSchool } from "./2026-11-office-hours-per-school";
import { oneAgeRulePerClass } from "./2026-11-one-age-rule-per-class";
import { rteYearFromSettings } from "./2026-11-rte-year-from-settings";
import type { ContentMigration } from "./migration";

/**
 * Content migrations (decision 0017): code that reshapes what the office stored when a schema of
 * `content/schemas/` changes shape, so an update never loses the office's work. The database's own
 * migrations (`db/migrations/`) change tables; these change the JSON values kept in them (`pages`
 * published, draft and history rows, keyed by a page's URL or `settings:<group>`).
 *
 * Start-up applies each one not yet recorded in `content_migrations`, in this order, inside one
 * transaction per migration (app/lib/content-store/content-migrations.server.ts), then checks every stored value
 * against its schema and refuses to start, naming the page and the field, when one still does not fit.
 * Add new ones at the end; never edit or remove one that has shipped.
 */

export type { ContentMigration };

/** Every content migration, oldest first. */
export const contentMigrations: readonly ContentMigration[] = [
  officeHoursPerSchool,
  admissionsYearReference,
  currentAcademicYear,
  disclosureAsData,
  oneAgeRulePerClass,
  rteYearFromSettings,
  aadhaarOptional,
];
