import { z } from "zod";
import { asTamilList, isTamilKey, tamilKey, tamilOf, tamilState } from "~content/bilingual";
import { instantToIndiaLocal } from "~content/india-time";
import { dialledIndianPhone } from "~content/phone";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS, textField } from "~content/schemas/common";
import { ACCEPTED_IMAGE_TYPES } from "~content/uploaded-images";
import { type FeeGridClass, feeGridNode, readFeeGrid } from "./fee-grid.server";
import { summarised } from "./item-summary";
import { warned } from "./item-warnings";
import type { FieldNode, TamilField } from "./schema-form";

/**
 * A form for any value of a zod schema (the editor built from the schemas, docs/decisions/0012 step 3):
 * `describeValue` turns a schema and a value into the fields `SchemaFields` draws, `readValue` turns the
 * posted form back into a value of the same shape, `applyOperation` adds, removes and moves list items
 * (buttons that post, so the editor works without JavaScript), and `schemaErrors` gives a clerk's
 * message per field. The schemas are the content schemas of `content/schemas/`; zod 4's own
 * description of a schema (`schema.def`) is what is walked, and every word a clerk reads (labels, help,
 * names of list items, of shapes and of coded values) is the schema's `.meta()` (content/schemas/
 * field-meta.ts), never guessed from a field's name.
 *
 * Field names are dotted paths (`blocks.3.rows.2.name`); a list also posts `<path>.$n` (its length), a
 * choice between shapes `<path>.$variant`, an optional part `<path>.$present`.
 */

type Schema = z.ZodType;
/** zod 4's description of a schema: `type` and the members each type has. */
type Def = {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  values?: unknown[];
  entries?: Record<string, string | number>;
  valueType?: Schema;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; format?: string } };
  }[];
  format?: string;
  in?: Schema;
  out?: Schema;
};

const defOf = (schema: Schema) => (schema as unknown as { def: Def }).def;

/**
 * What `.meta()` says of a field (content/schemas/field-meta.ts: label, help, itemLabel, options,
 * widget), read through its wrappers: `.optional()` and `.default()` make new schemas that do not carry
 * the meta of the one they wrap, so `text.meta({ label }).optional()` and `text.optional().meta({ label })`
 * both label the field; where both layers say something, the outer one wins.
 */
function metaOf(schema: Schema): z.GlobalMeta {
  const layers: z.GlobalMeta[] = [];
  let current: Schema | undefined = schema;
  while (current) {
    layers.unshift(z.globalRegistry.get(current) ?? {});
    const def = defOf(current);
    current =
      def.type === "optional" || def.type === "nullable" || def.type === "default"
        ? def.innerType
        : def.type === "pipe"
          ? pipedField(def)
          : undefined;
  }
  return Object.assign({}, ...layers);
}

/** The schema under `optional`, `nullable`, `default` and `pipe` wrappers, and whether it was optional. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
      optional = optional || def.type !== "default";
      inner = def.innerType as Schema;
    } else if (def.type === "pipe" && def.in) {
      inner = pipedField(def);
    } else return { inner, optional };
  }
}

/**
 * The schema of a pipe that is the field a clerk types: what it reads (`.transform()` after a string:
 * the string), or, for a `z.preprocess()` (whose input is a function, not a field), the schema the
 * typed text is then given to.
 */
function pipedField(def: Def): Schema {
  return defOf(def.in as Schema).type === "transform" ? (def.out as Schema) : (def.in as Schema);
}

function check(schema: Schema, name: string) {
  return defOf(schema).checks?.find((c) => c._zod.def.check === name)?._zod.def;
}

/** What the extra facts an editor needs are: people and documents to choose from. */
export interface FormContext {
  people?: { value: string; label: string }[];
  /**
   * The Documents library, for `widget: "document"`: value what the field keeps (a page's link: the
   * permanent URL; a notice's circular: the document's id), label its title.
   */
  documents?: { value: string; label: string }[];
  /** Each page's address and its title now, for `widget: "link"` (readPageTitles). */
  pageTitles?: ReadonlyMap<string, string>;
  /**
   * False for a form whose store keeps no Tamil beside its fields (people, documents, the picture
   * library, accounts: their rows are columns only): no Tamil box is drawn that would not be kept.
   */
  bilingual?: boolean;
}

/** The keys and labels of a table's columns, for its rows (records keyed by column). */
type Columns = { key: string; label: string }[];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The index of the option of `union` that `value` is, by parsing, then by shape. */
function variantIndex(options: Schema[], value: unknown): number {
  const parsed = options.findIndex((o) => o.safeParse(value).success);
  if (parsed >= 0) return parsed;
  if (typeof value === "string") {
    const text = options.findIndex((o) => defOf(unwrap(o).inner).type === "string");
    if (text >= 0) return text;
  }
  if (isRecord(value)) {
    let best = 0;
    let score = -1;
    options.forEach((o, i) => {
      const shape = defOf(unwrap(o).inner).shape;
      if (!shape) return;
      const s = Object.keys(value).filter((k) => k in shape).length;
      if (s > score) [best, score] = [i, s];
    });
    return best;
  }
  return 0;
}

/** The option of a discriminated union whose discriminator is `tag`. */
function taggedOption(def: Def, tag: unknown): Schema | undefined {
  const key = def.discriminator as string;
  return def.options?.find((o) => defOf(defOf(o).shape?.[key] as Schema).values?.includes(tag));
}

/** The kinds a discriminated union offers: each option's tag, named by the option's `.meta({ label })`. */
function kindsOf(def: Def): { value: string; label: string }[] {
  const key = def.discriminator as string;
  return (def.options ?? []).map((o) => ({
    value: String(defOf(defOf(o).shape?.[key] as Schema).values?.[0]),
    label: metaOf(o).label ?? "",
  }));
}

/** The words for coded value `value` of a choice: its `.meta({ options })` entry, else the value itself. */
function optionWords(meta: z.GlobalMeta, value: unknown): string {
  return meta.options?.[String(value)] ?? String(value);
}

/** Whether each string schema takes "" (an optional text field, drawn without the required mark). */
const emptyTextTaken = new WeakMap<z.ZodType, boolean>();

/**
 * True when `schema` accepts empty text: asked of the schema once and kept, since a long form draws the
 * same text schema (`text`, a cell of a table) hundreds of times.
 */
function takesEmptyText(schema: z.ZodType): boolean {
  let taken = emptyTextTaken.get(schema);
  if (taken === undefined) {
    taken = schema.safeParse("").success;
    emptyTextTaken.set(schema, taken);
  }
  return taken;
}

/**
 * The fields for `value` under `schema` at `path` ("" for the root). `errors` are `schemaErrors`'
 * messages by path. `key` is the value's name in its parent (text in a box of several lines, a page's
 * own path hidden). Every label and help comes from the schema's `.meta()`; one it lacks is "" (a test
 * walks every editable value and names such a field: app/lib/forms/field-labels.test.ts).
 */
export function describeValue(
  schema: Schema,
  value: unknown,
  path: string,
  errors: Record<string, string>,
  context: FormContext = {},
  key = "",
  columns?: Columns,
): FieldNode {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const meta = metaOf(schema);
  const label = meta.label ?? "";
  const help = meta.help;
  const error = errors[path];
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  const widget = meta.widget;

  // A content page's own URL is the editor's URL: shown above the form, never typed.
  if (key === "path" && path === "path") {
    return { kind: "hidden", name: path, value: typeof value === "string" ? value : "" };
  }

  // A choice among records of another store (people, documents), by id or URL.
  if (widget === "person" || widget === "document") {
    const chosen = typeof value === "string" ? value : "";
    const choices = (widget === "person" ? context.people : context.documents) ?? [];
    const blank = widget === "person" ? "Choose a person" : optional ? "No document" : "Choose a document";
    // A chosen document no longer in the library stays choosable, so the form keeps what was stored.
    const unknown =
      widget === "document" && chosen && !choices.some((c) => c.value === chosen)
        ? [{ value: chosen, label: `${chosen} (not in Documents)` }]
        : [];
    return {
      kind: "select",
      name: path,
      label,
      error,
      help,
      required: !optional,
      value: chosen,
      options: [{ value: "", label: blank }, ...choices, ...unknown],
    };
  }

  // A file sent with the form (a notice's PDF circular, a picture for the library): read from the
  // multipart post by the screen, not by the schema. Required unless the schema lets it be left out.
  if (isFileWidget(widget)) {
    const accept = widget === "pdf" ? "application/pdf,.pdf" : ACCEPTED_IMAGE_TYPES;
    return { kind: "file", name: path, label, help, error, accept, required: !optional };
  }

  if (widget === "link") {
    const object = isRecord(value) ? value : {};
    const pagesOnly = def.type !== "union";
    const address =
      typeof object.page === "string" ? object.page : typeof object.href === "string" ? object.href : "";
    return {
      kind: "link",
      name: path,
      label,
      help,
      error,
      pagesOnly,
      address: {
        name: join(pagesOnly ? "page" : "address"),
        value: address,
        error: errors[join("page")] ?? errors[join("href")],
      },
      words: {
        name: join("label"),
        value: typeof object.label === "string" ? object.label : "",
        error: errors[join("label")],
      },
      // Only beside words of its own: a link without shows the page's title, in Tamil its Tamil title.
      wordsTamil:
        typeof object.label === "string" && object.label.trim() !== ""
          ? linkWordsTamil(object, join("label"), errors)
          : undefined,
      pageTitle: context.pageTitles?.get(address.trim()),
    };
  }

  switch (def.type) {
    case "string": {
      const max = check(inner, "max_length")?.maximum;
      const format = def.format ?? check(inner, "string_format")?.format;
      return {
        kind: "text",
        name: path,
        label,
        error,
        help,
        // A phone kept as "+914175222333" reads as the clerk dials it, "04175 222 333" (read back the same);
        // a time kept as its UTC instant reads on India's clock, as the clerk typed it. A password is
        // never drawn again: the page would carry it back to the browser.
        value:
          typeof value !== "string" || widget === "password"
            ? ""
            : widget === "phone" && /^\+91\d{10}$/.test(value)
              ? dialledIndianPhone(value)
              : widget === "datetime" && /Z$/.test(value)
                ? instantToIndiaLocal(value)
                : value,
        multiline: widget === "multiline",
        // Required when empty text is refused: an optional text field (`textField` without `required`)
        // takes "" and is drawn without the mark.
        required: !optional && !takesEmptyText(inner),
        maxLength: max,
        inputType:
          format === "url"
            ? "url"
            : format === "email"
              ? "email"
              : widget === "date" || format === "date"
                ? "date"
                : widget === "datetime"
                  ? "datetime-local"
                  : widget === "time"
                    ? "time"
                    : widget === "phone"
                      ? "tel"
                      : widget === "password"
                        ? "password"
                        : undefined,
        autoComplete: meta.autocomplete,
      };
    }
    case "number":
      return {
        kind: "number",
        name: path,
        label,
        error,
        help,
        required: !optional,
        value: typeof value === "number" ? String(value) : typeof value === "string" ? value : "",
      };
    case "boolean": {
      // The fields this box turns off while ticked ("All day": the times), its siblings by name.
      const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".") + 1) : "";
      const disables = meta.disables?.map((sibling) => `${parent}${sibling}`);
      return { kind: "checkbox", name: path, label, error, help, checked: value === true, disables };
    }
    case "literal":
      return { kind: "hidden", name: path, value: String(def.values?.[0] ?? "") };
    case "enum": {
      const options = Object.values(def.entries ?? {}).map((v) => ({
        value: String(v),
        label: optionWords(meta, v),
      }));
      return {
        kind: "select",
        name: path,
        label,
        error,
        help,
        required: !optional,
        value: value === undefined ? "" : String(value),
        options: optional ? [{ value: "", label: "None" }, ...options] : options,
      };
    }
    case "object": {
      const shape = def.shape ?? {};
      const object = isRecord(value) ? value : {};
      // A picture: an image (`meta({ widget: "image" })`, or simply named `image`) with its alt text.
      if (shape.image && shape.alt) {
        const rest = Object.entries(shape).filter(([k]) => k !== "image" && k !== "alt");
        // Alone, the picture is the field (a card's `picture`); beside other fields (a slide's title) it
        // is one of them, named by its `image`.
        const pictureLabel = rest.length > 0 ? (metaOf(shape.image).label ?? "") : label;
        const picture: FieldNode = {
          kind: "image",
          name: join("image"),
          altName: join("alt"),
          label: optional ? `${pictureLabel} (optional)` : pictureLabel,
          value: typeof object.image === "string" ? object.image : "",
          alt: typeof object.alt === "string" ? object.alt : "",
          error: errors[join("image")] ?? error,
          altError: errors[join("alt")],
        };
        if (rest.length === 0 && !optional) return picture;
        return {
          kind: "group",
          name: path,
          label,
          error,
          help,
          children: [
            picture,
            ...rest.map(([k, s]) =>
              withTamil(
                describeValue(s, object[k], join(k), errors, context, k),
                s,
                object,
                k,
                errors,
                context,
              ),
            ),
          ],
          presence: optional
            ? { name: join("$present"), present: isRecord(value), label: `Show ${label.toLowerCase()}` }
            : undefined,
        };
      }
      const tableColumns = Array.isArray(object.columns)
        ? (object.columns as unknown[])
            .filter(isRecord)
            .map((c) => ({ key: String(c.key ?? ""), label: String(c.label ?? c.key ?? "") }))
        : undefined;
      return {
        kind: "group",
        name: path,
        label,
        error,
        help,
        block: typeof object.type === "string" && key === "",
        children: Object.entries(shape).map(([k, s]) =>
          withTamil(
            describeValue(s, object[k], join(k), errors, context, k, k === "rows" ? tableColumns : undefined),
            s,
            object,
            k,
            errors,
            context,
          ),
        ),
        presence: optional
          ? { name: join("$present"), present: isRecord(value), label: `Add ${label.toLowerCase()}` }
          : undefined,
      };
    }
    case "record": {
      const row = isRecord(value) ? value : {};
      const valueType = def.valueType as Schema;
      return {
        kind: "group",
        name: path,
        label,
        error,
        help,
        children: (columns ?? Object.keys(row).map((k) => ({ key: k, label: k }))).map((c) => {
          const node = describeValue(valueType, row[c.key], join(c.key), errors, context, c.key);
          // A new column has neither label nor key yet: its cells keep the cell's own label.
          return relabel(node, c.label || c.key || ("label" in node ? node.label : ""));
        }),
      };
    }
    case "array": {
      if (widget === "feeTable") {
        const row = defOf(unwrap(def.element as Schema).inner).shape ?? {};
        const words = (k: string) => (row[k] ? (metaOf(row[k]).label ?? "") : "");
        return feeGridNode(path, value, gridClasses(def.element as Schema), errors, {
          label,
          help,
          words: { fee: words("component"), term: words("term"), amount: words("amount") },
        });
      }
      const items = Array.isArray(value) ? value : [];
      const element = def.element as Schema;
      const fixed = check(inner, "length_equals")?.length;
      const max = check(inner, "max_length")?.maximum;
      const elementDef = defOf(unwrap(element).inner);
      const tagged = elementDef.type === "union" && elementDef.discriminator;
      // What one item is called ("Paragraph"): the list's `.meta({ itemLabel })`.
      const itemName = meta.itemLabel ?? "";
      return {
        kind: "list",
        name: path,
        label,
        error,
        help,
        itemLabel: itemName,
        countName: join("$n"),
        items: items.map((item, i) => {
          const node = describeValue(element, item, join(i), errors, context, tagged ? "" : key, columns);
          // A page section says what kind it is: "Section 4 · Table".
          const kind = tagged && node.kind !== "hidden" ? ` · ${node.label}` : "";
          // Named by its content too ("Route 3 · R3 · Anna Nagar"), with what a check warns of it.
          const named = summarised(relabel(node, `${itemName} ${i + 1}${kind}`), element);
          return warned(named, inner, items, i);
        }),
        canAdd: fixed === undefined && (max === undefined || items.length < max),
        canRemove: fixed === undefined,
        addChoices: tagged ? kindsOf(elementDef) : undefined,
        closed: meta.itemsClosed,
      };
    }
    case "union": {
      const options = def.options ?? [];
      if (def.discriminator) {
        const object = isRecord(value) ? value : {};
        const option = taggedOption(def, object[def.discriminator]) ?? options[0];
        if (!option) return { kind: "hidden", name: path, value: "" };
        // A page section is named by its kind ("Table"): the option's own `.meta({ label })`.
        return describeValue(option, value, path, errors, context, "", columns);
      }
      const literals = options.map((o) => defOf(o)).filter((d) => d.type === "literal");
      if (literals.length === options.length) {
        return {
          kind: "select",
          name: path,
          label,
          error,
          help,
          required: !optional,
          value: value === undefined ? "" : String(value),
          options: [
            ...(optional ? [{ value: "", label: "None" }] : []),
            ...literals.map((d) => ({
              value: String(d.values?.[0]),
              label: optionWords(meta, d.values?.[0]),
            })),
          ],
        };
      }
      const index = variantIndex(options, value);
      const variant: FieldNode = {
        kind: "variant",
        name: path,
        label,
        error,
        help,
        choiceName: join("$variant"),
        choice: String(index),
        choices: options.map((o, i) => ({ value: String(i), label: metaOf(o).label ?? "" })),
        child: describeValue(options[index] as Schema, value, path, errors, context, key, columns),
      };
      if (!optional) return variant;
      // An optional choice (a card's link): a checkbox says whether it is there.
      return {
        kind: "group",
        name: path,
        label,
        children: [variant],
        presence: {
          name: join("$present"),
          present: value !== undefined,
          label: `Add ${label.toLowerCase()}`,
        },
      };
    }
    default:
      return { kind: "hidden", name: path, value: value === undefined ? "" : JSON.stringify(value) };
  }
}

/** The rule of a menu link's words, which its Tamil is checked by too. */
const LINK_WORDS = textField({ max: 60 });

/** The Tamil of a menu link's words (at `name`, in the link value `object`), drawn beside them. */
function linkWordsTamil(
  object: Record<string, unknown>,
  name: string,
  errors: Record<string, string>,
): TamilField {
  const tamil = tamilOf(object, "label");
  const english = typeof object.label === "string" ? object.label : "";
  const tamilName = tamilKey(name);
  return {
    name: tamilName,
    value: tamil?.text ?? "",
    for: tamil?.for ?? "",
    was: tamil?.text ?? "",
    state: english.trim() === "" ? "current" : tamilState(english, tamil),
    error: errors[tamilName],
  };
}

/**
 * True when the text field of `schema` may hold a Tamil value (decision 0032): its `.meta({ translate })`
 * says so and it is typed as words, not as a phone, a date, a time or a password.
 */
function translatable(schema: Schema, node: FieldNode): boolean {
  return node.kind === "text" && node.inputType === undefined && mayHoldTamil(schema);
}

/**
 * True when the field of `schema` may hold a Tamil value: its `.meta({ translate })` is true and no
 * widget makes it a code (a phone, a date, a time, a password), words in one box or several lines only.
 */
function mayHoldTamil(schema: Schema): boolean {
  const meta = metaOf(schema);
  return meta.translate === true && (meta.widget === undefined || meta.widget === "multiline");
}

/**
 * `node`, the field `key` of `object` (drawn from `schema`), with its Tamil value beside it when the
 * field may have one: the value, the English it was written for, and its state.
 */
function withTamil(
  node: FieldNode,
  schema: Schema,
  object: Record<string, unknown>,
  key: string,
  errors: Record<string, string>,
  context: FormContext,
): FieldNode {
  if (context.bilingual === false) return node;
  if (node.kind === "list") return withTamilItems(node, schema, object, key, errors);
  if (node.kind !== "text" || !translatable(schema, node)) return node;
  const tamil = tamilOf(object, key);
  const english = typeof object[key] === "string" ? (object[key] as string) : "";
  const name = tamilKey(node.name);
  return {
    ...node,
    tamil: {
      name,
      value: tamil?.text ?? "",
      for: tamil?.for ?? "",
      was: tamil?.text ?? "",
      state: tamilState(english, tamil),
      error: errors[name],
    },
  };
}

/**
 * `list`, the list of texts `key` of `object` (a page's paragraphs), with each item's Tamil beside it,
 * from the list's Tamil beside it (`paragraphs@ta`, item by item). Other lists are left as they are.
 */
function withTamilItems(
  list: Extract<FieldNode, { kind: "list" }>,
  schema: Schema,
  object: Record<string, unknown>,
  key: string,
  errors: Record<string, string>,
): FieldNode {
  const element = defOf(unwrap(schema).inner).element as Schema | undefined;
  if (!element || !mayHoldTamil(element)) return list;
  const english = Array.isArray(object[key]) ? (object[key] as unknown[]) : [];
  const tamil = asTamilList(object[tamilKey(key)]) ?? [];
  return {
    ...list,
    items: list.items.map((item, index) => {
      if (item.kind !== "text" || item.inputType !== undefined) return item;
      const value = tamil[index] ?? undefined;
      const text = typeof english[index] === "string" ? (english[index] as string) : "";
      const name = tamilKey(item.name);
      return {
        ...item,
        tamil: {
          name,
          value: value?.text ?? "",
          for: value?.for ?? "",
          was: value?.text ?? "",
          state: tamilState(text, value),
          error: errors[name],
        },
      };
    }),
  };
}

/**
 * The Tamil value posted for the text field at `path`, checked by the field's own schema (`inner`) and
 * for an old 8-bit font, or undefined when none was typed. A Tamil value typed anew (it differs from
 * `<name>.was`) is written for `english`, the English posted with it; one left as it was keeps the
 * English it was written for. A refused one keeps its message (`error`) for `tamilErrors`.
 */
function readTamil(inner: Schema, form: FormData, path: string, english: unknown): PostedTamil | undefined {
  const name = tamilKey(path);
  const text = field(form, name)?.trim() ?? "";
  if (text === "") return undefined;
  const was = field(form, `${name}.was`) ?? "";
  // Typed anew, or ticked as still saying the same: written for the English posted with it.
  const renewed = text !== was.trim() || field(form, `${name}.ok`) === "true";
  const written = renewed
    ? typeof english === "string"
      ? english.trim()
      : ""
    : (field(form, `${name}.for`) ?? "");
  const checked = inner.safeParse(text);
  const error = checked.success ? undefined : (checked.error.issues[0]?.message ?? "Check this text.");
  return error === undefined ? { text, for: written } : { text, for: written, error };
}

/** A Tamil value as read from a form: `TamilValue`, with the message when it was refused. */
interface PostedTamil {
  text: string;
  for: string;
  error?: string;
}

/**
 * The messages of the Tamil values refused in `posted` (a value read by `readValue`), by the Tamil
 * field's name (`title@ta`), to draw beside it. Empty when none was refused.
 */
export function tamilErrors(posted: unknown, path = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(posted)) {
    posted.forEach((item, i) => {
      Object.assign(errors, tamilErrors(item, join(i)));
    });
  } else if (isRecord(posted)) {
    for (const [key, value] of Object.entries(posted)) {
      if (isTamilKey(key) && isRecord(value) && typeof value.error === "string")
        errors[join(key)] = value.error;
      else if (isTamilKey(key) && Array.isArray(value)) {
        const field = key.slice(0, -"@ta".length);
        value.forEach((item, i) => {
          if (isRecord(item) && typeof item.error === "string") errors[`${join(field)}.${i}@ta`] = item.error;
        });
      } else if (typeof value === "object" && value !== null)
        Object.assign(errors, tamilErrors(value, join(key)));
    }
  }
  return errors;
}

/**
 * The classes of a fee table (`widget: "feeTable"`): the codes of its rows' `class` choice, in the
 * choice's order, with their words (`.meta({ options })`).
 */
function gridClasses(row: Schema): FeeGridClass[] {
  const klass = defOf(unwrap(row).inner).shape?.class;
  if (!klass) return [];
  const meta = metaOf(klass);
  return Object.values(defOf(unwrap(klass).inner).entries ?? {}).map((code) => ({
    code: String(code),
    label: optionWords(meta, code),
  }));
}

function relabel(node: FieldNode, label: string): FieldNode {
  return node.kind === "hidden" ? node : { ...node, label };
}

/** The text of field `name`, or undefined when the form has no such field. */
function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * The most values one posted form may make: every field, group, list item and table cell read counts
 * one. A list's length is posted (`<path>.$n`), so a small post could otherwise ask for lists inside
 * lists (100 sections of 500 cards: 50,000 cards from 5 KB) and hold the server for minutes while they
 * are read, checked and drawn again with a message beside each. The largest shipped page
 * (`/vidhyashram/publicdisclosure`) makes 438, so 3,000 leaves room for a page six times its
 * size; `readValue` refuses a form that would make more (`FormTooLargeError`).
 */
export const FORM_VALUE_LIMIT = 3000;

/** The most items a list whose schema sets no maximum is read with. */
const LIST_MAX = 500;

/** What `readValue` throws for a form that would make more values than its limit. */
export class FormTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The posted form would make more than ${limit} values`);
    this.name = "FormTooLargeError";
  }
}

/** True for the widgets of a file sent with the form (`"pdf"`, `"imageFile"`). */
function isFileWidget(widget: string | undefined): boolean {
  return widget === "pdf" || widget === "imageFile";
}

/**
 * The value the posted `form` holds for `schema` at `path`, in the schema's shape but not yet checked
 * by it: empty optional text is left out, numbers are numbers, a list has `<path>.$n` items (never more
 * than its schema's maximum or fixed length, nor `LIST_MAX` when it has neither). Pass the result to
 * `schema.safeParse`. Throws `FormTooLargeError`, before reading on, as soon as the form would make more
 * than `limit` values (`FORM_VALUE_LIMIT`); nothing else.
 */
export function readValue(schema: Schema, form: FormData, path: string, limit = FORM_VALUE_LIMIT): unknown {
  return readPart(schema, form, path, { left: limit, limit });
}

/** What is left of a form's `limit` of values while it is read. */
interface Budget {
  left: number;
  limit: number;
}

function readPart(schema: Schema, form: FormData, path: string, budget: Budget, columns?: Columns): unknown {
  if (--budget.left < 0) throw new FormTooLargeError(budget.limit);
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  // A file is read from the multipart post by the screen, never as text of the value.
  if (isFileWidget(metaOf(schema).widget)) return undefined;
  if (metaOf(schema).widget === "link") {
    // One address: a page of this site when it starts with "/" (always, for a list of pages only).
    const pagesOnly = def.type !== "union";
    const address = (field(form, join(pagesOnly ? "page" : "address")) ?? "").trim();
    const words = field(form, join("label")) ?? "";
    // The words' Tamil, only beside words of its own (decision 0032).
    const tamil = words.trim() === "" ? undefined : readTamil(LINK_WORDS, form, join("label"), words);
    const withTamil = tamil ? { [tamilKey("label")]: tamil } : {};
    if (pagesOnly || address.startsWith("/"))
      return words.trim() === "" ? { page: address } : { page: address, label: words, ...withTamil };
    return { href: address, label: words, ...withTamil };
  }
  switch (def.type) {
    case "string": {
      const text = field(form, path) ?? "";
      return optional && text.trim() === "" ? undefined : text;
    }
    case "number": {
      const text = (field(form, path) ?? "").trim();
      if (text === "") return optional ? undefined : text;
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case "boolean": {
      // An unticked optional box is left out: the pages treat a missing flag as false.
      const ticked = field(form, path) === "true";
      return optional && !ticked ? undefined : ticked;
    }
    case "literal":
      return def.values?.[0];
    case "enum": {
      const text = field(form, path) ?? "";
      if (text === "" && optional) return undefined;
      return Object.values(def.entries ?? {}).find((v) => String(v) === text) ?? text;
    }
    case "object": {
      const shape = def.shape ?? {};
      if (optional && field(form, join("$present")) !== "true") return undefined;
      const object: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(shape)) {
        const cols =
          k === "rows" && Array.isArray(object.columns)
            ? (object.columns as unknown[])
                .filter(isRecord)
                .map((c) => ({ key: String(c.key ?? ""), label: "" }))
            : undefined;
        const member = readPart(s, form, join(k), budget, cols);
        if (member !== undefined) object[k] = member;
        if ((member === undefined || typeof member === "string") && mayHoldTamil(s)) {
          const tamil = readTamil(unwrap(s).inner, form, join(k), member);
          if (tamil) object[tamilKey(k)] = tamil;
        }
        // A list of texts: each item's Tamil, item by item, beside the list.
        const element = defOf(unwrap(s).inner).element as Schema | undefined;
        if (Array.isArray(member) && element && mayHoldTamil(element)) {
          const items = member.map(
            (item, i) => readTamil(unwrap(element).inner, form, `${join(k)}.${i}`, item) ?? null,
          );
          if (items.some((item) => item !== null)) object[tamilKey(k)] = items;
        }
      }
      return object;
    }
    case "record": {
      const row: Record<string, unknown> = {};
      for (const c of columns ?? []) {
        const member = readPart(def.valueType as Schema, form, join(c.key), budget);
        if (member !== undefined) row[c.key] = member;
      }
      return row;
    }
    case "array": {
      if (metaOf(schema).widget === "feeTable") {
        const rows = readFeeGrid(
          form,
          path,
          gridClasses(def.element as Schema).map((c) => c.code),
          () => {
            if (--budget.left < 0) throw new FormTooLargeError(budget.limit);
          },
        );
        return optional && rows.length === 0 ? undefined : rows;
      }
      const most = check(inner, "length_equals")?.length ?? check(inner, "max_length")?.maximum ?? LIST_MAX;
      const count = Math.max(0, Math.min(Number.parseInt(field(form, join("$n")) ?? "0", 10) || 0, most));
      const items: unknown[] = [];
      for (let i = 0; i < count; i++)
        items.push(readPart(def.element as Schema, form, join(i), budget, columns));
      return optional && items.length === 0 ? undefined : items;
    }
    case "union": {
      const options = def.options ?? [];
      if (def.discriminator) {
        const option = taggedOption(def, field(form, join(def.discriminator))) ?? options[0];
        return option ? readPart(option, form, path, budget, columns) : undefined;
      }
      const literals = options.map((o) => defOf(o)).filter((d) => d.type === "literal");
      if (literals.length === options.length) {
        const text = field(form, path) ?? "";
        if (text === "" && optional) return undefined;
        return literals.map((d) => d.values?.[0]).find((v) => String(v) === text) ?? text;
      }
      if (optional && field(form, join("$present")) !== "true") return undefined;
      const index = Number.parseInt(field(form, join("$variant")) ?? "0", 10);
      const option = options[index >= 0 && index < options.length ? index : 0] as Schema;
      const member = readPart(option, form, path, budget, columns);
      return optional && (member === undefined || member === "") ? undefined : member;
    }
    default: {
      const text = field(form, path);
      if (text === undefined || text === "") return undefined;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
  }
}

/** The schema of the value at dotted `path` under `schema`, following `value` through unions. */
function schemaAt(schema: Schema, value: unknown, path: string[]): Schema | undefined {
  let current: Schema | undefined = schema;
  let here: unknown = value;
  for (const segment of path) {
    if (!current) return undefined;
    let def = defOf(unwrap(current).inner);
    if (def.type === "union" && def.discriminator && isRecord(here)) {
      current = taggedOption(def, here[def.discriminator]);
      if (!current) return undefined;
      def = defOf(unwrap(current).inner);
    } else if (def.type === "union") {
      current = def.options?.[variantIndex(def.options, here)];
      if (!current) return undefined;
      def = defOf(unwrap(current).inner);
    }
    if (def.type === "array") current = def.element;
    else if (def.type === "object") current = def.shape?.[segment];
    else if (def.type === "record") current = def.valueType;
    else return undefined;
    here = isRecord(here) || Array.isArray(here) ? (here as Record<string, unknown>)[segment] : undefined;
  }
  return current;
}

/** An empty value of `schema`, for a new list item: empty text, empty lists (one item when required). */
export function emptyValue(schema: Schema, tag?: string): unknown {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  if (optional) return undefined;
  switch (def.type) {
    case "string":
      return "";
    case "number":
      return "";
    case "boolean":
      return false;
    case "literal":
      return def.values?.[0];
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "object": {
      const object: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(def.shape ?? {})) {
        const member = emptyValue(s);
        if (member !== undefined) object[k] = member;
      }
      return object;
    }
    case "record":
      return {};
    case "array": {
      const min = check(inner, "min_length")?.minimum ?? check(inner, "length_equals")?.length ?? 0;
      return Array.from({ length: min }, () => emptyValue(def.element as Schema));
    }
    case "union": {
      const options = def.options ?? [];
      if (def.discriminator) {
        const option = (tag ? taggedOption(def, tag) : undefined) ?? options[0];
        return option ? emptyValue(option) : undefined;
      }
      const first = options[0];
      return first ? emptyValue(first) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `value` with the list operation `operation` applied: `add:<list path>` (with `tag`, the kind of a new
 * page section), `remove:<item path>`, `up:<item path>`, `down:<item path>`. An operation that names no
 * list of `value` changes nothing. Returns a new value; `value` is not changed.
 */
export function applyOperation(schema: Schema, value: unknown, operation: string, tag?: string): unknown {
  const [verb, target = ""] = operation.split(":", 2) as [string, string | undefined];
  const copy = structuredClone(value);
  const segments = target.split(".").filter(Boolean);
  if (verb === "add") {
    const list = resolve(copy, segments);
    const listSchema = schemaAt(schema, copy, segments);
    if (!listSchema) return copy;
    const def = defOf(unwrap(listSchema).inner);
    if (def.type !== "array") return copy;
    const item = emptyValue(def.element as Schema, tag);
    if (Array.isArray(list)) list.push(item);
    else assign(copy, segments, [item]);
    return copy;
  }
  const index = Number(segments.at(-1));
  const list = resolve(copy, segments.slice(0, -1));
  if (!Array.isArray(list) || !Number.isInteger(index) || index < 0 || index >= list.length) return copy;
  if (verb === "remove") list.splice(index, 1);
  else if (verb === "up" && index > 0) list.splice(index - 1, 2, list[index], list[index - 1]);
  else if (verb === "down" && index < list.length - 1) list.splice(index, 2, list[index + 1], list[index]);
  return copy;
}

function resolve(value: unknown, segments: string[]): unknown {
  let here = value;
  for (const s of segments) {
    if (!isRecord(here) && !Array.isArray(here)) return undefined;
    here = (here as Record<string, unknown>)[s];
  }
  return here;
}

function assign(value: unknown, segments: string[], member: unknown): void {
  const parent = resolve(value, segments.slice(0, -1));
  const last = segments.at(-1);
  if (last !== undefined && (isRecord(parent) || Array.isArray(parent))) {
    (parent as Record<string, unknown>)[last] = member;
  }
}

/**
 * The message beside every text of `value` (a value as `readValue` reads it) that holds an invisible
 * control character (`CONTROL_CHARACTERS`), by its dotted path: one rule for every field of every form,
 * whatever its schema says of text (a table's plain cell, a school's name), so a NUL pasted anywhere is
 * refused the same way on SQLite and on PostgreSQL, which cannot store one.
 */
export function controlCharacterErrors(value: unknown, path = ""): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (here: unknown, at: string) => {
    if (typeof here === "string") {
      if (CONTROL_CHARACTERS.test(here)) out[at] = CONTROL_CHARACTER_MESSAGE;
    } else if (Array.isArray(here)) {
      for (const [i, item] of here.entries()) walk(item, at ? `${at}.${i}` : String(i));
    } else if (isRecord(here)) {
      // A Tamil value is checked with its field's own rules, its message beside it (`tamilErrors`).
      for (const [key, member] of Object.entries(here))
        if (!isTamilKey(key)) walk(member, at ? `${at}.${key}` : key);
    }
  };
  walk(value, path);
  return out;
}

/** A clerk's words for zod's refusals (architecture ruling 4: say what to do, next to the field). */
function message(issue: z.core.$ZodIssue): string {
  // A schema's own message ("Fill this in.", 'A time like "7:15 AM"') already speaks to the clerk.
  if (issue.message && !/^(Too (small|big)|Invalid)\b/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? "Write something here." : `At least ${issue.minimum} characters.`;
      }
      if (issue.origin === "array") {
        return Number(issue.minimum) <= 1 ? "Add at least one." : `Add at least ${issue.minimum}.`;
      }
      return issue.message;
    case "too_big":
      if (issue.origin === "string") return `At most ${issue.maximum} characters. Please shorten it.`;
      if (issue.origin === "array") return `At most ${issue.maximum}.`;
      return issue.message;
    case "invalid_format":
      if (issue.format === "url") return "A web address starting with https://";
      if (issue.format === "email") return "An e-mail address, like office@example.com";
      if (issue.format === "regex" && issue.message && !issue.message.startsWith("Invalid"))
        return issue.message;
      return "This is not in the expected form.";
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_type":
      if (issue.expected === "number") return "A number, like 12 or 12.5";
      return issue.input === undefined ? "Fill this in." : "This is not in the expected form.";
    default:
      return issue.message;
  }
}

/**
 * The first message for each refused path of `error` (dotted, as the fields are named). A refusal inside
 * a choice between shapes (a table cell, a link) reports the messages of the shape that came closest.
 */
export function schemaErrors(error: z.ZodError, prefix: (string | number)[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (issues: z.core.$ZodIssue[], base: (string | number | symbol)[]) => {
    for (const issue of issues) {
      const path = [...base, ...issue.path].map(String);
      if (issue.code === "invalid_union" && issue.errors.length > 0) {
        // An option refused as a whole ("expected string") is the wrong shape, not the clerk's mistake.
        const fitting = issue.errors.filter(
          (list) => !list.some((i) => i.code === "invalid_type" && i.path.length === 0),
        );
        const closest =
          [...(fitting.length ? fitting : issue.errors)].sort((a, b) => a.length - b.length)[0] ?? [];
        if (closest.length > 0) {
          add(closest, path);
          continue;
        }
      }
      const key = path.join(".");
      if (!(key in out)) out[key] = message(issue);
    }
  };
  add(error.issues, prefix);
  return out;
}
