import { data } from "react-router";
import { AUDIENCE_NAMES, canWriteAudience } from "~/lib/auth/permissions.server";
import { ADMIN_ONLY_MESSAGE } from "~/lib/auth/session.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { sectionOf } from "~/lib/content-store/sections";
import { isSettingsPath } from "./editor";

/**
 * Who may edit what in the Pages editor and Site settings (architecture ruling 6): checked on the
 * server by the editor's loader and action and by the preview.
 */

/**
 * The 403 a scoped editor gets for another audience's page, saying whose page it is and what to do
 * (the preview refuses the same way). Returns nothing when the user may edit the page at `path`.
 */
export function pageRefusal(user: PublicUser, path: string): ReturnType<typeof data> | undefined {
  // The site settings are drawn on every page of both schools: administrators change them.
  if (isSettingsPath(path)) {
    return user.role === "admin" ? undefined : data({ message: ADMIN_ONLY_MESSAGE }, { status: 403 });
  }
  const section = sectionOf(path);
  if (canWriteAudience(user, section)) return undefined;
  const own = user.scope ? AUDIENCE_NAMES[user.scope] : "your audience";
  return data(
    {
      message: `This page belongs to ${AUDIENCE_NAMES[section]}. Your account edits the pages of ${own} only: ask an administrator to change this page.`,
    },
    { status: 403 },
  );
}

/** Throws `pageRefusal`'s 403 when `user` may not edit the page at `path`. */
export function assertMayEdit(user: PublicUser, path: string): void {
  const refusal = pageRefusal(user, path);
  if (refusal) throw refusal;
}
