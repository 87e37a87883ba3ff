import { admissionsYearReference } from "./2026-11-admissions-year-reference";
import { currentAcademicYear } from "./2026-11-current-academic-year";
import { officeHoursPerSchool } from "./2026-11-office-hours-per-school";

/**
 * Content migrations (decision 0017): code that reshapes what the office stored when a schema of
 * `content/schemas/` changes shape, so an update never loses the office's work. The database's own
 * migrations (`db/migrations/`) change tables; these change the JSON values kept in them (`pages`
 * published, draft and history rows, keyed by a page's URL or `settings:<group>`).
 *
 * Start-up applies each one not yet recorded in `content_migrations`, in this order, inside one
 * transaction per migration (app/lib/site/content-migrations.server.ts), then checks every stored value
 * against its schema and refuses to start, naming the page and the field, when one still does not fit.
 * Add new ones at the end; never edit or remove one that has shipped.
 */
export interface ContentMigration {
  /** Unique and never reused: the date and what it does, "2026-11-office-hours-per-school". */
  id: string;
  /** Whether the value stored at `path` (a page's URL, or `settings:<group>`) is one it reshapes. */
  appliesTo: (path: string) => boolean;
  /**
   * The value in the new shape. Pure; it is given every stored copy (published, draft, each version),
   * so it must return a value that already has the new shape unchanged.
   */
  up: (value: unknown) => unknown;
}

/** Every content migration, oldest first. */
export const contentMigrations: readonly ContentMigration[] = [
  officeHoursPerSchool,
  admissionsYearReference,
  currentAcademicYear,
];
