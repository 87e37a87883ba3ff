import type { FieldNode } from "~/lib/forms/schema-form";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import type { UploadResult } from "~/lib/gallery/photos.server";

/**
 * What a photo album's screen shares between its route (`album.tsx`) and its actions
 * (`album.server.ts`): the "done" and refusal shapes, and the message to an editor of another school.
 * No server code, so the screen's browser bundle may import it.
 */

/** Why an editor of one audience may not change this album. */
export const NOT_YOUR_ALBUM = "This album belongs to another audience; your account may not change it.";

/** What the album's screen says after a change (`?done=…`); the route holds the messages. */
export type AlbumDone =
  | "created"
  | "details"
  | "saved"
  | "moved"
  | "cover"
  | "published"
  | "unpublished"
  | "already-unpublished"
  | "photo-deleted";

/**
 * A refused form of the album's screen: the form drawn again from what was typed (`node`, each message
 * beside its field), the messages by field, a message about the whole form, and `revision`, which
 * changes the form's key so every field shows what the server drew.
 */
export interface AlbumFormFailure {
  node: FieldNode;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
  revision: number;
}

/** What a post of the album's screen answers when it does not go back to the screen. */
export type AlbumActionResult =
  | { kind: "refused"; formError: string }
  | { kind: "upload"; results: UploadResult[]; formError?: string }
  | ({ kind: "details" } & AlbumFormFailure)
  | ({ kind: "photos"; consent?: FieldNode } & AlbumFormFailure);
