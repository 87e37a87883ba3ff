import type { Rte } from "./schemas/rte";

/**
 * The shipped RTE admissions page of each school (`content/schemas/rte.ts`): sample seats and dates
 * until the office publishes the year's (architecture ruling 11); the lists appear after the lottery.
 * The page is for the admissions year of the site settings (`site.admissionsYear`, 2025-2026 as
 * shipped): applications are taken in April and May of its first year.
 * Tamil Nadu takes RTE applications on the School Education Department's portal.
 */
const apply =
  "Apply online on the Government of Tamil Nadu's RTE portal while the window is open, with the child's birth certificate, a community certificate where it applies, an income certificate and proof of residence within 1 km of the school. The school office helps parents who cannot apply online.";

const portal = "https://rteadmission.tnschools.gov.in/";

export const rtePages: { vidhyashram: Rte; vidhyapeeth: Rte } = {
  vidhyashram: {
    title: "RTE 25 % admissions",
    description:
      "Vidhyashram's free seats under the RTE Act for LKG and Class I: seats, the application window, the lottery and its lists.",
    intro:
      "Under section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009, a quarter of the entry classes' seats are free seats for children of weaker sections and disadvantaged groups, filled by a lottery. The seats and dates below are sample figures until the school office publishes this year's.",
    seats: [
      { class: "LKG", seats: 30 },
      { class: "I", seats: 10 },
    ],
    window: { opens: "2025-04-20", closes: "2025-05-20" },
    lotteryDate: "2025-05-28",
    apply,
    applyLink: portal,
    lists: [],
    // The end of the admission year's first term: the lists name children (content/schemas/rte.ts).
    listsUntil: "2025-09-30",
  },
  vidhyapeeth: {
    title: "RTE 25 % admissions",
    description:
      "Vidhyapeeth's free seats under the RTE Act for LKG and Class I: seats, the application window, the lottery and its lists.",
    intro:
      "Under section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009, a quarter of the entry classes' seats are free seats for children of weaker sections and disadvantaged groups, filled by a lottery. The seats and dates below are sample figures until the school office publishes this year's.",
    seats: [
      { class: "LKG", seats: 25 },
      { class: "I", seats: 8 },
    ],
    window: { opens: "2025-04-20", closes: "2025-05-20" },
    lotteryDate: "2025-05-28",
    apply,
    applyLink: portal,
    lists: [],
    // The end of the admission year's first term: the lists name children (content/schemas/rte.ts).
    listsUntil: "2025-09-30",
  },
};
