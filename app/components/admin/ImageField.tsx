import { ImageIcon, ImageUp, Search } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { type PictureChoice, shippedPictureChoices, thumbnailOf } from "~/lib/content-store/picture-choice";
import { ALT_MAX, ALT_REQUIRED } from "~content/schemas/common";
import { pictureUploadSchema } from "~content/schemas/uploaded-pictures";
import { parseUploadRef } from "~content/uploaded-images";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { FormAlert } from "../ui/FormAlert";
import { LazyModal, preloadModal } from "../ui/LazyModal";
import { useDialogTrigger } from "./useDialogTrigger";

/** Where the picker reads the uploaded pictures and uploads a new one (JSON, staff only). */
export const PICTURE_LIBRARY_URL = "/admin/pictures/library";

/**
 * The words of the picture's fields, the dialog's upload and the page's own description alike: the
 * library upload's schema's (content/schemas/uploaded-pictures.ts), which the Pictures tab draws and both upload
 * routes read, so every form that takes a picture says the same.
 */
const UPLOAD_LABELS = {
  file: pictureUploadSchema.shape.file.meta()?.label ?? "",
  alt: pictureUploadSchema.shape.alt.meta()?.label ?? "",
};

/**
 * A picture chosen for a page or a setting, with its alternative text. Posts `name`
 * (a shipped image's name of content/media.ts, or an uploaded picture's reference
 * `upload/pictures/…/WxH`) and `altName` (what it shows); the alt text is required by the schema.
 *
 * Without JavaScript it is a select of the pictures and the alt-text input. With it, the field shows a
 * thumbnail of the current picture and "Choose a picture", which opens a dialog (keyboard operable:
 * Radix moves focus in and back, Escape closes) listing the uploaded pictures (read from
 * `PICTURE_LIBRARY_URL` when it opens) and the shipped ones as thumbnails, searchable by caption, with
 * "Upload a new picture" (file and required description), which uploads through the album photos'
 * pipeline and selects the new picture. `pictures` (optional, from `pictureChoices()` in a loader)
 * puts the uploaded pictures in the select for browsers without JavaScript too.
 */
export function ImageField({
  label,
  name,
  altName,
  value,
  alt,
  error,
  altError,
  pictures,
}: {
  label: string;
  /** Form field of the image's name. */
  name: string;
  /** Form field of the alternative text. */
  altName: string;
  value?: string;
  alt?: string;
  error?: string;
  altError?: string;
  /** Every picture to offer, uploaded ones first; by default the shipped images (and the current one). */
  pictures?: PictureChoice[];
}) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [selected, setSelected] = useState(value ?? "");
  const [altText, setAltText] = useState(alt ?? "");
  // A new value from the server (the form posted and drawn again, a list reordered) replaces what was chosen.
  useEffect(() => setSelected(value ?? ""), [value]);
  useEffect(() => setAltText(alt ?? ""), [alt]);
  // Focus goes back to "Choose a picture" when the dialog closes (Radix has no trigger of its own here).
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  const [uploaded, setUploaded] = useState<PictureChoice[]>(() => pictures?.filter((p) => p.uploaded) ?? []);
  const shipped = useMemo(() => shippedPictureChoices(), []);
  const choices = useMemo(() => {
    const list = [...uploaded, ...shipped];
    // A current upload the list does not have (no `pictures` given) stays choosable.
    if (value && !list.some((c) => c.value === value) && parseUploadRef(value)) {
      list.unshift({
        value,
        caption: "Uploaded picture",
        alt: "",
        thumb: thumbnailOf(value) ?? "",
        uploaded: true,
      });
    }
    return list;
  }, [uploaded, shipped, value]);
  const current = choices.find((c) => c.value === selected);

  function choose(choice: PictureChoice) {
    setSelected(choice.value);
    if (!altText.trim() && choice.alt) setAltText(choice.alt);
    setOpen(false);
  }

  const altField = (
    <Field
      label={UPLOAD_LABELS.alt}
      name={altName}
      value={altText}
      onChange={(event) => setAltText(event.currentTarget.value)}
      error={altError}
    />
  );

  if (!enhanced) {
    // Before (or without) JavaScript: the plain select, as the field has always been.
    return (
      <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
        <Field
          as="select"
          label="Picture"
          name={name}
          value={selected}
          onChange={(event) => setSelected(event.currentTarget.value)}
          error={error}
          options={choices.map((c) => ({
            value: c.value,
            label: `${c.uploaded ? "Uploaded: " : ""}${c.caption}${c.size ? ` (${c.size})` : ""}`,
          }))}
        />
        {altField}
      </fieldset>
    );
  }

  const thumb = current?.thumb || thumbnailOf(selected);
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <input type="hidden" name={name} value={selected} />
      <div className="flex flex-wrap items-center gap-3">
        {thumb ? (
          <img
            src={thumb}
            alt={altText || (current ? current.caption : "")}
            width={96}
            height={72}
            className="h-18 w-24 rounded border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-18 w-24 items-center justify-center rounded border border-slate-200 bg-slate-100">
            <ImageIcon aria-hidden className="size-6 text-slate-500" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p id={`${id}-current`} className="text-sm text-slate-800">
            {current ? (
              <>
                <span className="font-semibold">{current.uploaded ? "Uploaded picture" : "Picture"}:</span>{" "}
                {current.caption}
                {current.size && <span className="text-slate-600"> · {current.size}</span>}
              </>
            ) : (
              "No picture chosen."
            )}
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-1"
            aria-describedby={`${id}-current${error ? ` ${id}-error` : ""}`}
            onPointerEnter={preloadModal}
            onFocus={preloadModal}
            onClick={show}
          >
            Choose a picture
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {altField}
      <LazyModal
        title={`Choose a picture: ${label}`}
        open={open}
        onOpenChange={setOpen}
        returnFocus={returnFocus}
      >
        {open && (
          <PicturePicker
            choices={choices}
            selected={selected}
            onChoose={choose}
            onLoaded={setUploaded}
            onUploaded={(choice) => {
              setUploaded((list) => [choice, ...list.filter((c) => c.value !== choice.value)]);
              setAltText(choice.alt);
              setSelected(choice.value);
              setOpen(false);
            }}
          />
        )}
      </LazyModal>
    </fieldset>
  );
}

/** The dialog's content: upload, search, and the pictures as buttons. */
function PicturePicker({
  choices,
  selected,
  onChoose,
  onLoaded,
  onUploaded,
}: {
  choices: PictureChoice[];
  selected: string;
  onChoose: (choice: PictureChoice) => void;
  onLoaded: (uploaded: PictureChoice[]) => void;
  onUploaded: (choice: PictureChoice) => void;
}) {
  const [query, setQuery] = useState("");
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch(PICTURE_LIBRARY_URL, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json()) as { pictures?: PictureChoice[]; error?: string };
        if (!live) return;
        if (body.pictures) onLoaded(body.pictures);
        else setLoadError(body.error ?? "The uploaded pictures could not be read.");
      })
      .catch(() => live && setLoadError("The uploaded pictures could not be read. Check the connection."));
    return () => {
      live = false;
    };
  }, [onLoaded]);
  const words = query.trim().toLowerCase();
  const shown = words ? choices.filter((c) => c.caption.toLowerCase().includes(words)) : choices;
  return (
    <div className="space-y-4">
      <PictureUpload onUploaded={onUploaded} />
      <div>
        <label htmlFor="picture-search" className="block text-sm font-semibold text-slate-800">
          Search pictures by caption
        </label>
        <div className="relative mt-1">
          <Search aria-hidden className="absolute top-2.5 left-2.5 size-5 text-slate-500" />
          <input
            id="picture-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className="block w-full rounded-md border border-slate-400 py-2 pr-3 pl-9 text-base"
          />
        </div>
      </div>
      {loadError && <FormAlert inline>{loadError}</FormAlert>}
      <p role="status" className="text-sm text-slate-600">
        {shown.length === 1 ? "1 picture" : `${shown.length} pictures`}
      </p>
      <ul className="grid max-h-[45dvh] grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
        {shown.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              aria-pressed={choice.value === selected}
              onClick={() => onChoose(choice)}
              className={`block w-full rounded-md border p-1 text-left text-xs hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 ${
                choice.value === selected ? "border-brand-700 bg-brand-50" : "border-slate-200"
              }`}
            >
              <img
                src={choice.thumb}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full rounded bg-slate-100 object-cover"
              />
              <span className="mt-1 line-clamp-2 block text-slate-800">
                {choice.uploaded && <span className="font-semibold">Uploaded: </span>}
                {choice.caption}
                {choice.size && <span className="block text-xs text-slate-600">{choice.size}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Upload a new picture": a file and its required description, sent to `PICTURE_LIBRARY_URL`. */
function PictureUpload({ onUploaded }: { onUploaded: (choice: PictureChoice) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  async function upload() {
    const found: typeof errors = {};
    if (!file) found.file = "Choose a picture to upload.";
    if (!alt.trim()) found.alt = ALT_REQUIRED;
    setErrors(found);
    if (!file || found.alt) return;
    const body = new FormData();
    body.append("alt", alt);
    body.append("file", file);
    setSending(true);
    try {
      const response = await fetch(PICTURE_LIBRARY_URL, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as {
        picture?: PictureChoice;
        errors?: { file?: string; alt?: string };
        error?: string;
      };
      if (answer.picture) onUploaded(answer.picture);
      else setErrors({ ...answer.errors, form: answer.error });
    } catch {
      setErrors({ form: "The picture could not be sent. Check the connection and try again." });
    } finally {
      setSending(false);
    }
  }

  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-brand-800">
        <ImageUp aria-hidden className="mr-1 inline size-4" /> Upload a new picture
      </summary>
      <div className="mt-3 space-y-3">
        <Field
          label={UPLOAD_LABELS.file}
          name="picker-file"
          type="file"
          accept="image/*"
          required
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          error={errors.file}
        />
        <Field
          label={UPLOAD_LABELS.alt}
          name="picker-alt"
          required
          maxLength={ALT_MAX}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          error={errors.alt}
        />
        {errors.form && <FormAlert inline>{errors.form}</FormAlert>}
        <Button type="button" size="sm" disabled={sending} onClick={upload}>
          {sending ? "Uploading…" : "Upload and choose"}
        </Button>
      </div>
    </details>
  );
}
