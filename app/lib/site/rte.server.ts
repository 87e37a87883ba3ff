import { RTE_LIST_KINDS, type Rte } from "~content/schemas/rte";
import { readSection } from "../content-store/page-store.server";
import { type DB, db } from "../platform/db.server";
import { type DocumentFact, readDocumentFacts } from "./disclosure.server";

/**
 * The RTE 25 % admissions pages (`/vidhyashram/rte`, `/vidhyapeeth/rte`) as visitors read them: the
 * office's value with its lists' documents looked up in the Documents library, and where the
 * application window stands now, in India's time (UTC+5:30), with the next moment that changes (so the
 * page cache keeps no copy past it).
 */

/** The schools that publish an RTE page, with its address. */
export const RTE_PAGES = {
  vidhyashram: "/vidhyashram/rte",
  vidhyapeeth: "/vidhyapeeth/rte",
} as const;

export type RteSchool = keyof typeof RTE_PAGES;

/** Where the window stands: before it opens, open, or closed. */
export type WindowState = "upcoming" | "open" | "closed";

export interface ResolvedRte extends Omit<Rte, "lists"> {
  school: RteSchool;
  path: string;
  state: WindowState;
  lists: { kind: keyof typeof RTE_LIST_KINDS; heading: string; note?: string; document: DocumentFact }[];
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
  const facts = await readDocumentFacts(
    value.lists.map((l) => l.document),
    database,
  ).catch(() => new Map<string, DocumentFact>());
  const { state, changesAt } = windowState(value.window, options.now ?? Date.now());
  return {
    page: {
      ...value,
      school,
      path,
      state,
      lists: value.lists.map((list) => ({
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
