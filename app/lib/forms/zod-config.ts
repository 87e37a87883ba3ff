import { z } from "zod";

/**
 * zod's settings for the whole app, imported first by `app/root.tsx` (the browser) and `server/app.ts`
 * (the server), before any module makes a schema.
 *
 * `jitless`: zod 4 compiles a fast parser for each object schema with `new Function`, and first probes
 * whether it may by calling `new Function("")`. The site's Content-Security-Policy allows no `unsafe-eval`
 * (architecture section 5, document headers; server/middleware/security-headers.ts), so the probe is
 * reported as a CSP violation on every screen that parses a schema, even though zod catches the refusal. The interpreted parser is fast enough for our
 * forms and pages. zod reads the setting when a schema is made, so this must run before any `z.object`.
 */
z.config({ jitless: true });
