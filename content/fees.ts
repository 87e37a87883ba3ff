import type { Settings } from "./schemas/settings";
import { site } from "./site";

/**
 * The shipped `fees` settings group: no rows. The schools' approved fees are not known to us and are
 * not invented; until the office enters the fee order, the pages say the fees for the year are not
 * published yet. The year is the shipped admissions year.
 */
export const feesDefaults: Settings["fees"] = {
  academicYear: site.admissionsYear,
  schools: {
    vidhyashram: { rows: [] },
    vidhyapeeth: { rows: [] },
  },
};
