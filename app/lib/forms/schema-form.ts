/**
 * The shape of a form drawn from a zod schema: the server walks a page's schema and
 * its value into this tree (`describeValue` in schema-form.server.ts), and `SchemaFields`
 * (app/components/admin/SchemaFields.tsx) draws it — so the browser gets plain data, not the schema.
 * Every control's `name` is the dotted path of its value in the page (`blocks.3.rows.2.name`), the same
 * path zod reports a refusal at, so a message lands next to its field.
 */

/**
 * The Tamil value of a text field (decision 0032), drawn beside its English. Its controls post
 * `<name>` (the Tamil text), `<name>.for` (the English it was written for, as loaded) and `<name>.was`
 * (the Tamil as loaded): a Tamil value typed anew is written for the English saved with it; one left as
 * it was keeps the English it was written for, so it still "needs updating" after the English changed.
 */
export interface TamilField {
  /** The Tamil text's field name: the English field's path with `@ta` after it. */
  name: string;
  value: string;
  /** The English the Tamil was written for ("" for none yet). */
  for: string;
  /** The Tamil as loaded, to tell a Tamil value typed anew from one left as it was. */
  was: string;
  /** "missing", "current", or "needs updating" when the English changed after the Tamil. */
  state: "missing" | "current" | "needs updating";
  /** The message for the Tamil text, when it was refused. */
  error?: string;
}

interface NodeBase {
  /** The dotted path of the value, e.g. `blocks.2.paragraphs.0`. */
  name: string;
  /** What a clerk calls it: the schema's `.meta({ label })`. */
  label: string;
  /** The message for this value, when the schema refused it. */
  error?: string;
  /** A sentence under the label: what to write and in what form (the schema's `.meta({ help })`). */
  help?: string;
  /**
   * On an item of a list: a few words of its content that name it after its label ("R3 · Anna Nagar"),
   * from `itemSummary` (app/lib/forms/item-summary.ts).
   */
  summary?: string;
  /**
   * Something that looks wrong but is allowed (bus times out of order): shown next to the value, and
   * saving goes ahead, unlike `error`.
   */
  warning?: string;
}

export type FieldNode =
  | (NodeBase & {
      kind: "text";
      value: string;
      multiline: boolean;
      required: boolean;
      maxLength?: number;
      inputType?: "text" | "url" | "email" | "tel" | "time" | "date" | "datetime-local" | "password";
      /** What the browser may fill it with (the schema's `.meta({ autocomplete })`). */
      autoComplete?: string;
      /** Its Tamil value, drawn beside it, for a field that may have one (content/bilingual.ts). */
      tamil?: TamilField;
    })
  | (NodeBase & {
      /**
       * A file to upload with the form (`widget: "pdf"`, or `"imageFile"` for a picture): the form then
       * posts multipart.
       */
      kind: "file";
      /** What the file chooser offers: "application/pdf,.pdf", or the image types an upload may be. */
      accept: string;
      /** Marked required (the schema does not let it be left out); the screen checks that one came. */
      required?: boolean;
    })
  | (NodeBase & { kind: "number"; value: string; required: boolean })
  | (NodeBase & {
      kind: "checkbox";
      checked: boolean;
      /** The fields (by name) turned off while it is ticked, once the scripts run (`.meta({ disables })`). */
      disables?: string[];
    })
  | (NodeBase & {
      kind: "select";
      value: string;
      options: { value: string; label: string }[];
      required: boolean;
    })
  | { kind: "hidden"; name: string; value: string }
  | (NodeBase & {
      kind: "image";
      altName: string;
      value: string;
      alt: string;
      altError?: string;
    })
  | (NodeBase & {
      kind: "group";
      children: FieldNode[];
      /** For an optional part (a card's link): the checkbox that says whether it is there. */
      presence?: { name: string; present: boolean; label: string };
      /** True for a page section (block): drawn as a titled panel. */
      block?: boolean;
    })
  | (NodeBase & {
      kind: "variant";
      /** The form field carrying the chosen variant's index. */
      choiceName: string;
      choice: string;
      choices: { value: string; label: string }[];
      child: FieldNode;
    })
  | (NodeBase & {
      kind: "list";
      /** What one item is called: "Paragraph", "Row". */
      itemLabel: string;
      items: FieldNode[];
      /** The hidden field carrying the number of items, so an empty item is still counted. */
      countName: string;
      canAdd: boolean;
      canRemove: boolean;
      /** For a list of page sections: the kinds a new one may be. */
      addChoices?: { value: string; label: string }[];
      /** Items start closed, each a line of a tree (the schema's `.meta({ itemsClosed })`). */
      closed?: boolean;
    })
  | (NodeBase & {
      /**
       * A link of a menu (`widget: "link"`): one address, a page of this site ("/fees") or, unless
       * `pagesOnly`, an outside one ("https://…", "mailto:…", "tel:…"), and the words shown.
       */
      kind: "link";
      pagesOnly: boolean;
      address: GridText;
      words: GridText;
      /** The words' Tamil (decision 0032), drawn beside them; a link without words of its own shows the page's Tamil title. */
      wordsTamil?: TamilField;
      /** The title of the page the address names, as a link to it shows it now. */
      pageTitle?: string;
    })
  | (NodeBase & {
      /** A school's fee rows as a table: a column per fee and term, a line per class (fee-grid.server.ts). */
      kind: "feeTable";
      /** The words of a column's fee and term and of an amount: the row schema's labels. */
      words: { fee: string; term: string; amount: string };
      /** The hidden field carrying the number of columns. */
      countName: string;
      columns: { fee: GridText; term: GridText }[];
      classes: { code: string; label: string; cells: GridText[] }[];
    });

/** A text control of a table: its form name, what it holds and its refusal. */
export interface GridText {
  name: string;
  value: string;
  error?: string;
}

/** The hidden field naming what a submit button asked for (`add:blocks.2.rows`, `remove:…`, `up:…`). */
export const OPERATION_FIELD = "_op";

/**
 * The form fields a browser posts for `node` as drawn, as [name, value] pairs: what the editor's form
 * holds before the clerk changes anything. Used by tests to post a form exactly as the editor shows it.
 */
export function postedFields(node: FieldNode): [string, string][] {
  switch (node.kind) {
    case "text":
      return [
        [node.name, node.value],
        ...(node.tamil
          ? ([
              [node.tamil.name, node.tamil.value],
              [`${node.tamil.name}.for`, node.tamil.for],
              [`${node.tamil.name}.was`, node.tamil.was],
            ] as [string, string][])
          : []),
      ];
    case "number":
    case "select":
    case "hidden":
      return [[node.name, node.value]];
    case "checkbox":
      return node.checked ? [[node.name, "true"]] : [];
    case "file":
      // No file chosen: the browser's empty part carries no text.
      return [];
    case "image":
      return [
        [node.name, node.value],
        [node.altName, node.alt],
      ];
    case "group":
      return [
        ...(node.presence?.present ? ([[node.presence.name, "true"]] as [string, string][]) : []),
        ...node.children.flatMap(postedFields),
      ];
    case "variant":
      return [[node.choiceName, node.choice], ...postedFields(node.child)];
    case "list":
      return [[node.countName, String(node.items.length)], ...node.items.flatMap(postedFields)];
    case "link":
      return [
        [node.address.name, node.address.value],
        [node.words.name, node.words.value],
        ...(node.wordsTamil
          ? ([
              [node.wordsTamil.name, node.wordsTamil.value],
              [`${node.wordsTamil.name}.for`, node.wordsTamil.for],
              [`${node.wordsTamil.name}.was`, node.wordsTamil.was],
            ] as [string, string][])
          : []),
      ];
    case "feeTable":
      return [
        [node.countName, String(node.columns.length)],
        ...node.columns.flatMap(({ fee, term }): [string, string][] => [
          [fee.name, fee.value],
          [term.name, term.value],
        ]),
        ...node.classes.flatMap((c) => c.cells.map((cell): [string, string] => [cell.name, cell.value])),
      ];
  }
}

/** True when `test` holds for `node` or any node inside it. */
export function someNode(node: FieldNode, test: (node: FieldNode) => boolean): boolean {
  if (test(node)) return true;
  switch (node.kind) {
    case "group":
      return node.children.some((child) => someNode(child, test));
    case "list":
      return node.items.some((item) => someNode(item, test));
    case "variant":
      return someNode(node.child, test);
    default:
      return false;
  }
}

/** What a fee table holds, in an order that does not depend on its columns' order. */
function feeTableText(node: Extract<FieldNode, { kind: "feeTable" }>): string {
  const cells = node.classes.flatMap((c) =>
    c.cells
      .map((cell, j) =>
        [c.code, node.columns[j]?.fee.value, node.columns[j]?.term.value, cell.value].join("|"),
      )
      .filter((_, j) => c.cells[j]?.value.trim() !== ""),
  );
  return cells.sort().join("\n");
}

/**
 * The fields whose value differs between two forms of one schema (`before` and `after`, as
 * `describeValue` draws them), named as the clerk reads them: the labels of the groups and list items
 * around each field and its own, joined by " › " ("Vidhyapeeth › Office hours"); a list that gained or
 * lost items by its own label. In the order of `after`, each once. For the audit log.
 */
export function changedFieldLabels(before: FieldNode, after: FieldNode): string[] {
  const collect = (node: FieldNode, trail: string[], into: Map<string, { label: string; value: string }>) => {
    const here = "label" in node && node.label ? [...trail, node.label] : trail;
    const place = here.join(" › ");
    switch (node.kind) {
      case "group":
        if (node.presence)
          into.set(node.presence.name, { label: place, value: String(node.presence.present) });
        for (const child of node.children) collect(child, here, into);
        return;
      case "variant":
        into.set(node.choiceName, { label: place, value: node.choice });
        collect(node.child, trail, into);
        return;
      case "list":
        into.set(node.countName, { label: place, value: String(node.items.length) });
        for (const item of node.items) collect(item, here, into);
        return;
      case "image":
        into.set(node.name, { label: place, value: node.value });
        into.set(node.altName, { label: place, value: node.alt });
        return;
      case "checkbox":
        into.set(node.name, { label: place, value: String(node.checked) });
        return;
      case "file":
        // A chosen file is not part of the value: it becomes a record of its own (a document).
        return;
      case "link":
        into.set(node.address.name, { label: place, value: node.address.value });
        into.set(node.words.name, { label: place, value: node.words.value });
        return;
      case "feeTable":
        // The rows the table stands for, by class, fee and term: a column moved is no change.
        into.set(node.name, { label: place, value: feeTableText(node) });
        return;
      default:
        into.set(node.name, { label: place, value: node.value });
    }
  };
  const old = new Map<string, { label: string; value: string }>();
  const now = new Map<string, { label: string; value: string }>();
  collect(before, [], old);
  collect(after, [], now);
  const changed = new Set<string>();
  for (const [name, field] of now) if (old.get(name)?.value !== field.value) changed.add(field.label);
  for (const [name, field] of old) if (!now.has(name)) changed.add(field.label);
  return [...changed].filter(Boolean);
}
