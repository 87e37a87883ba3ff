import { ImageUp } from "lucide-react";
import { data, Form } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { Button } from "~/components/ui/Button";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import {
  auditUpload,
  listPictures,
  pictureUses,
  pictureView,
  receivePictureUpload,
  savePictureAlt,
} from "~/lib/content-store/pictures.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { parseId, readForm } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { UploadError, uploadLimits } from "~/lib/gallery/image-upload.server";
import { quoted, writeAudit } from "~/lib/platform/audit.server";
import { formatDate, todayInIndia } from "~/lib/platform/dates";
import { diskFullPage, isDiskFull } from "~/lib/platform/disk-full.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/pictures";
import { pictureDescriptionForm, pictureUploadForm, readPictureDescription } from "./picture-forms.server";
import { type ListedPicture, PictureRow } from "./picture-row";

export const meta: Route.MetaFunction = () => pageMeta("Pictures · Admin");

const DONE = {
  uploaded: "The picture was uploaded. Choose it in any picture field of the pages.",
  saved: "The description was saved.",
  unchanged: "The description was already that; nothing changed.",
  gone: "That picture no longer exists; the list below is up to date.",
} as const;

/**
 * What a refused post answers: the upload form's or one picture's description form, with the messages
 * by field, what was typed, and the form drawn again with both (`node`).
 */
type PicturesFailure =
  | {
      kind: "upload";
      errors: { file?: string; alt?: string };
      values: { alt: string };
      formError?: string;
      node: FieldNode;
    }
  | { kind: "alt"; id: number; errors: { alt?: string }; values: { alt: string }; node: FieldNode };

/** The largest picture file the server takes now, in whole megabytes (`UPLOAD_MAX_MB`). */
const maxMegabytes = () => Math.round(uploadLimits().maxBytes / 1024 / 1024);

/**
 * The Pictures tab: the pictures uploaded for the site's pages, newest first, each
 * with its thumbnail, its default description (editable), who uploaded it and the content pages that
 * show it; and the upload form (file and description), which works without JavaScript. Staff only
 * (the admin layout's guard).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let loadError: string | null = null;
  let pictures: ListedPicture[] = [];
  try {
    const [rows, uses] = await Promise.all([listPictures(), pictureUses()]);
    pictures = rows.map((row) => ({
      ...pictureView(row),
      uploadedOn: formatDate(todayInIndia(Date.parse(row.uploaded_at))),
      usedOn: uses.get(row.file_key) ?? [],
      form: pictureDescriptionForm({ ...pictureView(row) }),
    }));
  } catch (error) {
    console.error("Error fetching pictures:", error instanceof Error ? error.message : error);
    loadError =
      "The list of pictures could not be read from the database. Please reload the page in a minute.";
  }
  return {
    pictures,
    loadError,
    done: readDone(url, DONE),
    /** The upload form, drawn from the upload's schema (content/schemas/uploaded-pictures.ts). */
    uploadForm: pictureUploadForm("", {}, maxMegabytes()),
  };
}

/** What a failed write says (architecture ruling 5): nothing typed is lost. */
const SERVER_FAULT =
  "It could not be saved because the server did not respond. Nothing you typed is lost: please try again.";

/**
 * Uploads a picture (a multipart post: `file`, `alt`) or saves one picture's default description
 * (`id`, `alt`). Requires a signed-in user (the layout's guard); any member of staff may
 * (pictures have no audience: a page's own screen checks who may place one on it). Each change writes
 * its audit row in its transaction; a refused post keeps what was typed, with a message by the field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const address = context.get(clientAddressContext);
  const actor = { id: user.id, username: user.username };
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/");
  if (multipart) {
    // A refused upload: the form drawn again with what was typed and the messages beside the fields.
    const refuseUpload = (
      errors: { file?: string; alt?: string },
      alt: string,
      status: number,
      fault = false,
    ) =>
      data<PicturesFailure>(
        {
          kind: "upload",
          errors,
          values: { alt },
          formError: fault ? SERVER_FAULT : undefined,
          node: pictureUploadForm(alt, errors, maxMegabytes()),
        },
        { status },
      );
    try {
      const result = await receivePictureUpload(request, actor, { audit: auditUpload(actor, address) });
      if (result.ok) return redirectDone("/admin/pictures", "uploaded");
      return refuseUpload(result.errors, result.values.alt, result.fault ? 503 : 400, result.fault);
    } catch (error) {
      if (error instanceof UploadError) return refuseUpload({ file: error.message }, "", 400);
      // The database or the disk failed (architecture ruling 5): say so in the form, never a 500; a
      // full disk on the 503 page, as no retry will help until space is freed.
      console.error("Error storing a picture:", error);
      if (isDiskFull(error)) throw diskFullPage();
      return refuseUpload({}, "", 503, true);
    }
  }
  const form = await readForm(request);
  const id = parseId(form.get("id"));
  if (id === null) return redirectDone("/admin/pictures", "gone");
  const read = readPictureDescription(form);
  const typed = read.values.alt ?? "";
  // What was posted, the Tamil beside the English included, to draw the form again as typed.
  const posted = (read.posted ?? {}) as Record<string, unknown>;
  // A refused post: the picture's form drawn again as typed, with the message beside the field.
  const refuse = (errors: { alt?: string }, status: number) =>
    data<PicturesFailure>(
      { kind: "alt", id, errors, values: { alt: typed }, node: pictureDescriptionForm(posted, errors) },
      { status },
    );
  if (!read.ok) return refuse(read.errors, 400);
  let saved: { found: boolean; changed: boolean };
  try {
    saved = await savePictureAlt(id, read.data, undefined, (trx, picture) =>
      writeAudit(
        {
          actor,
          action: "update",
          entity: "site_images",
          entityId: picture.id,
          summary: `Described a picture as ${quoted(picture.alt)}`,
          address,
        },
        trx,
      ),
    );
  } catch (error) {
    console.error("Error saving a picture's description:", error);
    return refuse({ alt: SERVER_FAULT }, 503);
  }
  const { found, changed } = saved;
  if (!found) return redirectDone("/admin/pictures", "gone");
  return redirectDone("/admin/pictures", changed ? "saved" : "unchanged");
}

export default function AdminPictures({ loaderData, actionData }: Route.ComponentProps) {
  const { pictures, loadError, done, uploadForm } = loaderData;
  const failed = actionData as PicturesFailure | undefined;
  const { busy } = useDialogFrame();
  const uploadFailed = failed?.kind === "upload" ? failed : undefined;
  return (
    <AdminScreen title="Pictures">
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Pictures for the website's pages. Upload a photo here, or from any picture field of the pages, then
        choose it in that field. Each photo is checked and saved in sizes for phones and computers. Pictures
        stay once uploaded, because pages and their earlier versions may show them.
      </p>
      {done && !failed && (
        <FormAlert tone="success" className="mt-4">
          {DONE[done]}
        </FormAlert>
      )}
      {loadError && <FormAlert className="mt-4">{loadError}</FormAlert>}

      <section
        aria-labelledby="upload-heading"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h3 id="upload-heading" className="text-lg font-bold text-slate-900">
          Upload a picture
        </h3>
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="mt-3 max-w-2xl space-y-4"
          key={uploadFailed ? "failed" : "fresh"}
        >
          <SchemaFields node={uploadFailed?.node ?? uploadForm} />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={busy}>
              <ImageUp aria-hidden className="size-4" /> {busy ? "Uploading…" : "Upload picture"}
            </Button>
            <FormProblems failed={uploadFailed} />
          </div>
        </Form>
      </section>

      <section aria-labelledby="list-heading" className="mt-8">
        <h3 id="list-heading" className="text-lg font-bold text-slate-900">
          Uploaded pictures ({pictures.length})
        </h3>
        {pictures.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No pictures uploaded yet. The pages show the school's standard pictures.
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {pictures.map((picture) => (
              <PictureRow
                key={picture.id}
                picture={picture}
                failed={failed?.kind === "alt" && failed.id === picture.id ? failed : undefined}
                busy={busy}
              />
            ))}
          </ul>
        )}
      </section>
    </AdminScreen>
  );
}
