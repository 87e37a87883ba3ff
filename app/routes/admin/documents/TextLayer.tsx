import { Form } from "react-router";
import { Button } from "~/components/ui/Button";
import { OCR_INSTALL_NOTE, SCANNED_WARNING, UNREADABLE_WARNING } from "./messages";

/**
 * Whether screen readers can read the document (Rule 15 of the Rights of Persons with Disabilities
 * Rules): a scanned PDF is said so in plain words, with "Add a text layer" where ocrmypdf is installed
 * (else how to install it), and where that job stands; a PDF the server gave up reading (too large or
 * too complex) is said so, as it is never checked.
 */
export function TextLayer({
  textLayer,
  ocrState,
  ocrError,
  unreadable,
  available,
  busy,
}: {
  textLayer: "yes" | "no" | null;
  ocrState: "queued" | "running" | "done" | "failed" | null;
  ocrError: string | null;
  /** True when the server could not read the current file (too large or too complex). */
  unreadable: boolean;
  available: boolean;
  busy: boolean;
}) {
  const pending = ocrState === "queued" || ocrState === "running";
  return (
    <div className="mt-4 space-y-2 border-t border-slate-200 pt-3" data-testid="text-layer">
      <h4 className="font-semibold text-slate-900">Screen readers</h4>
      {textLayer === "yes" && (
        <p className="text-slate-700">Screen readers can read this PDF: it holds text.</p>
      )}
      {textLayer === null && !pending && unreadable && (
        <p className="font-semibold text-amber-900" data-testid="unreadable">
          {UNREADABLE_WARNING}
        </p>
      )}
      {textLayer === null && !pending && !unreadable && (
        <p className="text-slate-700">Not checked yet: the server checks every PDF once a day.</p>
      )}
      {textLayer === "no" && <p className="font-semibold text-amber-900">{SCANNED_WARNING}</p>}
      {ocrState === "queued" && (
        <p role="status" className="text-slate-700">
          Add a text layer: queued. Reload this screen to see how it goes.
        </p>
      )}
      {ocrState === "running" && (
        <p role="status" className="text-slate-700">
          Add a text layer: running (about 30 seconds a page). Reload this screen to see when it is done.
        </p>
      )}
      {ocrState === "done" && (
        <p className="text-slate-700">
          Add a text layer: done. The scanned upload is kept in the history below.
        </p>
      )}
      {ocrState === "failed" && <p className="text-red-800">Add a text layer: failed. {ocrError ?? ""}</p>}
      {textLayer === "no" &&
        !pending &&
        (available ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="text-layer" />
            <p className="text-sm text-slate-600">
              The server reads the words on each page (English and Tamil, about 30 seconds a page) and adds
              them under the pictures; the address stays the same and the scan is kept in the history.
            </p>
            <Button variant="secondary" className="mt-2" disabled={busy}>
              Add a text layer
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-slate-600">{OCR_INSTALL_NOTE}</p>
        ))}
    </div>
  );
}
