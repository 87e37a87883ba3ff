import { AUDIENCE_LABELS, AUDIENCES } from "../forms/limits";
import type { Audience, EnquirySchool } from "../platform/db.server";
import type { PublicUser } from "./users.server";

/**
 * What a role may do. An `admin` may do everything. An `editor` manages content
 * (notifications, announcements, videos, albums, enquiries) and no accounts and no audit log; an
 * editor with a scope may write only content of that one audience. `requireRole` (session.server.ts)
 * guards whole screens; these answer the finer questions inside an action.
 */

type Who = Pick<PublicUser, "role" | "scope">;

export const isAdmin = (user: Who) => user.role === "admin";

/** The audiences whose content the user may create, edit and delete. */
export function writableAudiences(user: Who): Audience[] {
  if (user.role === "admin" || user.scope === null) return [...AUDIENCES];
  return [user.scope];
}

/** True when the user may write content for `audience`. */
export function canWriteAudience(user: Who, audience: string): boolean {
  return (writableAudiences(user) as string[]).includes(audience);
}

/** An audience in a sentence: "Vidhyapeeth", "the whole group". */
export const AUDIENCE_NAMES: Record<Audience, string> = {
  group: "the whole group",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

/** The audience-field message for an editor who tried another audience. */
export function audienceRefusal(user: Who): string {
  const scope = user.role === "editor" && user.scope ? AUDIENCE_NAMES[user.scope] : "your audience";
  return `Your account may publish for ${scope} only. Choose that, or ask an administrator.`;
}

/** What the user may see of enquiries: a school's editor its school's and the undecided ones. */
export function enquirySchools(user: Who): EnquirySchool[] | null {
  if (user.role === "admin" || user.scope === null || user.scope === "group") return null;
  return [user.scope, "not-sure"];
}

/** True when the user may read and update an enquiry for `school`. */
export function canHandleEnquiry(user: Who, school: EnquirySchool): boolean {
  const schools = enquirySchools(user);
  return schools === null || schools.includes(school);
}

/** "Administrator", "Editor (all audiences)", "Editor · Vidhyapeeth only". */
export function roleLabel(user: Who): string {
  if (user.role === "admin") return "Administrator";
  return user.scope ? `Editor · ${AUDIENCE_LABELS[user.scope]}` : "Editor · all audiences";
}
