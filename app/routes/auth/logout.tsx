import { redirect, redirectDocument } from "react-router";
import { destroySession } from "~/lib/auth/session.server";
import type { Route } from "./+types/logout";

/**
 * Signing out is a POST (architecture 2: a link or a prefetch must not end a session). It leads to the
 * sign-in page as a new document (`redirectDocument`), not within the staff area's page: the browser
 * keeps nothing of the staff screens, and sign-in's own inline scripts (its public chrome: the
 * dismissed urgent alerts) run, which they do not when React draws a page.
 */
export async function action({ request }: Route.ActionArgs) {
  return redirectDocument("/login", { headers: { "Set-Cookie": await destroySession(request) } });
}

/** A GET of /logout (a bookmark, say) just shows the sign-in page. */
export function loader() {
  return redirect("/login");
}
