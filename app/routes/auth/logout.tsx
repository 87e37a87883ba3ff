import { redirect } from "react-router";
import { destroySession } from "~/lib/auth/session.server";
import type { Route } from "./+types/logout";

/** Signing out is a POST (architecture 2: a link or a prefetch must not end a session). */
export async function action({ request }: Route.ActionArgs) {
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(request) } });
}

/** A GET of /logout (a bookmark, say) just shows the sign-in page. */
export function loader() {
  return redirect("/login");
}
