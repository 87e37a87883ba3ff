import { listsUntilOf, RTE_LIST_KINDS, type Rte } from "~content/schemas/rte";
import { readSection } from "../content-store/page-store.server";
import { type DB, db } from "../platform/db.server";
import { type DocumentFact, readDocumentFacts } from "./disclosure.server";
import { RTE_PAGES } from "./not-indexed";

export { RTE_PAGES };

/**
 * The RTE 25 % admissions pages (`/vidhyashram/rte`, `/vidhyapeeth/rte`) as visitors read them: the
 * office's value with its lists' documents looked up in the Documents library, and where the
 * application window stands now, in India's time (UTC+5:30), with the next moment that changes (so the
 * page cache keeps no copy past it). The lists name children (RTE Act 2009 s.12(1)(c)): after their
 * last day (`listsUntil`) the page holds none of them and says they were taken down. The pages are not
 * indexed (./not-indexed.ts), and neither are the lists' documents (`rteListDocuments`).
 */

export type RteSchool = keyof typeof RTE_PAGES;

/** Where the window stands: before it opens, open, or closed. */
export type WindowState = "upcoming" | "open" | "closed";

export interface ResolvedRte extends Omit<Rte, "lists" | "listsUntil"> {
  school: RteSchool;
  path: string;
  state: WindowState;
  /** The lists; none after `listsUntil`. */
  lists: { kind: keyof typeof RTE_LIST_KINDS; heading: string; note?: string; document: DocumentFact }[];
  /** The last day the lists are on the site (`YYYY-MM-DD`, India's time). */
  listsUntil: string;
  /** True when the page had lists and their last day has passed: the page says they were taken down. */
  listsTakenDown: boolean;
}

/** The instant (ms) a day in India starts: `2027-04-20` → 2027-04-19T18:30Z. */
function startOfIndianDay(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`);
}

/**
 * Where `window` stands at `now` (ms) and when that next changes (ms, or undefined once closed): open
 * from the first moment of `opens` to the last of `closes`, India's time.
 */
export function windowState(window: Rte["window"], now: number): { state: WindowState; changesAt?: number } {
  const opens = startOfIndianDay(window.opens);
  const closes = startOfIndianDay(window.closes) + 24 * 60 * 60 * 1000;
  if (now < opens) return { state: "upcoming", changesAt: opens };
  if (now < closes) return { state: "open", changesAt: closes };
  return { state: "closed" };
}

/**
 * Whether the lists of `value` have left the site at `now` (ms): from the first moment after their last
 * day (`listsUntilOf`), India's time; else the moment they leave, for the page cache.
 */
export function listsEnded(
  value: Pick<Rte, "listsUntil" | "window">,
  now: number,
): { ended: boolean; endsAt?: number } {
  const endsAt = startOfIndianDay(listsUntilOf(value)) + 24 * 60 * 60 * 1000;
  return now >= endsAt ? { ended: true } : { ended: false, endsAt };
}

/** The school whose RTE page is at `path`, or undefined. */
export function rteSchoolAt(path: string): RteSchool | undefined {
  return (Object.keys(RTE_PAGES) as RteSchool[]).find((school) => RTE_PAGES[school] === path);
}

/**
 * The RTE page of `school` as published (or `value`, a draft in the staff preview) at `now` (ms), with
 * the next moment its window changes.
 */
export async function resolveRte(
  school: RteSchool,
  options: { value?: Rte; now?: number; database?: DB } = {},
): Promise<{ page: ResolvedRte; changesAt?: number }> {
  const database = options.database ?? db();
  const path = RTE_PAGES[school];
  const value = options.value ?? (await readSection<Rte>(path, database));
  const now = options.now ?? Date.now();
  const { ended, endsAt } = listsEnded(value, now);
  // After their last day the lists' names are not even looked up: nothing of them reaches the page.
  const shown = ended ? [] : value.lists;
  const facts = await readDocumentFacts(
    shown.map((l) => l.document),
    database,
  ).catch(() => new Map<string, DocumentFact>());
  const window = windowState(value.window, now);
  const changesAt =
    window.changesAt === undefined || endsAt === undefined
      ? (window.changesAt ?? endsAt)
      : Math.min(window.changesAt, endsAt);
  const { listsUntil: _until, ...rest } = value;
  return {
    page: {
      ...rest,
      school,
      path,
      state: window.state,
      listsUntil: listsUntilOf(value),
      listsTakenDown: ended && value.lists.length > 0,
      lists: shown.map((list) => ({
        kind: list.kind,
        heading: RTE_LIST_KINDS[list.kind],
        note: list.note,
        document: facts.get(list.document) ?? { url: list.document, title: list.document, exists: false },
      })),
    },
    changesAt,
  };
}

/** An RTE page whose application window is open: its school, address, title and closing date. */
export interface OpenRteWindow {
  school: RteSchool;
  path: string;
  title: string;
  closes: string;
}

/**
 * The RTE pages whose application window is open at `now` (ms), for the notice board's link, and the
 * next moment any window opens or closes (so the board's cached copy ends then).
 */
export async function openRteWindows(
  now: number = Date.now(),
  database: DB = db(),
): Promise<{ open: OpenRteWindow[]; changesAt?: number }> {
  const open: OpenRteWindow[] = [];
  let changesAt: number | undefined;
  for (const school of Object.keys(RTE_PAGES) as RteSchool[]) {
    const value = await readSection<Rte>(RTE_PAGES[school], database);
    const state = windowState(value.window, now);
    if (state.state === "open") {
      open.push({ school, path: RTE_PAGES[school], title: value.title, closes: value.window.closes });
    }
    if (state.changesAt !== undefined) changesAt = Math.min(changesAt ?? state.changesAt, state.changesAt);
  }
  return { open, changesAt };
}

/**
 * The documents the RTE pages' lists link (`/documents/….pdf`), whatever their dates: they name
 * children, so site search leaves them out (search/sources.server.ts).
 */
export async function rteListDocuments(database: DB = db()): Promise<Set<string>> {
  return new Set((await rteListEnds(database)).keys());
}

/** Each document an RTE page's list links, with whether every list linking it has ended at `now`. */
async function rteListEnds(database: DB, now = Date.now()): Promise<Map<string, boolean>> {
  const documents = new Map<string, boolean>();
  for (const path of Object.values(RTE_PAGES)) {
    const value = await readSection<Rte>(path, database);
    const { ended } = listsEnded(value, now);
    for (const list of value.lists)
      documents.set(list.document, (documents.get(list.document) ?? true) && ended);
  }
  return documents;
}

/**
 * What the document at `path` is to the RTE pages at `now` (ms): "none" when no list links it,
 * "listed" while a list shows it (served, but kept out of search engines), "ended" once every list that
 * links it is past its last day (no longer served: the names have left the site).
 */
export async function rteListDocumentState(
  path: string,
  now: number = Date.now(),
  database: DB = db(),
): Promise<"none" | "listed" | "ended"> {
  const ended = (await rteListEnds(database, now)).get(path);
  return ended === undefined ? "none" : ended ? "ended" : "listed";
}
