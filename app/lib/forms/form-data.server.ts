import { data } from "react-router";
import { isFormContentType, NOT_A_FORM } from "./encoding";

/**
 * Reading a form post safely. `request.formData()` throws on a JSON or text body, on
 * a body without a content type and on a broken multipart boundary, which React Router turns into a
 * 500 with a stack trace in the log. Every action reads its form through `readFormData` instead, by
 * way of `parseForm` or `readForm` (`parse.server.ts`).
 */

export { NOT_A_FORM };

/** What a visitor sees when a body claims to be a form but cannot be read (400). */
export const UNREADABLE_FORM =
  "The form could not be read. Please go back, reload the page and send it again.";

/**
 * The form of `request`. Throws a 415 response (`NOT_A_FORM`) when the body is not a form encoding and
 * a 400 response (`UNREADABLE_FORM`) when it claims to be a form but cannot be parsed; both are logged
 * as a warning without a stack (an attacker's junk is not a server fault) and nothing is stored.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type");
  if (!isFormContentType(type)) {
    warn(request, 415, `content type ${JSON.stringify(type ?? "")}`);
    throw data(NOT_A_FORM, { status: 415 });
  }
  try {
    return await request.formData();
  } catch (error) {
    warn(request, 400, error instanceof Error ? error.message : String(error));
    throw data(UNREADABLE_FORM, { status: 400 });
  }
}

function warn(request: Request, status: number, reason: string) {
  const path = new URL(request.url).pathname;
  console.warn(`Form post refused with ${status} on ${path}: ${reason}`);
}
