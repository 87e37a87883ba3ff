import type { Selectable } from "kysely";
import { carryTamil, type TamilValue, tamilKey, tamilOf, tamilValuesOf } from "~content/bilingual";
import { people as shippedList, shippedPeople } from "~content/people";
import { peopleOfDisclosure } from "~content/schemas/disclosure";
import type { Block, Cell, ContentPage, PersonShow } from "~content/schemas/page";
import { type Person, personSchema } from "~content/schemas/people";
import type {
  ResolvedBlock,
  ResolvedCell,
  ResolvedPage,
  ResolvedPerson,
} from "~content/schemas/resolved-page";
import { type DB, db, now, type PersonTable } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { type DefaultsSync, syncDefaults } from "../platform/shipped-defaults.server";
import {
  jsonHash,
  readJson,
  readTamilColumn,
  readThroughSchema,
  tamilColumn,
} from "../platform/stored-json.server";
import { editables, titleOf } from "./editables.server";
import { contentPages } from "./pages.server";

/**
 * People, once: the people the pages name, stored in the `people` table (migration
 * 0010) with `content/people.ts` as the shipped defaults, and the resolve step that turns a page's
 * references to them (`personRef`) into what the blocks draw. Start-up keeps the table in step with the
 * defaults in the manner of the pages table (never overwriting what the office edited); the staff
 * screen /admin/people changes them.
 */

type PersonRow = Selectable<PersonTable>;

/** A person as the People screen lists them: the person, and whether the office has changed them. */
export interface PersonRecord extends Person {
  position: number;
  /** ISO-8601 UTC of the office's last change, or null while the shipped default. */
  editedAt: string | null;
  /** True for a person shipped in `content/people.ts` (else the office added them). */
  shipped: boolean;
}

/** What the office may set of a person (the id is made from the name when the person is added). */
export type PersonInput = Omit<Person, "id">;

/** Who made a change: users.id. */
export interface Editor {
  id: number;
}

/** SHA-256 (hex) of the canonical JSON of `person`: what `default_hash` holds (migration 0010). */
export function personHash(person: Person): string {
  return jsonHash(person);
}

/**
 * A person's Tamil (decision 0032) lives beside their fields in the record (`post@ta`), and in the
 * row's `tamil` column (migration 0026). It counts as the office's edit: a person whose Tamil the
 * office saved is marked edited like any other save, so start-up never overwrites it with a changed
 * default. `default_hash` stays the hash of the shipped person as before, English fields only while
 * `content/people.ts` ships no Tamil.
 */
function tamilColumns(person: object) {
  return { tamil: tamilColumn(person) };
}

/** The row's columns for `person` (absent optional fields become null). */
function columns(person: Omit<Person, "id">) {
  return {
    name: person.name,
    post: person.post,
    qualification: person.qualification ?? null,
    department: person.department ?? null,
    audience: person.audience,
    photo: person.photo ?? null,
    photo_alt: person.photoAlt ?? null,
    email: person.email ?? null,
    phone: person.phone ?? null,
    sample: person.sample ? 1 : 0,
  };
}

/** The person a row holds (null columns left out), or null when the row no longer fits the schema. */
function fromRow(row: PersonRow): Person | null {
  const value = {
    id: row.id,
    name: row.name,
    post: row.post,
    qualification: row.qualification ?? undefined,
    department: row.department ?? undefined,
    audience: row.audience,
    photo: row.photo ?? undefined,
    photoAlt: row.photo_alt ?? undefined,
    email: row.email ?? undefined,
    phone: row.phone ?? undefined,
    sample: Boolean(row.sample),
    // Beside their fields, where the editor and the pages look for them (carried by the read).
    ...readTamilColumn(row.tamil),
  };
  return readThroughSchema(value, personSchema, null, `person ${row.id}`, {
    instead: "leaving them out",
    once: row.updated_at,
  });
}

/**
 * Brings the `people` table in step with the shipped people (`syncDefaults`), in one transaction, as
 * `syncPageDefaults` does for pages: a shipped person without a row is `added`; a row the office never
 * edited (`edited_at` null) whose default changed is `updated`; a row the office edited or deleted is
 * kept as it is (`kept` names those whose default changed). Rows of people no longer shipped are left
 * alone (pages may still name them). A second call writes nothing. Throws when the database cannot be
 * written (at start-up, where a failure should stop the server).
 */
export async function syncPeopleDefaults(
  people: readonly Person[] = shippedList,
  database: DB = db(),
): Promise<DefaultsSync> {
  const at = now();
  const positions = new Map(people.map((person, position) => [person.id, position]));
  return syncDefaults(
    people,
    {
      rows: (trx) => trx.selectFrom("people").select(["id as key", "default_hash", "edited_at"]).execute(),
      key: (person) => person.id,
      hash: personHash,
      add: async (trx, person, hash) => {
        const position = positions.get(person.id) ?? 0;
        await trx
          .insertInto("people")
          .values({
            id: person.id,
            ...columns(person),
            ...tamilColumns(person),
            position,
            default_hash: hash,
            updated_at: at,
          })
          .execute();
        return true;
      },
      update: async (trx, person, hash) => {
        await trx
          .updateTable("people")
          // Only a row the office never saved comes here, so it holds no Tamil of the office's: a
          // shipped default with Tamil brings it, one without leaves the column as it is.
          .set({
            ...columns(person),
            ...(Object.keys(tamilValuesOf(person)).length > 0 && tamilColumns(person)),
            default_hash: hash,
            updated_at: at,
          })
          .where("id", "=", person.id)
          .execute();
      },
    },
    database,
  );
}

/**
 * Every person the office may choose (not deleted), in the People screen's order. Throws when the
 * database cannot be read (the staff screen shows its error); rows that no longer fit the schema are
 * left out and logged.
 */
export async function listPeople(database: DB = db()): Promise<PersonRecord[]> {
  const rows = await database
    .selectFrom("people")
    .selectAll()
    .where("deleted_at", "is", null)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const person = fromRow(row);
    return person
      ? [{ ...person, position: row.position, editedAt: row.edited_at, shipped: row.default_hash !== null }]
      : [];
  });
}

/**
 * The people by id, as the public pages draw them. Never throws (architecture ruling
 * 5): when the database cannot be read, the shipped people of `content/people.ts`.
 */
export async function readPeople(database: DB = db()): Promise<ReadonlyMap<string, Person>> {
  return safeRead(
    "people",
    async () =>
      new Map(
        (await listPeople(database)).map(({ position: _p, editedAt: _e, shipped: _s, ...person }) => [
          person.id,
          person,
        ]),
      ),
    shippedPeople,
  );
}

/** "Vidhyashram", "Vidhyapeeth", "group": a person's school in a choice's label. */
const SCHOOL_LABELS = { group: "group", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } as const;

/**
 * The people as the choices of a person field (the page editor's `widget: "person"`):
 * value the id, label "Mrs. L. Shanthi — Principal (Vidhyashram)", in the People screen's order. When
 * the database cannot be read, the shipped people (logged, ruling 5).
 */
export async function personChoices(database: DB = db()): Promise<{ value: string; label: string }[]> {
  const people = await readPeople(database);
  return [...people.values()].map((p) => ({
    value: p.id,
    label: `${p.name} — ${p.post} (${SCHOOL_LABELS[p.audience]})`,
  }));
}

/** The person with `id` (deleted ones included, with `deleted: true`), or undefined. */
export async function getPerson(
  id: string,
  database: DB = db(),
): Promise<(PersonRecord & { deleted: boolean }) | undefined> {
  const row = await database.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  const person = row && fromRow(row);
  if (!row || !person) return undefined;
  return {
    ...person,
    position: row.position,
    editedAt: row.edited_at,
    shipped: row.default_hash !== null,
    deleted: row.deleted_at !== null,
  };
}

/** Titles such as "Mrs." are left out of an id made from a name. */
const TITLES = /^(mr|mrs|ms|miss|dr|adv|prof|rev|sri|smt|thiru|tmt)\.?\s+/i;

/** A lower-case slug of `name` without its title: "Mrs. L. Shanthi" gives "l-shanthi". */
export function slugOfName(name: string): string {
  const slug = name
    .trim()
    .replace(TITLES, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "person";
}

/**
 * Adds a person (the office's, not shipped) at the end of the list, with an id made from the name
 * (`slugOfName`, then "-2", "-3"… while taken, deleted people included so an old reference never
 * points at someone new). Returns the person. Pass the transaction that writes the audit row.
 */
export async function createPerson(input: PersonInput, editor: Editor, database: DB = db()): Promise<Person> {
  const base = slugOfName(input.name);
  const taken = new Set(
    (
      await database
        .selectFrom("people")
        .select("id")
        .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id) || shippedPeople.has(id); n++) id = `${base}-${n}`;
  const last = await database
    .selectFrom("people")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  const at = now();
  // The schema's parse drops the Tamil beside the fields: it is put back (decision 0032).
  const person = carryTamil(input, personSchema.parse({ ...input, id }));
  await database
    .insertInto("people")
    .values({
      id,
      ...columns(person),
      ...tamilColumns(person),
      position: Number(last?.last ?? -1) + 1,
      default_hash: null,
      edited_at: at,
      edited_by: editor.id,
      updated_at: at,
    })
    .execute();
  return person;
}

/**
 * Changes the person `id` (not deleted) to `input`, marking the row edited so start-up keeps it.
 * Returns the person, or undefined when there is no such person.
 */
export async function updatePerson(
  id: string,
  input: PersonInput,
  editor: Editor,
  database: DB = db(),
): Promise<Person | undefined> {
  const person = carryTamil(input, personSchema.parse({ ...input, id }));
  const at = now();
  const result = await database
    .updateTable("people")
    .set({ ...columns(person), ...tamilColumns(person), edited_at: at, edited_by: editor.id, updated_at: at })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? person : undefined;
}

/**
 * Deletes the person `id`: the row stays, marked deleted, so start-up never brings a shipped person
 * back and an old id never names someone new. Returns false when there was no such person. The caller
 * refuses the delete while a page refers to the person (`pagesNaming`).
 */
export async function deletePerson(id: string, editor: Editor, database: DB = db()): Promise<boolean> {
  const at = now();
  const result = await database
    .updateTable("people")
    .set({ deleted_at: at, edited_at: at, edited_by: editor.id, updated_at: at })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A reference to a person found in a page. */
const isPersonCell = (cell: Cell): cell is Extract<Cell, { person: string }> =>
  typeof cell === "object" && "person" in cell;

/** The ids of the people `blocks` refer to (people blocks and person cells). */
export function peopleIn(blocks: readonly Block[]): Set<string> {
  const ids = new Set<string>();
  for (const block of blocks) {
    if (block.type === "people") for (const entry of block.people) ids.add(entry.person);
    if (block.type === "table") {
      for (const row of block.rows)
        for (const cell of Object.values(row)) if (isPersonCell(cell)) ids.add(cell.person);
    }
  }
  return ids;
}

/** Every person id anywhere in a stored page's JSON, whatever its shape (a draft may be half-made). */
function idsInJson(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) idsInJson(item, into);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.person === "string") into.add(record.person);
    for (const member of Object.values(record)) idsInJson(member, into);
  }
}

/** A page that names a person: its path and title. */
export interface NamingPage {
  path: string;
  title: string;
}

/**
 * For every person id some page refers to, published or in a draft, the pages (path and title, in path
 * order): one read of the `pages` table, for the People screen's "on N pages" and its refusal of a
 * delete. Pages without a row yet count with their shipped default; a stored page
 * that is not JSON is skipped. Throws when the database cannot be read.
 */
export async function pagesByPerson(database: DB = db()): Promise<Map<string, NamingPage[]>> {
  const rows = await database.selectFrom("pages").select(["path", "published", "draft"]).execute();
  const found = new Map<string, Map<string, string>>();
  const add = (id: string, path: string, title: string) => {
    const pages = found.get(id) ?? new Map<string, string>();
    pages.set(path, title);
    found.set(id, pages);
  };
  for (const row of rows) {
    for (const stored of [row.published, row.draft]) {
      if (stored === null || stored === undefined) continue;
      let page: unknown;
      try {
        page = readJson(stored);
      } catch {
        continue;
      }
      const ids = peopleOfDisclosure(page);
      idsInJson(page, ids);
      const title = (page as { title?: unknown }).title;
      for (const id of ids) add(id, row.path, typeof title === "string" ? title : row.path);
    }
  }
  const stored = new Set(rows.map((row) => row.path));
  for (const page of contentPages.values()) {
    if (stored.has(page.path)) continue;
    for (const id of peopleIn(page.blocks)) add(id, page.path, page.title);
  }
  for (const entry of editables.values()) {
    if (entry.kind !== "sections" || stored.has(entry.path)) continue;
    for (const id of peopleOfDisclosure(entry.shipped)) add(id, entry.path, titleOf(entry, entry.shipped));
  }
  return new Map(
    [...found].map(([id, pages]) => [
      id,
      [...pages].map(([path, title]) => ({ path, title })).sort((a, b) => a.path.localeCompare(b.path)),
    ]),
  );
}

/**
 * The pages that refer to the person `id`, published or in a draft (path and title, in path order):
 * what the People screen names when it refuses a delete. Throws when the database
 * cannot be read.
 */
export async function pagesNaming(id: string, database: DB = db()): Promise<NamingPage[]> {
  return (await pagesByPerson(database)).get(id) ?? [];
}

/** `{ "<key>@ta": tamil }` to spread into a view beside its field `key`, or nothing without Tamil. */
function tamilAs(key: string, tamil: TamilValue | undefined): Record<string, TamilValue> {
  return tamil ? { [tamilKey(key)]: tamil } : {};
}

/**
 * The Tamil of what a person cell shows of `person`, when it has one: a single field's Tamil (the
 * name, the post, the qualification); "name, qualification" has none of its own.
 */
function personTamil(person: Person, show: PersonShow): TamilValue | undefined {
  return show === "name-qualification"
    ? person.qualification
      ? undefined
      : tamilOf(person, "name")
    : tamilOf(person, show);
}

/** What a person cell shows of `person`. */
export function personText(person: Person, show: PersonShow): string {
  switch (show) {
    case "name":
      return person.name;
    case "post":
      return person.post;
    case "qualification":
      return person.qualification ?? "";
    case "name-qualification":
      return person.qualification ? `${person.name}, ${person.qualification}` : person.name;
  }
}

/**
 * `page` with its references to people replaced by what the blocks draw: a people
 * block's entries become name, role (the page's, else the post), detail (the page's, else the post
 * when the page gave a role of its own), photo, public contacts (when set) and sample flag; a person
 * cell becomes its text. `people` is `readPeople()`'s map. An id it does not hold draws the shipped
 * person of that id if there is one, else is left out (an entry dropped, a cell empty): never a throw
 * (architecture ruling 5). Pure: the same arguments give the same page.
 */
export function resolvePeople(page: ContentPage, people: ReadonlyMap<string, Person>): ResolvedPage {
  const find = (id: string) => people.get(id) ?? shippedPeople.get(id);
  const personTamilOf = (value: Extract<Cell, { person: string }>) => {
    const person = find(value.person);
    return person ? personTamil(person, value.show) : undefined;
  };
  const cell = (value: Cell): ResolvedCell => {
    if (!isPersonCell(value)) return value;
    const person = find(value.person);
    return person ? personText(person, value.show) : "";
  };
  const blocks = page.blocks.map((block): ResolvedBlock => {
    if (block.type === "people") {
      return {
        ...block,
        people: block.people.flatMap((entry): ResolvedPerson[] => {
          const person = find(entry.person);
          if (!person) return [];
          // A committee's entry gives the member's post in the committee as `role`; the line below it
          // is then their post at school ("Secretary" over "PGT Chemistry"), unless the page says more.
          const detail =
            entry.detail ??
            (entry.role !== undefined && entry.role !== person.post ? person.post : undefined);
          // Each text keeps the Tamil of where it came from, the page's entry or the person (decision 0032).
          const detailTamil = entry.detail !== undefined ? tamilOf(entry, "detail") : tamilOf(person, "post");
          return [
            {
              name: person.name,
              role: entry.role ?? person.post,
              ...tamilAs("name", tamilOf(person, "name")),
              ...tamilAs("role", entry.role !== undefined ? tamilOf(entry, "role") : tamilOf(person, "post")),
              ...(detail !== undefined && { detail, ...tamilAs("detail", detailTamil) }),
              ...(person.photo !== undefined && { photo: person.photo }),
              ...(person.photoAlt !== undefined && {
                photoAlt: person.photoAlt,
                ...tamilAs("photoAlt", tamilOf(person, "photoAlt")),
              }),
              ...(person.email !== undefined && { email: person.email }),
              ...(person.phone !== undefined && { phone: person.phone }),
              sample: person.sample,
            },
          ];
        }),
      };
    }
    if (block.type === "table") {
      return {
        ...block,
        rows: block.rows.map(
          (row) =>
            // A person cell's Tamil goes beside it (`inLanguage` shows it on /ta and takes it out of
            // every page, so the table never draws it as a cell).
            Object.fromEntries(
              Object.entries(row).flatMap(([key, value]) => {
                const tamil = isPersonCell(value) ? personTamilOf(value) : undefined;
                return tamil
                  ? [
                      [key, cell(value)],
                      [tamilKey(key), tamil],
                    ]
                  : [[key, cell(value)]];
              }),
            ) as Record<string, ResolvedCell>,
        ),
      };
    }
    return block;
  });
  return { ...page, blocks };
}

/**
 * The resolve step of `resolvePage` (app/lib/site/resolve-page.server.ts) for people: reads the people
 * only when `page` refers to someone, then `resolvePeople`. Never throws (`readPeople` falls back to
 * the shipped people).
 */
export async function resolvePagePeople(page: ContentPage, database: DB = db()): Promise<ResolvedPage> {
  if (peopleIn(page.blocks).size === 0) return page as ResolvedPage;
  return resolvePeople(page, await readPeople(database));
}
