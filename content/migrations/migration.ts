/**
 * One content migration (see content/migrations/index.ts, docs/decisions/0017): code that reshapes the
 * values the office stored when a schema of `content/schemas/` changes shape.
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
