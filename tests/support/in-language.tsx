import { createContext, useContext } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { LanguageContext } from "~/lib/site/language";
import type { Language } from "~content/languages";

/** The element a test draws, handed to the stub's one route. */
const Drawn = createContext<React.ReactElement | null>(null);

/** The stub route's component: the element of the test. */
function Shown() {
  return useContext(Drawn);
}

/** A data router with one route at `/`, as the page's components expect (`useRouteLoaderData`). */
const Stub = createRoutesStub([{ path: "/", Component: Shown }]);

/**
 * `element` drawn as the server draws a public page in `language` (`LanguageContext`, decision 0030),
 * inside a data router with the shipped settings. Returns the HTML.
 */
export function drawIn(language: Language, element: React.ReactElement): string {
  return renderToStaticMarkup(
    <LanguageContext.Provider value={language}>
      <Drawn.Provider value={element}>
        <Stub />
      </Drawn.Provider>
    </LanguageContext.Provider>,
  );
}

/** The `href`s of `html`'s links, in order. */
export const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");

/** True when `html` holds a letter of the Tamil script. */
export const hasTamil = (html: string) => /[\u0B80-\u0BFF]/.test(html);
