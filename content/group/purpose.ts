import type { ContentPage } from "../schemas/page";

/** /ourpurpose (spec 2.2): why the group exists, its vision, mission and values. */
export const purposePage: ContentPage = {
  path: "/ourpurpose",
  title: "Our purpose",
  description:
    "Why the Vidhya Group of Schools exists: our vision, our mission and the values that guide Vidhyashram and Vidhyapeeth.",
  intro:
    "Two schools, one purpose: to give every child of our town an education that builds knowledge, character and confidence.",
  blocks: [
    {
      type: "text",
      heading: "Why we exist",
      paragraphs: [
        "Our schools began with a simple belief: a child who is known, encouraged and challenged every day will grow into a capable and caring adult. Everything we do, from the timetable to the bus routes, is planned around that child.",
        "We serve families from the town and the villages around it, many of them sending a child to school for the first time in their family. We keep fees within reach and standards high, so that a good education does not depend on where a family lives.",
      ],
    },
    {
      type: "cards",
      heading: "Vision and mission",
      columns: { base: 1, md: 2, lg: 2 },
      cards: [
        {
          title: "Our vision",
          paragraphs: [
            "To be the schools that parents of our town trust first: places where every child learns with joy, thinks for themselves and grows into a responsible citizen.",
          ],
        },
        {
          title: "Our mission",
          paragraphs: [
            "To teach with care and method, to measure what matters, to open doors to sport, art and service, and to work hand in hand with parents at every stage.",
          ],
        },
      ],
    },
    {
      type: "list",
      heading: "The values we teach by",
      ordered: false,
      items: [
        "Respect: for every person, every language and every faith in our classrooms.",
        "Honesty: in work, in examinations and in play.",
        "Discipline: punctuality, neatness and finishing what we start.",
        "Curiosity: asking why, and finding out.",
        "Service: to the family, the school and the town.",
      ],
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        { label: "Our aims", to: "/aims", description: "The thirteen aims behind our teaching." },
        {
          label: "Why choose us",
          to: "/why-choose",
          description: "Academics, curriculum, IIT exposure and student life.",
        },
      ],
    },
  ],
};
