import { z } from "zod";
import { text } from "./common";
import { documentRef } from "./disclosure";

/**
 * A school's page of RTE admissions (Right of Children to Free and Compulsory Education Act, 2009,
 * section 12(1)(c)): a quarter of the entry class's seats are for children of weaker sections and
 * disadvantaged groups, admitted by lottery. Parents need the seats by class, the application window,
 * the lottery's date and the lists of selected, waiting and rejected applicants with reasons, which
 * the office publishes as documents of the Documents library, and the last day those lists (children's
 * names) stay on the site. The year the page is for is the site's admissions year (Site settings),
 * never typed here: one change of the year reaches it.
 */

/** The entry classes RTE seats are offered in, in Tamil Nadu: LKG and Class I. */
const RTE_CLASSES = { LKG: "LKG", I: "Class I" } as const;

const day = z.iso.date("Choose a date, such as 2027-04-20.");

/** The kinds of list the lottery gives, with the words the page heads them with. */
export const RTE_LIST_KINDS = {
  selected: "Selected",
  waiting: "Waiting list",
  rejected: "Applications not accepted, with reasons",
} as const;

export const rteSchema = z
  .object({
    title: text.max(120).meta({ label: "Title" }),
    description: text.max(200).meta({
      widget: "multiline",
      label: "Summary for search engines",
      help: "One or two sentences: search results show them under the title.",
    }),
    intro: text.meta({ widget: "multiline", label: "Introduction under the title" }),
    seats: z
      .array(
        z.object({
          class: z.enum(["LKG", "I"], "Choose the class.").meta({ label: "Class", options: RTE_CLASSES }),
          seats: z
            .number({ error: "Write the number of seats, such as 25." })
            .int("Write a whole number, such as 25.")
            .min(0, "Seats cannot be fewer than none.")
            .max(1000, "That is more seats than a class has: please check.")
            .meta({ label: "RTE seats (25 % of the class's intake)" }),
        }),
      )
      .min(1)
      .max(2)
      .meta({ label: "Seats by class", itemLabel: "Class" }),
    window: z
      .object({
        opens: day.meta({ widget: "date", label: "Applications open on" }),
        closes: day.meta({ widget: "date", label: "Applications close on" }),
      })
      .refine((w) => w.closes >= w.opens, {
        path: ["closes"],
        message: "Applications cannot close before they open.",
      })
      .meta({
        label: "Application window",
        help: "While it is open, the notice board links to this page.",
      }),
    lotteryDate: day.optional().meta({ widget: "date", label: "Date of the lottery (optional)" }),
    apply: text.meta({
      widget: "multiline",
      label: "How to apply",
      help: "Where parents apply (the State's RTE portal) and what they bring.",
    }),
    applyLink: z
      .url({ protocol: /^https$/, error: "Paste the portal's https:// address." })
      .meta({ label: "Address of the State's RTE admission portal" }),
    lists: z
      .array(
        z.object({
          kind: z.enum(["selected", "waiting", "rejected"], "Choose the list.").meta({
            label: "List",
            options: RTE_LIST_KINDS,
          }),
          document: documentRef.meta({ label: "The list (a document of the Documents library)" }),
          note: text.max(300).optional().meta({
            widget: "multiline",
            label: "Note (optional)",
            help: "For rejected applications, the reasons are in the list; say here how parents may appeal.",
          }),
        }),
      )
      .max(12)
      .meta({ label: "Lists after the lottery", itemLabel: "List" }),
    /**
     * The last day the lists are on the site, India's time: the lists name children, so they leave the
     * site after it (the page then says they were taken down). Optional for a page stored before it
     * existed: then `defaultListsUntil` (30 September of the year applications open).
     */
    listsUntil: day.optional().meta({
      widget: "date",
      label: "Show the lists until",
      help: "The lists name children: after this day they leave the website and the page says they were taken down. Blank: 30 September of the year applications open (the end of the first term).",
    }),
  })
  .meta({ label: "RTE admissions" });

export type Rte = z.infer<typeof rteSchema>;

/**
 * The last day `value`'s lists stay on the site: its `listsUntil`, else 30 September of the year its
 * applications open — the end of the first term of the admission year, by when the admitted children
 * have joined and the lists have served the appeals of those not admitted.
 */
export function listsUntilOf(value: Pick<Rte, "listsUntil" | "window">): string {
  return value.listsUntil ?? `${value.window.opens.slice(0, 4)}-09-30`;
}
