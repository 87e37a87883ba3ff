import { data, redirect } from "react-router";
import { z } from "zod";
import { requireRole } from "~/lib/auth/session.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { formText, parseForm, readForm } from "~/lib/forms/parse.server";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { writeAudit } from "~/lib/platform/audit.server";
import { type DB, db } from "~/lib/platform/db.server";
import { readSettings, saveSettings } from "~/lib/site/settings.server";
import { images } from "~content/media";
import {
  MAX_HOME_SLIDES,
  SETTINGS_GROUPS,
  type Settings,
  type SettingsGroup,
  settingsSchemas,
} from "~content/schemas/settings";
import { settingsChanges, settingsSummary } from "./settings-audit";
import { formValuesOf, GROUP_SAVE, SETTINGS_DONE, UNCHANGED } from "./settings-form";

/**
 * The Site settings screen (issue 23 item 6), at /admin/settings: one form per group of settings, each
 * saved on its own and checked with its schema of `content/schemas/settings.ts` through `parseForm`.
 * Administrators only (an editor gets a 403 with a message, on the loader and the action). Every save
 * writes an audit row in the same transaction and raises the page version, so cached public pages
 * render with the new settings. The home slides' Add, Remove, Up and Down buttons post the slides form
 * and get it back rearranged, unsaved, so they work without JavaScript; "Save slides" stores it.
 */

/** Where every save goes back to (with `?done=`). */
const SETTINGS = "/admin/settings";

/** The screen's data for `user` (from the staff guard's `userContext`): administrators only (403). */
export async function loadSettingsScreen(request: Request, user: PublicUser, database: DB = db()) {
  requireRole(user, "admin");
  const settings = await readSettings(database);
  return {
    done: readDone(request, SETTINGS_DONE),
    values: Object.fromEntries(
      SETTINGS_GROUPS.map((group) => [group, formValuesOf(group, settings[group])]),
    ) as Record<SettingsGroup, FormValues>,
  };
}

/** What a refused form (or a rearranged slides form) gets back: its group, messages by field, what was typed. */
export interface SettingsActionResult {
  group: SettingsGroup;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
}

const answer = (result: SettingsActionResult, status = 400) => data<SettingsActionResult>(result, { status });

/** Every posted field but the button's `intent`. */
const FIELDS = /^(?!intent$)[A-Za-z0-9.]+$/;

// ---------------------------------------------------------------------------------------------------
// From flat fields to a group's value

/** A value rebuilt from flat fields, with the posted row of each compacted array row (for messages). */
interface Unflattened {
  value: Record<string, unknown>;
  /** Array path (`schools.vidhyashram.phones`) → the posted index of each kept row. */
  rows: Map<string, number[]>;
}

const isBlankRow = (row: unknown) =>
  row !== null &&
  typeof row === "object" &&
  Object.values(row).every((member) => typeof member === "string" && member.trim() === "");

/**
 * The nested value of `values` (`a.b.0.c` → `{ a: { b: [{ c }] } }`). Numeric segments make arrays,
 * compacted in index order with rows whose fields are all blank left out (an emptied phone row removes
 * the phone); `rows` keeps where each kept row was posted.
 */
function unflatten(values: FormValues): Unflattened {
  const root: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(values)) {
    const segments = name.split(".");
    let node = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) node[segment] = text;
      else {
        // Own members only: a field named `constructor.prototype.x` must not reach Object.prototype.
        if (!Object.hasOwn(node, segment) || typeof node[segment] !== "object") node[segment] = {};
        node = node[segment] as Record<string, unknown>;
      }
    });
  }
  const rows = new Map<string, number[]>();
  const compact = (node: unknown, path: string): unknown => {
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node as Record<string, unknown>);
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
      const kept = entries
        .map(([key, row]) => ({ index: Number(key), row: compact(row, `${path}.${key}`) }))
        .filter(({ row }) => !isBlankRow(row))
        .sort((a, b) => a.index - b.index);
      rows.set(
        path,
        kept.map(({ index }) => index),
      );
      return kept.map(({ row }) => row);
    }
    return Object.fromEntries(
      entries.map(([key, inner]) => [key, compact(inner, path ? `${path}.${key}` : key)]),
    );
  };
  return { value: compact(root, "") as Record<string, unknown>, rows };
}

/** A number field: the number typed (a comma taken as a decimal point), NaN when it is not one. */
function numberOf(text: unknown): number {
  const trimmed = typeof text === "string" ? text.trim().replace(",", ".") : "";
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/** `value`'s contact details made the contacts group's shape: addresses as lines, map points as numbers. */
function contactsOf(value: Record<string, unknown>, current: Settings): unknown {
  const schools = (value.schools ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...value,
    // Whether the details are still placeholders is not the office's to set here (architecture ruling 11).
    sample: current.contacts.sample,
    schools: Object.fromEntries(
      Object.entries(schools).map(([slug, school]) => {
        const location = (school.location ?? {}) as Record<string, unknown>;
        return [
          slug,
          {
            ...school,
            address: String(school.address ?? "")
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean),
            phones: school.phones ?? [],
            emails: school.emails ?? [],
            location: { latitude: numberOf(location.latitude), longitude: numberOf(location.longitude) },
          },
        ];
      }),
    ),
  };
}

/**
 * The value of `group` that the posted `values` describe, and the field a path of that value was
 * posted as (a compacted row's posted index; an address line's path is its textarea's).
 */
function fromForm(group: SettingsGroup, values: FormValues, current: Settings) {
  const { value, rows } = unflatten(values);
  const base = group === "homeSlides" ? "slides" : "";
  const groupValue =
    group === "homeSlides" ? (value.slides ?? []) : group === "contacts" ? contactsOf(value, current) : value;
  const fieldOf = (path: readonly PropertyKey[]): string => {
    const names: string[] = base ? [base] : [];
    for (const segment of path) {
      const posted = typeof segment === "number" ? rows.get(names.join("."))?.[segment] : undefined;
      names.push(String(posted ?? String(segment)));
    }
    // An address line's message belongs to the address's one textarea.
    while (names.length > 1 && /^\d+$/.test(names.at(-1) ?? "") && !(names.join(".") in values)) {
      const last = names.join(".");
      if (Object.keys(values).some((name) => name.startsWith(`${last}.`))) break;
      names.pop();
    }
    return names.join(".") || "form";
  };
  return { value: groupValue, fieldOf };
}

/**
 * The form schema of `group` for `parseForm`: the posted fields (flat, as typed) made the group's value
 * and checked with the group's schema; each refusal is reported on the field it came from.
 */
function groupFormSchema<G extends SettingsGroup>(group: G, current: Settings): z.ZodType<Settings[G]> {
  return z.record(z.string(), z.string()).transform((values, ctx) => {
    const { value, fieldOf } = fromForm(group, values, current);
    const result = settingsSchemas[group].safeParse(value);
    if (result.success) return result.data as Settings[G];
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: [fieldOf(issue.path)] });
    }
    return z.NEVER;
  }) as unknown as z.ZodType<Settings[G]>;
}

// ---------------------------------------------------------------------------------------------------
// The slides' Add, Remove, Up and Down

const SLIDE_FIELDS = ["image", "alt", "title", "description"] as const;

/**
 * The slides form after the button `intent` (`slide-add`, `slide-remove-2`, `slide-up-2`,
 * `slide-down-2`): the slides as typed, in their new order, renumbered. Null for another intent.
 */
export function arrangeSlides(intent: string, values: FormValues): FormValues | null {
  const match = /^slide-(add|remove|up|down)(?:-(\d+))?$/.exec(intent);
  if (!match) return null;
  const [, op, at] = match;
  const count = Math.max(
    0,
    ...Object.keys(values).map((name) => Number(/^slides\.(\d+)\./.exec(name)?.[1] ?? -1) + 1),
  );
  const slides = Array.from({ length: count }, (_, index) =>
    Object.fromEntries(SLIDE_FIELDS.map((field) => [field, values[`slides.${index}.${field}`] ?? ""])),
  );
  const index = Number(at ?? -1);
  if (op === "add" && slides.length < MAX_HOME_SLIDES) {
    slides.push({ image: images[0]?.name ?? "", alt: "", title: "", description: "" });
  } else if (op === "remove" && slides.length > 1 && slides[index]) {
    slides.splice(index, 1);
  } else if ((op === "up" || op === "down") && slides[index]) {
    const other = op === "up" ? index - 1 : index + 1;
    const [moved] = slides.splice(index, 1);
    if (moved && other >= 0 && other <= slides.length) slides.splice(other, 0, moved);
    else if (moved) slides.splice(index, 0, moved);
  }
  const arranged: FormValues = {};
  slides.forEach((slide, position) => {
    for (const field of SLIDE_FIELDS) arranged[`slides.${position}.${field}`] = slide[field] ?? "";
  });
  return arranged;
}

// ---------------------------------------------------------------------------------------------------
// The action

/**
 * The screen's forms, posted by `user` (from the staff guard's `userContext`) from `address`:
 * administrators only (`requireRole` throws a 403 with a message otherwise). The button's `intent`
 * names the group saved (`site`, `homeSlides`, `links`, `contacts`) or a slide arrangement. A refused
 * form answers 400 with its messages and what was typed; a database that cannot be written, 503 with a
 * message; a save redirects with `?done=<group>`. The audit row names each changed field by its label,
 * old → new (`settingsSummary`); a save that changes nothing writes nothing and no audit row, and
 * redirects with `?done=unchanged`.
 */
export async function runSettingsAction(
  request: Request,
  user: PublicUser,
  address: string | null,
  database: DB = db(),
) {
  const me = requireRole(user, "admin");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const group = SETTINGS_GROUPS.find((g) => g === intent);
  if (!group) {
    const slides = arrangeSlides(
      intent,
      (await parseForm(form, z.record(z.string(), z.string()), { fields: FIELDS })).values,
    );
    if (slides) return answer({ group: "homeSlides", errors: {}, values: slides }, 200);
    return redirect(SETTINGS);
  }
  const current = await readSettings(database);
  const parsed = await parseForm(form, groupFormSchema(group, current), { fields: FIELDS });
  if (!parsed.ok) return answer({ group, errors: parsed.errors, values: parsed.values });
  let changed: boolean;
  try {
    changed = await database.transaction().execute(async (trx) => {
      // Compared with what is stored at the moment of writing, so of two saves at once each logs its own.
      const changes = settingsChanges(group, (await readSettings(trx))[group], parsed.data);
      // An audit row would claim a change that was not made; and a group never saved keeps following
      // its shipped default (app/lib/site/settings.server.ts).
      if (changes.length === 0) return false;
      await saveSettings(group, parsed.data, me, trx);
      await writeAudit(
        {
          actor: { id: me.id, username: me.username },
          action: "update",
          entity: "settings",
          summary: settingsSummary(group, changes),
          address,
        },
        trx,
      );
      return true;
    });
  } catch (error) {
    console.error("Error saving site settings:", error instanceof Error ? error.message : error);
    return answer(
      {
        group,
        errors: {},
        values: parsed.values,
        formError: `The settings could not be saved (the database did not respond). Please try "${GROUP_SAVE[group].label}" again.`,
      },
      503,
    );
  }
  if (!changed) return redirectDone(SETTINGS, UNCHANGED);
  return redirectDone(SETTINGS, group);
}
