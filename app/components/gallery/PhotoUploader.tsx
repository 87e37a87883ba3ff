import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../ui/Button";

/** What the upload route answers (JSON), one result per file. */
type Result = { name: string; ok: true; id: number } | { name: string; ok: false; error: string };

interface Item {
  name: string;
  /** 0–100 while sending. */
  percent: number;
  state: "waiting" | "sending" | "processing" | "done" | "failed";
  message?: string;
}

const STATE_TEXT: Record<Item["state"], string> = {
  waiting: "Waiting",
  sending: "Uploading",
  processing: "Preparing the photo",
  done: "Uploaded",
  failed: "Not uploaded",
};

/** Sends one file with progress events; resolves with the server's result for it. */
function send(url: string, file: File, onProgress: (percent: number) => void, onSent: () => void) {
  return new Promise<Result>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      const body = xhr.response as { results?: Result[]; error?: string } | null;
      const result = body?.results?.[0];
      if (result) resolve(result);
      else
        resolve({
          name: file.name,
          ok: false,
          error:
            body?.error ??
            (xhr.status === 401
              ? "You are no longer signed in. Reload the page and sign in again."
              : `The server could not take “${file.name}” (error ${xhr.status}). Please try again.`),
        });
    };
    xhr.onerror = () =>
      resolve({
        name: file.name,
        ok: false,
        error: `“${file.name}” could not be sent: the connection was lost. Please try again.`,
      });
    const body = new FormData();
    body.append("photos", file);
    xhr.send(body);
  });
}

/**
 * The upload form of a photo album. Without JavaScript it is a plain multipart form posted to the album
 * page (`noScriptAction`). With JavaScript each file is sent on its own (`uploadUrl`) with a progress
 * bar, so a 10 MB phone photo never meets a whole-batch limit; files too large are refused before they
 * are sent. `onFinished` runs after the last file (the page reloads its list of photos).
 */
export function PhotoUploader({
  uploadUrl,
  noScriptAction,
  accept,
  maxBytes,
  maxFiles,
  onFinished,
}: {
  uploadUrl: string;
  noScriptAction: string;
  accept: string;
  maxBytes: number;
  maxFiles: number;
  onFinished: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const maxMb = Math.round(maxBytes / 1024 / 1024);

  const update = (index: number, change: Partial<Item>) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0 || busy) {
      setItems([{ name: "", percent: 0, state: "failed", message: "Choose the photos to upload." }]);
      return;
    }
    setBusy(true);
    setItems(files.map((file) => ({ name: file.name, percent: 0, state: "waiting" })));
    for (const [index, file] of files.entries()) {
      if (file.size > maxBytes) {
        update(index, {
          state: "failed",
          message: `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; photos can be at most ${maxMb} MB.`,
        });
        continue;
      }
      update(index, { state: "sending" });
      const result = await send(
        uploadUrl,
        file,
        (percent) => update(index, { percent }),
        () => update(index, { percent: 100, state: "processing" }),
      );
      update(index, result.ok ? { state: "done", percent: 100 } : { state: "failed", message: result.error });
    }
    if (input.current) input.current.value = "";
    setBusy(false);
    onFinished();
  }

  const done = items.filter((item) => item.state === "done").length;
  const finished = items.filter((item) => item.state === "done" || item.state === "failed").length;

  return (
    <form
      method="post"
      action={noScriptAction}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="rounded-lg border border-dashed border-brand-300 bg-brand-50/50 p-4"
    >
      <input type="hidden" name="intent" value="upload" />
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        Add photos
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        Choose up to {maxFiles} photos at a time (JPEG, PNG, WebP or AVIF), up to {maxMb} MB each. Location
        data and other hidden details are removed from each photo.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          name="photos"
          accept={accept}
          multiple
          required
          aria-describedby={hintId}
          className="block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-800 file:shadow-sm"
        />
        <Button disabled={busy}>
          <Upload aria-hidden className="size-4" /> {busy ? "Uploading…" : "Upload photos"}
        </Button>
      </div>
      {items.length > 0 && (
        <div className="mt-4">
          <p role="status" className="text-sm font-semibold text-slate-800">
            {busy
              ? `Uploading: ${finished} of ${items.length} done`
              : `${done} of ${items.length} ${items.length === 1 ? "photo" : "photos"} uploaded.`}
          </p>
          <ul className="mt-2 space-y-2">
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: file names may repeat; the list is rebuilt per upload
              <li key={index} className="text-sm">
                {item.name && (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="min-w-0 flex-1 truncate text-slate-800">{item.name}</span>
                    <span
                      className={item.state === "failed" ? "font-semibold text-red-700" : "text-slate-600"}
                    >
                      {STATE_TEXT[item.state]}
                    </span>
                  </div>
                )}
                {item.name && item.state !== "failed" && (
                  <progress
                    value={item.percent}
                    max={100}
                    aria-label={`${item.name}: ${STATE_TEXT[item.state]}`}
                    className="mt-1 h-2 w-full overflow-hidden rounded accent-brand-700"
                  />
                )}
                {item.message && <p className="mt-0.5 font-medium text-red-700">{item.message}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
