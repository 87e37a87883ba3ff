import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { enforcePrivacy } from "./lib/platform/http-cache";
import { nonceContext } from "./lib/platform/request-context";
import { showInPageLanguage } from "./lib/site/in-language.server";

/** How long a render may take before it is aborted, in ms. */
export const streamTimeout = 5_000;

/**
 * Renders every page to HTML on the server. The whole document is sent at once (`onAllReady`): our
 * loaders finish before render, so streaming would gain nothing and crawlers get complete pages. The
 * request's CSP nonce goes on every script React Router writes (architecture 4). The scripts are React
 * Router's own tags as it writes them, on the pages that have them (the staff area and sign-in): no
 * rewrite defers them (docs/decisions/0027-staff-scripts-load-as-written.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  enforcePrivacy(request.method, responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  showInPageLanguage(routerContext, new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // A render error turns the page into a 500: never a page to keep.
            enforcePrivacy(request.method, status, responseHeaders);
            resolve(
              new Response(Buffer.concat(chunks).toString("utf8"), {
                headers: responseHeaders,
                status,
              }),
            );
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's data responses (`.data`, for client-side navigation) get the same rule as pages: private
 * unless a public page's route answered a GET with 200 (`~/lib/http-cache`).
 */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  try {
    enforcePrivacy(request.method, response.status, response.headers);
    return response;
  } catch {
    // Some responses (redirects made by `Response.redirect`) have immutable headers: copy them.
    const headers = enforcePrivacy(request.method, response.status, new Headers(response.headers));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
