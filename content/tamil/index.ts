import admissions from "./admissions";
import busRoutes from "./bus-routes";
import { groupContact, vidhyapeethContact } from "./contact";
import enquiry from "./enquiry";
import fees from "./fees";
import home from "./home";
import navigation from "./navigation";
import noticeBoard from "./notice-board";
import { vidhyapeethFees, vidhyashramFees } from "./school-fees";
import { admissionsTamil, contactsTamil, feesTamil, privacyTamil, siteTamil } from "./settings";
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
  "/admissions": admissions,
  "/fees": fees,
  "/vidhyashram/fees": vidhyashramFees,
  "/vidhyapeeth/fees": vidhyapeethFees,
  "/bus-routes": busRoutes,
  "/contactus": groupContact,
  "/vidhyapeeth/contactus": vidhyapeethContact,
  "/enquiry": enquiry,
  "/notifications": noticeBoard,
  "settings:navigation": navigation,
  "settings:site": siteTamil,
  "settings:contacts": contactsTamil,
  "settings:admissions": admissionsTamil,
  "settings:fees": feesTamil,
  "settings:privacy": privacyTamil,
};
