import { redirect } from "react-router";

/** Old or misspelt public addresses and where they live now (architecture ruling 1). */
const MOVED: Record<string, string> = {
  "/vidhyapeeth/acheivements": "/vidhyapeeth/achievements",
};

/** A permanent redirect (301) from an address in `MOVED` to its page, keeping the query string. */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const to = MOVED[url.pathname.toLowerCase().replace(/\/+$/, "")] ?? "/";
  return redirect(`${to}${url.search}`, 301);
}
