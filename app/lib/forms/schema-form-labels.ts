/**
 * The words a school clerk sees in the page editor (issue 23 item 2: "labels a clerk understands"), by
 * the name of a schema's field. A field without an entry is labelled from its name ("busStop" → "Bus
 * stop"); add an entry here when a new schema field needs better words.
 */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  blocks: "Sections of the page",
  description: "Summary for search engines (one or two sentences)",
  intro: "Introduction under the title",
  heading: "Section heading",
  paragraphs: "Paragraphs",
  bullets: "Bullet points after the paragraphs",
  ordered: "Numbered list (untick for bullets)",
  items: "Items",
  columns: "Columns",
  cards: "Cards",
  eyebrow: "Small label above the title",
  icon: "Icon",
  picture: "Picture",
  link: "Link",
  label: "Label",
  to: "Page of this site (for example /fees)",
  href: "Address (a web address, /documents/…pdf, mailto: or tel:)",
  kind: "Kind of link",
  people: "People",
  person: "Person",
  name: "Name",
  role: "Role on this page",
  detail: "More about them",
  photo: "Photo",
  sample: "These are sample records, to be replaced",
  caption: "Caption (read aloud by screen readers)",
  key: "Column key (letters, used in the rows)",
  rows: "Rows",
  note: "Note below",
  facts: "Key figures",
  value: "Figure",
  photos: "Photos",
  links: "Links",
  school: "School",
  text: "Text",
  base: "Cards per row on a phone",
  md: "Cards per row on a tablet",
  lg: "Cards per row on a computer",
  show: "Show",
  image: "Picture",
  alt: "What the picture shows",
};

/** What one item of a list is called, by the list's field name. */
const ITEM_LABELS: Record<string, string> = {
  blocks: "Section",
  paragraphs: "Paragraph",
  bullets: "Bullet point",
  items: "Item",
  cards: "Card",
  people: "Person",
  columns: "Column",
  rows: "Row",
  facts: "Figure",
  photos: "Photo",
  links: "Link",
};

/** The kinds of page section, and the shapes a value may take, as a clerk would name them. */
const VARIANT_LABELS: Record<string, string> = {
  text: "Text",
  list: "List",
  cards: "Cards",
  people: "People",
  table: "Table",
  imageText: "Pictures with text",
  facts: "Key figures",
  photos: "Photos",
  links: "Links",
  contact: "Contact details of a school",
  note: "Highlighted note",
};

function fromName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of field `name` ("" for the page itself). */
export function fieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? fromName(name);
}

/** What one item of list `name` is called. */
export function itemLabel(name: string): string {
  return ITEM_LABELS[name] ?? "Item";
}

/**
 * The name of a page-section kind (`"table"` → "Table"), or of one shape of a choice, given the shape's
 * schema: plain text, text with a link, a page of this site, a document or website, a person.
 */
export function variantLabel(kind: unknown): string {
  if (typeof kind === "string") return VARIANT_LABELS[kind] ?? fromName(kind);
  const def = (kind as { def?: { type?: string; shape?: Record<string, unknown> } })?.def;
  if (def?.type === "string") return "Plain text";
  const keys = Object.keys(def?.shape ?? {});
  if (keys.includes("person")) return "A person";
  if (keys.includes("to")) return "A page of this site";
  if (keys.includes("text") && keys.includes("href")) return "Text with a link";
  if (keys.includes("href")) return "A document or another website";
  return "Other";
}

/** Words for the values of a choice whose values are codes (`"name-qualification"`). */
const OPTION_LABELS: Record<string, string> = {
  name: "Name",
  post: "Post",
  qualification: "Qualification",
  "name-qualification": "Name and qualification",
  pdf: "A PDF document",
  external: "Another website",
  form: "An online form",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

/** The label of the value `value` of a choice: its words, else the value itself. */
export function optionLabel(value: string): string {
  return OPTION_LABELS[value] ?? value;
}
