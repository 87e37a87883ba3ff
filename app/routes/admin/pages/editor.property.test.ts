import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { FORM_VALUE_LIMIT } from "~/lib/forms/schema-form.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { blockSchema } from "~content/schemas/page";
import { FORM_MAX_BYTES } from "../../../../server/middleware/body-limits";
import { cpuTimeOf } from "../../../../tests/support/cpu-time";
import {
  callAction,
  dataOf,
  get,
  isData,
  loaderData,
  post,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import { editorUrl } from "./editor";
import * as editorRoute from "./page";

/**
 * The page editor against hostile list lengths (architecture section 2: a list posts its length as
 * `<path>.$n`): whatever lengths a post asks for — lists inside lists, thousands of paths, the deepest
 * nesting the schemas have, lengths that are no numbers — the answer comes quickly and stays small:
 * a form that would make more than `FORM_VALUE_LIMIT` values is refused unread, and any form drawn
 * again holds at most that many.
 */

const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS || 20);
/** Far above any honest answer (CPU milliseconds), far below a blow-up: a guard, not a benchmark. */
const TIME_LIMIT_MS = 2000;
/** The largest answer allowed: a form of `FORM_VALUE_LIMIT` values drawn again with their messages. */
const ANSWER_LIMIT_BYTES = 2 * 1024 * 1024;

/** Pages of each kind of schema: content pages (sections of every kind) and sectioned pages. */
const PAGES = [
  "/vidhyapeeth/facilities/library",
  "/vidhyashram/publicdisclosure",
  "/",
  "/vidhyashram",
  "/bus-routes",
];
const BLOCK_TYPES = blockSchema.options.map((o) => String(o.shape.type.value));

let admin = "";
/** Per page, every list's length field with its indexes as `#` (`blocks.#.cards.#.paragraphs.$n`). */
const templates = new Map<string, string[]>();

function nodes(node: FieldNode): number {
  if (node.kind === "group") return 1 + node.children.reduce((n, c) => n + nodes(c), 0);
  if (node.kind === "list") return 1 + node.items.reduce((n, c) => n + nodes(c), 0);
  if (node.kind === "variant") return 1 + nodes(node.child);
  return 1;
}

beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults([...editables.values()].map((e) => ({ path: e.path, value: e.shipped })));
  admin = await signIn("principal");
  // The length fields of every shipped page of the same schema, so every kind of section's lists count.
  const pageNames = new Set<string>();
  for (const entry of editables.values()) {
    // The settings groups have their own screen and tests (routes/admin/settings/settings.test.ts).
    if (entry.kind === "settings") continue;
    const { node } = await loaderData(editorRoute, get(editorUrl(entry.path), { cookie: admin }));
    const names = postedFields(node)
      .map(([name]) => name.replace(/\.\d+(?=\.)/g, ".#"))
      .filter((name) => /\$(n|present|variant)$/.test(name));
    if (entry.kind === "page") for (const name of names) pageNames.add(name);
    else templates.set(entry.path, [...new Set(names)]);
  }
  for (const path of PAGES) if (!templates.has(path)) templates.set(path, [...pageNames]);
});

/** A length as a hostile post may give it: small, large, or no number at all. */
const length = fc.oneof(
  fc.integer({ min: 0, max: 10 }),
  fc.integer({ min: 100, max: 100_000 }),
  fc.constantFrom("1e9", "-1", "99999999999999999999", "NaN", "0x10", " 12", "500.5", "", "true"),
);

/** An item's index: mostly among the first, sometimes far out. */
const index = fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 10 }) }, fc.nat({ max: 600 }));

/**
 * One hostile field: a template with its `#` filled by `indexes`, repeated for the `each` items after
 * the first index (`blocks.0.cards.$n`, `blocks.1.cards.$n`, …: lists inside lists).
 */
const entry = fc.record({
  pick: fc.nat(),
  indexes: fc.array(index, { minLength: 4, maxLength: 4 }),
  each: fc.oneof(fc.constant(0), fc.nat({ max: 150 })),
  value: length,
});

const extra = fc.constantFrom<Record<string, string>>(
  { intent: "draft" },
  { intent: "publish" },
  { intent: "preview" },
  { _op: "refresh" },
  { _op: "add:blocks" },
  { _op: "add:blocks.0.cards" },
  { _op: "remove:blocks.0" },
  { _op: "default" },
);

/** The post: the root list's length, kinds for the first sections, then the hostile fields. */
function hostileForm(
  path: string,
  root: string | number,
  kinds: string[],
  entries: { pick: number; indexes: number[]; each: number; value: string | number }[],
  extraFields: Record<string, string>,
): FormData {
  const names = templates.get(path) ?? [];
  const body = new FormData();
  let bytes = 0;
  const add = (name: string, value: string) => {
    bytes += name.length + value.length + 2;
    if (bytes < FORM_MAX_BYTES) body.append(name, value);
  };
  for (const [name, value] of Object.entries(extraFields)) add(name, value);
  add(names.find((n) => !n.includes("#") && n.endsWith("$n")) ?? "blocks.$n", String(root));
  for (const [i, kind] of kinds.entries()) add(`blocks.${i}.type`, kind);
  for (const { pick, indexes, each, value } of entries) {
    const template = names[pick % Math.max(1, names.length)] ?? "blocks.$n";
    const text = template.endsWith("$present") ? "true" : String(value);
    const repeats = template.includes("#") ? each : 0;
    for (let first = 0; first <= repeats; first++) {
      let k = 0;
      add(
        template.replace(/#/g, () => String((indexes[k] ?? 0) + (k++ === 0 ? first : 0))),
        text,
      );
    }
  }
  return body;
}

describe("the page editor against hostile list lengths", () => {
  it("answers any combination of lengths within the time and size limits, drawing at most the limit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        length,
        fc.array(fc.constantFrom(...BLOCK_TYPES), { maxLength: 60 }),
        fc.array(entry, { maxLength: 40 }),
        extra,
        async (path, root, kinds, entries, extraFields) => {
          const body = hostileForm(path, root, kinds, entries, extraFields);
          const { result, ms } = await cpuTimeOf(() =>
            callAction(editorRoute, post(editorUrl(path), body, { cookie: admin })),
          );
          expect(ms).toBeLessThan(TIME_LIMIT_MS);
          const status = statusOf(result);
          expect([undefined, 200, 302, 400]).toContain(status);
          if (!isData(result)) return;
          const answer = dataOf<{ node?: FieldNode }>(result);
          expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(ANSWER_LIMIT_BYTES);
          // An added item (`add:…`) may come on top of what was read.
          if (answer.node) expect(nodes(answer.node)).toBeLessThanOrEqual(FORM_VALUE_LIMIT + 100);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  }, 120_000);
});
