import { AUDIENCE_NAMES, writableAudiences } from "../auth/permissions.server";
import type { PublicUser } from "../auth/users.server";
import type { Audience } from "../platform/db.server";
import { getDocument } from "./documents.server";

/**
 * Which documents of the library a user may attach to what they write (a notice's circular, an
 * event's document, a page's document field): those of the audiences they write and the group's (shown
 * on both schools' pages anyway), as their choice lists offer. An editor of one school therefore
 * cannot put the other school's document on their pages by posting its id or URL; administrators and
 * editors of the whole group attach any.
 */

/** The audiences whose documents `user` may attach: all, or their school's and the group's. */
export function attachableAudiences(user: PublicUser): Audience[] {
  const own = writableAudiences(user);
  return own.includes("group") ? own : ["group", ...own];
}

/** True when `user` may attach a document of `audience`. */
export function mayAttachDocument(user: PublicUser, audience: Audience): boolean {
  return attachableAudiences(user).includes(audience);
}

/** The message beside a document field for a document of `audience` that `user` may not attach. */
export function foreignDocumentMessage(user: PublicUser, audience: Audience): string {
  const own = attachableAudiences(user)
    .map((mine) => AUDIENCE_NAMES[mine])
    .join(" or ");
  return `That document is for ${AUDIENCE_NAMES[audience]}; your account may attach only documents for ${own}. Choose one from the list, or none.`;
}

/**
 * Checks document `id` chosen by `user` in a form: null when it may be attached (or is `current`, the
 * one the record already has, which may stay), else the message for the field and its status (400 for
 * a document that no longer exists, 403 for one of another audience). Throws on a database error.
 */
export async function chosenDocumentRefusal(
  user: PublicUser,
  id: number,
  current: number | null = null,
): Promise<{ message: string; status: 400 | 403 } | null> {
  if (id === current) return null;
  const document = await getDocument(id);
  if (!document) return { message: "That document no longer exists. Choose another, or none.", status: 400 };
  if (!mayAttachDocument(user, document.audience)) {
    return { message: foreignDocumentMessage(user, document.audience), status: 403 };
  }
  return null;
}
