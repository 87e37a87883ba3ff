import { schoolFeesPage } from "../school-fees-page";

/** /vidhyashram/fees: the school's fee page (`schoolFeesPage`). */
export const feesPage = schoolFeesPage("vidhyashram");
