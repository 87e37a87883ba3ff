import { Images, Link2, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { buttonPrimary, buttonSecondary, ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { linkHint } from "~/components/admin/ContentAdmin";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import {
  AUDIENCE_NAMES,
  audienceRefusal,
  canWriteAudience,
  writableAudiences,
} from "~/lib/auth/permissions.server";
import { requireUser } from "~/lib/auth/session.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { AUDIENCE_LABELS, LIMITS } from "~/lib/forms/limits";
import { type FieldErrors, validate } from "~/lib/forms/schemas";
import {
  type AdminAlbumRow,
  createPhotoAlbum,
  deleteAlbum,
  describeAlbum,
  getAlbum,
  listAdminAlbums,
  photoAlbumSchema,
} from "~/lib/gallery/albums.server";
import { writeAudit } from "~/lib/platform/audit.server";
import { type Audience, db } from "~/lib/platform/db.server";
import { formatDate, todayInIndia } from "~/lib/site/format";
import { pageMeta } from "~/lib/site/meta";
import { type FormValues, runAdminContentAction } from "~/routes/admin/content/content-admin.server";
import { albumAdmin } from "~/routes/admin/content/entities.server";
import type { Route } from "./+types/albums";

export const meta: Route.MetaFunction = () => pageMeta("Photo albums · Admin");

type DialogKind = "photo" | "add" | "edit" | "delete";

const DONE = {
  added: "The album link was added.",
  saved: "The album link was saved.",
  deleted: "The album was deleted, with its photos.",
  gone: "That album no longer exists; the list below is up to date.",
} as const;

/** Why an editor of one audience may not change an album (issue 9 item 5). */
const NOT_YOURS = "That album belongs to another audience; your account may not change it.";

/**
 * Photo albums tab (issue 7): every album, link albums (spec: title, link, thumbnail) and photo albums
 * (uploaded photos, draft or published). Dialogs live in the URL (`?dialog=photo|add|edit|delete`),
 * so they work before JavaScript loads. Requires a signed-in user (architecture ruling 2); an editor of one
 * audience sees, and may choose, only that audience (issue 9 item 5).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const audiences = writableAudiences(user);
  const firstAudience: Audience = audiences.includes("group") ? "group" : (audiences[0] ?? "group");
  const url = new URL(request.url);
  let rows: AdminAlbumRow[] = [];
  let loadError: string | null = null;
  let refusal: string | null = null;
  try {
    rows = await listAdminAlbums(undefined, undefined, { audiences });
  } catch (error) {
    console.error("Error fetching albums:", error instanceof Error ? error.message : error);
    loadError = "The list of albums could not be read from the database. Please reload the page in a minute.";
  }
  const requested = url.searchParams.get("dialog");
  const id = Number(url.searchParams.get("id"));
  let dialog: { kind: DialogKind; id: number | null; values: FormValues; title: string } | null = null;
  if (requested === "photo") {
    dialog = {
      kind: "photo",
      id: null,
      values: { date: todayInIndia(), audience: firstAudience },
      title: "",
    };
  } else if (requested === "add") {
    dialog = { kind: "add", id: null, values: { audience: firstAudience }, title: "" };
  } else if ((requested === "edit" || requested === "delete") && Number.isInteger(id) && id > 0) {
    const row = await getAlbum(id).catch(() => undefined);
    if (row && !canWriteAudience(user, row.audience)) {
      refusal = NOT_YOURS;
    } else if (row?.kind === "photo" && requested === "edit") {
      throw redirect(`/admin/albums/${id}`);
    } else if (row) {
      dialog = {
        kind: requested,
        id,
        title: row.title,
        values: { title: row.title, link: row.link, thumbnail: row.thumbnail ?? "", audience: row.audience },
      };
    }
  }
  const done = url.searchParams.get("done");
  return {
    rows,
    loadError,
    refusal,
    dialog,
    audiences,
    scopeNote:
      audiences.length === 1 && audiences[0]
        ? `Your account publishes for ${AUDIENCE_NAMES[audiences[0]]} only: you see and change that audience's albums here.`
        : null,
    done: done && done in DONE ? (done as keyof typeof DONE) : null,
  };
}

interface ActionError {
  /** Our dialogs; a link album's failed save says `mode` instead (the shared content action). */
  kind?: DialogKind;
  mode?: "add" | "edit" | "delete";
  id: number | null;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
}

/**
 * Creates a photo album (then opens it), deletes an album of either kind with its photo files, or
 * adds/edits a link album (the shared admin content action). Requires a signed-in user; an editor of
 * one audience is refused (403) another audience's albums, and every change writes its audit row in
 * the same transaction (issue 9 item 5).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const actor = { id: user.id, username: user.username };
  const address = context?.clientAddress ?? null;
  const form = await readFormData(request.clone());
  const intent = String(form.get("intent") ?? "");
  const rawId = Number(form.get("id"));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;

  if (intent === "create-photo") {
    const values: FormValues = {};
    for (const field of ["title", "date", "audience", "description"]) {
      const value = form.get(field);
      values[field] = typeof value === "string" ? value : "";
    }
    const result = validate(photoAlbumSchema, values);
    if (!result.ok) {
      return data<ActionError>({ kind: "photo", id: null, errors: result.errors, values }, { status: 400 });
    }
    if (!canWriteAudience(user, result.data.audience)) {
      return data<ActionError>(
        { kind: "photo", id: null, errors: { audience: audienceRefusal(user) }, values },
        { status: 403 },
      );
    }
    try {
      const album = await db()
        .transaction()
        .execute(async (trx) => {
          const created = await createPhotoAlbum(result.data, trx);
          await writeAudit(
            {
              actor,
              action: "create",
              entity: "albums",
              entityId: created.id,
              summary: `Added ${describeAlbum(created)} (a draft)`,
              address,
            },
            trx,
          );
          return created;
        });
      return redirect(`/admin/albums/${album.id}?done=created`);
    } catch (error) {
      console.error("Error saving to albums:", error);
      return data<ActionError>(
        {
          kind: "photo",
          id: null,
          errors: {},
          values,
          formError:
            "The album could not be created because the database did not respond. Nothing you typed is lost: please try again.",
        },
        { status: 503 },
      );
    }
  }

  if (intent === "delete") {
    if (id === null) return redirect("/admin/albums");
    try {
      const existing = await getAlbum(id);
      if (!existing) return redirect("/admin/albums?done=gone");
      if (!canWriteAudience(user, existing.audience)) {
        return data<ActionError>(
          { kind: "delete", id, errors: {}, values: {}, formError: NOT_YOURS },
          { status: 403 },
        );
      }
      const removed = await deleteAlbum(id, undefined, undefined, (trx, photoCount) =>
        writeAudit(
          {
            actor,
            action: "delete",
            entity: "albums",
            entityId: id,
            summary: `Deleted ${describeAlbum(existing)}${existing.kind === "photo" ? `, with ${photoCount} ${photoCount === 1 ? "photo" : "photos"}` : ""}`,
            address,
          },
          trx,
        ),
      );
      return redirect(`/admin/albums?done=${removed ? "deleted" : "gone"}`);
    } catch (error) {
      console.error("Error deleting from albums:", error);
      return data<ActionError>(
        {
          kind: "delete",
          id,
          errors: {},
          values: {},
          formError: "The album could not be deleted because the database did not respond. Please try again.",
        },
        { status: 503 },
      );
    }
  }

  // A link album: only link albums are edited here (a photo album has its own screen).
  if (id !== null) {
    const row = await getAlbum(id).catch(() => undefined);
    if (row?.kind === "photo") return redirect(`/admin/albums/${id}`);
  }
  // Its answer keeps the shared shape (`mode`: add or edit) that the other content tabs use.
  return runAdminContentAction(request, albumAdmin, { address: context?.clientAddress });
}

function FormMessages({ failed }: { failed: ActionError | undefined }) {
  if (failed?.formError) {
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {failed.formError}
      </p>
    );
  }
  if (failed && Object.keys(failed.errors).length > 0) {
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        Please correct the fields marked above.
      </p>
    );
  }
  return null;
}

function AlbumLine({ row }: { row: AdminAlbumRow }) {
  const audience = AUDIENCE_LABELS[row.audience];
  const small = "inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium";
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      {row.preview ? (
        <img
          src={row.preview}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
          {row.kind === "photo" ? (
            <Images aria-hidden className="size-5" />
          ) : (
            <Link2 aria-hidden className="size-5" />
          )}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-56">
        <p className="break-words font-semibold text-slate-900">
          {row.title}
          {row.kind === "photo" && row.status === "draft" && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
              Draft
            </span>
          )}
        </p>
        <p className="break-words text-sm text-slate-600">
          {row.kind === "photo"
            ? `${row.photoCount} ${row.photoCount === 1 ? "photo" : "photos"}${row.date ? ` · ${formatDate(row.date)}` : ""}`
            : `Link: ${row.link}`}
          {" · "}
          {audience}
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={row.kind === "photo" ? `/admin/albums/${row.id}` : `?dialog=edit&id=${row.id}`}
          preventScrollReset={row.kind === "link"}
          className={`${small} border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Pencil aria-hidden className="size-4" /> {row.kind === "photo" ? "Photos and details" : "Edit"}
          <span className="sr-only"> “{row.title}”</span>
        </Link>
        <Link
          to={`?dialog=delete&id=${row.id}`}
          preventScrollReset
          className={`${small} border-red-300 text-red-800 hover:bg-red-50`}
        >
          <Trash2 aria-hidden className="size-4" /> Delete
          <span className="sr-only"> “{row.title}”</span>
        </Link>
      </div>
    </li>
  );
}

export default function AdminAlbums({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const close = () => navigate(pathname, { preventScrollReset: true });
  const failed = actionData as ActionError | undefined;
  const failedKind: DialogKind | undefined = failed
    ? (failed.kind ?? (failed.mode === "edit" ? "edit" : failed.mode === "delete" ? "delete" : "add"))
    : undefined;
  const dialog = failed
    ? {
        kind: failedKind as DialogKind,
        id: failed.id,
        values: failed.values,
        title: loaderData.dialog?.title ?? "",
      }
    : loaderData.dialog;
  const audienceOptions = loaderData.audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));
  const key = (name: string) => `${name}-${failed ? "failed" : "fresh"}`;
  const common = (name: string) => ({
    name,
    error: failed?.errors[name],
    defaultValue: dialog?.values[name] ?? "",
  });

  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tab-heading" className="text-xl font-bold text-brand-800">
          Photo albums
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to="?dialog=add"
            preventScrollReset
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Link2 aria-hidden className="size-4" /> Add album link
          </Link>
          <Link
            to="?dialog=photo"
            preventScrollReset
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <Plus aria-hidden className="size-4" /> New photo album
          </Link>
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        A photo album holds photos you upload here and shows them on the website. An album link points to
        photos kept elsewhere (for example Google Photos) and opens them in a new tab.
      </p>

      {loaderData.scopeNote && (
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{loaderData.scopeNote}</p>
      )}

      {loaderData.refusal && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {loaderData.refusal}
        </p>
      )}
      {loaderData.done && !dialog && (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-800"
        >
          {DONE[loaderData.done]}
        </p>
      )}
      {loaderData.loadError && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {loaderData.loadError}
        </p>
      )}

      {loaderData.rows.length === 0 ? (
        <p className="mt-6 text-slate-600">No albums yet. Use “New photo album” to start one.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {loaderData.rows.map((row) => (
            <AlbumLine key={row.id} row={row} />
          ))}
        </ul>
      )}

      {dialog?.kind === "delete" && (
        <ConfirmDeleteDialog
          title="Delete this album?"
          description="It disappears from the website at once, with all its uploaded photos. This cannot be undone."
          item={dialog.title}
          id={dialog.id}
          onClose={close}
          closeHref={pathname}
          busy={busy}
          formError={failed?.formError}
        />
      )}

      {dialog?.kind === "photo" && (
        <Dialog
          title="New Photo Album"
          description="It starts as a draft: upload photos and describe them, then publish it."
          onClose={close}
          closeHref={pathname}
          confirmDiscard
          unsaved={Boolean(failed)}
        >
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="create-photo" />
            <Field key={key("title")} {...common("title")} label="Title" required maxLength={LIMITS.title} />
            <Field key={key("date")} {...common("date")} label="Date of the event" type="date" required />
            <Field
              key={key("audience")}
              {...common("audience")}
              label="Show on"
              as="select"
              options={audienceOptions}
              hint="Which school's gallery shows it. The group gallery shows every album."
            />
            <Field
              key={key("description")}
              {...common("description")}
              label="Description (optional)"
              as="textarea"
              maxLength={LIMITS.description}
            />
            <FormMessages failed={failed} />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Link to={pathname} preventScrollReset className={buttonSecondary}>
                Cancel
              </Link>
              <button type="submit" disabled={busy} className={buttonPrimary}>
                {busy ? "Creating…" : "Create album"}
              </button>
            </div>
          </Form>
        </Dialog>
      )}

      {(dialog?.kind === "add" || dialog?.kind === "edit") && (
        <Dialog
          title={dialog.kind === "add" ? "Add Album Link" : "Edit Album Link"}
          description="An album link: photos kept elsewhere (for example Google Photos), shown in the gallery and opened in a new tab."
          onClose={close}
          closeHref={pathname}
          confirmDiscard
          unsaved={Boolean(failed)}
        >
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value={dialog.kind === "add" ? "create" : "update"} />
            {dialog.id !== null && <input type="hidden" name="id" value={dialog.id} />}
            <Field key={key("title")} {...common("title")} label="Title" required maxLength={LIMITS.title} />
            <Field
              key={key("link")}
              {...common("link")}
              label="Album link"
              type="url"
              inputMode="url"
              required
              hint={linkHint("The web address of the shared album, for example on Google Photos.")}
              maxLength={LIMITS.url}
            />
            <Field
              key={key("thumbnail")}
              {...common("thumbnail")}
              label="Thumbnail image link (optional)"
              type="url"
              inputMode="url"
              hint={linkHint("Leave blank to use the school's standard album picture.")}
              maxLength={LIMITS.url}
            />
            <Field
              key={key("audience")}
              {...common("audience")}
              label="Show on"
              as="select"
              options={audienceOptions}
              hint="Which school's pages show it. The group pages show everything."
            />
            <FormMessages failed={failed} />
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Link to={pathname} preventScrollReset className={buttonSecondary}>
                Cancel
              </Link>
              <button type="submit" disabled={busy} className={buttonPrimary}>
                {busy ? "Saving…" : "Save"}
              </button>
            </div>
          </Form>
        </Dialog>
      )}
    </section>
  );
}
