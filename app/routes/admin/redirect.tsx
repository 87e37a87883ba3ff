import { redirect } from "react-router";

/**
 * The old site's admin addresses (`/unified`, `/vidhyashram/unified`, `/management`) lead to the one
 * admin area (architecture ruling 2), which sends signed-out visitors to the login page.
 */
export function loader() {
  return redirect("/admin", 301);
}
