import { createContext } from "react-router";
import type { Language } from "~content/languages";

/**
 * What the server knows about a request before React Router routes it (architecture 5, step 10), as
 * typed contexts of React Router's middleware (`future.v8_middleware`). `server/app.ts`'s
 * `getLoadContext` sets all three in a fresh `RouterContextProvider` for every request; loaders,
 * actions, middleware and `app/entry.server.tsx` read them with `context.get(…)`. Reading one that was
 * never set throws (no silent default), except `knownPathContext`, whose absence means "any path on
 * this site". The signed-in user is another context, set by the staff guard
 * (`userContext` in `app/lib/auth/guard.server.ts`).
 */

/** The request's CSP nonce (architecture 4): every inline script React Router writes carries it. */
export const nonceContext = createContext<string>();

/** The client's IP address as Express sees it (respecting `TRUST_PROXY`): throttles and the audit log. */
export const clientAddressContext = createContext<string>();

/** Whether a path (decoded, without query) is a page of the route table. */
export type KnownPath = (pathname: string) => boolean;

/**
 * The route table's page test, for the redirect after sign-in (architecture ruling 2,
 * `safeRedirectPath`); unset (`undefined`) means any path on this site is accepted.
 */
export const knownPathContext = createContext<KnownPath | undefined>(undefined);

/**
 * The language of the page asked for, from its address alone (`languageOf`, decision 0030): the facts a
 * text names (`{{Vidhyapeeth office hours}}`) are filled in that language (decision 0032). English when
 * never set (a test's context, a request outside the site's pages).
 */
export const languageContext = createContext<Language>("en");
