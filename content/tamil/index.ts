import home from "./home";
import type { TamilTexts } from "./texts";
import vidhyapeeth from "./vidhyapeeth";
import vidhyashram from "./vidhyashram";

export type { TamilTexts } from "./texts";
export { withTamilTexts } from "./texts";

/**
 * The Tamil this release ships beside the English of its pages and settings (decision 0032), by the
 * editable's key: a page's address ("/", "/admissions") or a settings group's `settings:<group>`
 * (app/lib/content-store/editables.server.ts puts each beside its shipped value). Proper names and
 * `{{token}}`s stay as the English has them; a field with no entry here stays English on `/ta` pages.
 */
export const shippedTamil: Readonly<Record<string, TamilTexts>> = {
  "/": home,
  "/vidhyashram": vidhyashram,
  "/vidhyapeeth": vidhyapeeth,
};
