import type { DatedAdmissionRules } from "./admissions";
import type { SchoolFeesOfYear } from "./fees";
import type { Block, ContentPage } from "./page";

/**
 * A page as it is drawn: the stored page (`ContentPage`) with its references replaced
 * by what they point at today, by `resolvePage` (app/lib/site/resolve-page.server.ts). The drawing
 * components (`app/components/page/Blocks.tsx` and friends) take these types, so they are typed against
 * what they really draw; blocks without references are drawn as stored.
 */

/** A person of a people block as drawn: from the person (name, photo, sample) and the page (role, detail). */
export interface ResolvedPerson {
  name: string;
  /** The page's role for them, else their post. */
  role: string;
  detail?: string;
  photo?: string;
  /** What the portrait shows; absent: the portrait is decorative (the name is beside it). */
  photoAlt?: string;
  /** Public contacts, only when the school set them. */
  email?: string;
  phone?: string;
  sample: boolean;
}

/** A table cell as drawn: text, or text that links. */
export type ResolvedCell = string | { text: string; href: string };

type PeopleBlock = Extract<Block, { type: "people" }>;
type TableBlock = Extract<Block, { type: "table" }>;

export type ResolvedPeopleBlock = Omit<PeopleBlock, "people"> & { people: ResolvedPerson[] };
export type ResolvedTableBlock = Omit<TableBlock, "rows"> & { rows: Record<string, ResolvedCell>[] };

/**
 * An admission-rules block as drawn: with the fields of the settings' admission rules that its parts
 * show (`resolveAdmissionRules`); without them until the page is resolved, when it draws nothing.
 */
export type ResolvedAdmissionRulesBlock = Extract<Block, { type: "admissionRules" }> & {
  rules?: Partial<DatedAdmissionRules>;
};

/**
 * A fees block as drawn: with its school's fees of the year (`resolveFees`); without them (a page not
 * resolved), it draws the shipped fees.
 */
export type ResolvedFeesBlock = Extract<Block, { type: "fees" }> & { fees?: SchoolFeesOfYear };

/** A block as drawn. */
export type ResolvedBlock =
  | Exclude<Block, { type: "people" | "table" | "admissionRules" | "fees" }>
  | ResolvedPeopleBlock
  | ResolvedTableBlock
  | ResolvedAdmissionRulesBlock
  | ResolvedFeesBlock;

/** A page as drawn. */
export type ResolvedPage = Omit<ContentPage, "blocks"> & { blocks: ResolvedBlock[] };
