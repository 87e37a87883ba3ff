import { schoolFeesPage } from "../school-fees-page";

/** /vidhyapeeth/fees: the school's fee page (`schoolFeesPage`). */
export const feesPage = schoolFeesPage("vidhyapeeth");
