import type { Config } from "@react-router/dev/config";

/**
 * React Router framework mode: every page is server-rendered on request (docs/architecture.md,
 * section 2). Each of React Router 8's changes is decided here (issue 21 item 5), so none is left to a
 * start-up warning:
 */
export default {
  ssr: true,
  future: {
    // Adopted: the site has no `clientLoader`, `clientAction` or `HydrateFallback`, so nothing splits
    // today, and a route that adds one gets its own small chunk.
    v8_splitRouteModules: true,
    // Adopted: `/` asks for its data at `/_.data` instead of `/_root.data`. The page cache keys a
    // `.data` request by its path like any other (server/page-cache.ts); no page has a trailing slash.
    v8_trailingSlashAwareDataRequests: true,
    // Adopted (issue 22): the load context is a `RouterContextProvider` that `server/app.ts` fills with
    // the typed contexts of `app/lib/platform/request-context.ts` (nonce, client address, known paths),
    // read with `context.get(…)`; the staff guard is the admin routes' `middleware` (`requireStaff`,
    // `app/lib/auth/guard.server.ts`), which puts the signed-in user in `userContext`.
    v8_middleware: true,
    // Not yet: loaders would see `/aims.data` instead of `/aims` in `request.url`; `page.tsx`,
    // `gallery.tsx`, `album.tsx` and the sign-in redirect read the path from it and must move to `url`.
    v8_passThroughRequests: false,
    // Not yet: `vite.config.ts` sets the server build's input and the client's chunks under `build`;
    // with the Environment API both move under `environments.ssr` / `environments.client`.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
