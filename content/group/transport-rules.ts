import type { ContentPage } from "../schemas/page";

/**
 * /transportrules (spec 2.2 "bus rules", spec 9 "Bus"): the fee dates, refunds, notice, fixed stops and
 * the classes the buses serve, exactly as the school states them, and the way to the routes.
 */
export const transportRulesPage: ContentPage = {
  path: "/transportrules",
  title: "Transport rules",
  description:
    "School bus rules for Vidhyashram and Vidhyapeeth: term fee dates, no refunds, one week's notice to stop, fixed bus stops, Grades I-VIII.",
  intro:
    "Please read these rules before you ask for a seat on a school bus. They keep the buses safe, on time and fair to every family.",
  blocks: [
    {
      type: "list",
      heading: "Bus fees and rules",
      ordered: true,
      items: [
        "The bus fee for Term I must be paid before 10 April.",
        "The bus fee for Term II must be paid before 10 October.",
        "Bus fees once paid are not refunded.",
        "The full term fee is payable even if the bus is used for only part of the term.",
        "To stop using the bus, parents must give one week's notice to the school office.",
        "Bus stops are fixed. Buses stop only at the stops on their route, and a stop cannot be changed for one student.",
        "School transport is available for students of Grades I-VIII.",
      ],
    },
    {
      type: "list",
      heading: "On the bus",
      ordered: false,
      items: [
        "Be at the bus stop five minutes before the pick-up time; the bus cannot wait for late students.",
        "Stay seated, keep hands and heads inside the windows, and follow the instructions of the driver and the attendant.",
        "A parent or a known adult should wait at the stop in the evening for younger children.",
        "Damage to the bus is charged to the student responsible.",
      ],
    },
    {
      type: "links",
      heading: "Routes and help",
      links: [
        {
          label: "Bus routes",
          to: "/bus-routes",
          description: "Routes R1 to R6 with pick-up and drop-off times.",
        },
        {
          label: "Contact the transport desk",
          to: "/contactus",
          description: "Phone numbers of each school's transport desk.",
        },
      ],
    },
  ],
};
