import { canWriteAudience } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { editables } from "~/lib/content-store/editables.server";
import { sectionOf } from "~/lib/content-store/sections";
import { listEvents } from "~/lib/events/events.server";
import { type FieldNode, someNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import { type DB, db } from "~/lib/platform/db.server";
import { readThroughSchema } from "~/lib/platform/stored-json.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { tamilOf, tamilState } from "~content/bilingual";
import { editorUrl, isSettingsPath } from "../pages/editor";

/**
 * What of the office's published text has no Tamil yet, or has Tamil written for older English (decision
 * 0032): the staff screen's list, each thing with how many of its texts lack Tamil (`missing`) and how
 * many need updating (`stale`), and the screen that fixes it. Only what `user` may edit is listed.
 */
export interface TamilGap {
  /** What a clerk calls it: a page's title, a settings group's name, a notice's or event's title. */
  title: string;
  /** "Page", "Site settings", "Notification", "Announcement", "Event". */
  kind: string;
  missing: number;
  stale: number;
  /** The staff screen that edits it. */
  href: string;
}

/** How many translatable texts of a drawn form lack Tamil, and how many need updating. */
function countGaps(node: FieldNode): { missing: number; stale: number } {
  let missing = 0;
  let stale = 0;
  someNode(node, (field) => {
    if (field.kind === "text" && field.tamil && field.value.trim() !== "") {
      if (field.tamil.state === "missing") missing++;
      if (field.tamil.state === "needs updating") stale++;
    }
    return false;
  });
  return { missing, stale };
}

/** A record's one title: its Tamil's state as a gap (0 or 1 of each). */
function titleGap(record: Record<string, unknown> & { title: string }) {
  const state = tamilState(record.title, tamilOf(record, "title"));
  return { missing: state === "missing" ? 1 : 0, stale: state === "needs updating" ? 1 : 0 };
}

/**
 * The pages, settings groups, notices, announcements and events `user` may edit whose published text
 * lacks Tamil or needs updating, those needing updating first, then by how much is missing. Throws when
 * the database cannot be read.
 */
export async function tamilGaps(user: PublicUser, database: DB = db()): Promise<TamilGap[]> {
  const rows = await database.selectFrom("pages").select(["path", "published"]).execute();
  const published = new Map(rows.map((row) => [row.path, row.published]));
  const gaps: TamilGap[] = [];
  for (const entry of editables.values()) {
    const settings = isSettingsPath(entry.path);
    if (settings ? user.role !== "admin" : !canWriteAudience(user, sectionOf(entry.path))) continue;
    const value = readThroughSchema(
      published.get(entry.path) ?? null,
      entry.schema,
      entry.shipped,
      entry.path,
      {
        once: entry.path,
      },
    );
    const counts = countGaps(describeValue(entry.schema, value, "", {}));
    const title =
      typeof (value as { title?: unknown }).title === "string"
        ? (value as { title: string }).title
        : entry.title;
    gaps.push({ title, kind: settings ? "Site settings" : "Page", href: editorUrl(entry.path), ...counts });
  }
  const [notices, news, events] = await Promise.all([
    notifications.list({ state: "all" }, database),
    announcements.list({ state: "all" }, database),
    listEvents({}, database),
  ]);
  for (const notice of notices.filter((n) => canWriteAudience(user, n.audience))) {
    gaps.push({
      title: notice.title,
      kind: "Notification",
      href: `/admin?dialog=edit&id=${notice.id}`,
      ...titleGap(notice),
    });
  }
  for (const item of news.filter((n) => canWriteAudience(user, n.audience))) {
    gaps.push({
      title: item.title,
      kind: "Announcement",
      href: `/admin/announcements?dialog=edit&id=${item.id}`,
      ...titleGap(item),
    });
  }
  for (const event of events.filter((e) => canWriteAudience(user, e.audience))) {
    gaps.push({
      title: event.title,
      kind: "Event",
      href: `/admin/events?edit=${event.id}`,
      ...titleGap(event),
    });
  }
  return gaps
    .filter((gap) => gap.missing + gap.stale > 0)
    .sort((a, b) => b.stale - a.stale || b.missing - a.missing || a.title.localeCompare(b.title));
}
