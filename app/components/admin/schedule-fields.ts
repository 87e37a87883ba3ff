import type { FieldDef } from "./EntryDialog";

/**
 * The fields every scheduled entry's dialog ends with (notices, announcements, videos: architecture
 * ruling 22), in one place so the three screens say the same words.
 */
export const SCHEDULE_FIELDS: FieldDef[] = [
  {
    name: "publish_at",
    label: "Publish at",
    type: "datetime",
    hint: "Optional, India time. Until then only staff see it (marked “Scheduled”). Blank: at once.",
  },
  {
    name: "expire_at",
    label: "Expire at",
    type: "datetime",
    hint: "Optional, India time. From then it leaves the tickers and the board for the archive. Blank: never.",
  },
  { name: "pinned", label: "Pinned", type: "checkbox", hint: "Shown first in its lists." },
];

/** A notice's circular: a document of the Documents library, or a PDF uploaded with it. */
export const CIRCULAR_FIELDS: FieldDef[] = [
  {
    name: "document_id",
    label: "Circular",
    type: "document",
    hint: "A PDF from the Documents library, shown on the notice's page with its size.",
  },
  {
    name: "file",
    label: "Or upload a PDF circular",
    type: "pdf",
    hint: "Up to 20 MB. It is kept in the Documents library (category Circulars) and attached to this notice.",
  },
];
