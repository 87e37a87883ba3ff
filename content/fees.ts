import type { Settings } from "./schemas/settings";

/**
 * The shipped `fees` settings group: no rows. The schools' approved fees are not known to us and are
 * not invented; until the office enters the fee order, the pages say the fees for the year are not
 * published yet for the admissions year of the Site settings (no year of its own until fees are entered).
 */
export const feesDefaults: Settings["fees"] = {
  schools: {
    vidhyashram: { rows: [] },
    vidhyapeeth: { rows: [] },
  },
};
