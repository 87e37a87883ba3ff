import { home } from "../home";
import type { ContentPage } from "../schemas/page";
import { site } from "../site";

const { vidhyashram, vidhyapeeth } = site.schools;

/**
 * /aboutus (spec 2.2, footer quick link; spec 2.1 About section): the group's story, Total Quality
 * Management and 5S, the two schools in brief, and where to read more.
 */
export const aboutPage: ContentPage = {
  path: "/aboutus",
  title: "About us",
  description:
    "The story of the Vidhya Group of Schools: Vidhyashram (CBSE) and Vidhyapeeth (matriculation), two schools of one family in one town.",
  intro: site.description,
  blocks: [
    {
      type: "text",
      heading: "Our story",
      paragraphs: [
        "The group began as one small school with a few classrooms, started by a family of teachers who wanted the children of our town to have a good school close to home. Parents trusted it, the classes filled, and the school grew a class at a time, up to Class XII.",
        "As more families asked for a choice of board, the trust opened a second school on its own campus. Today Vidhyashram follows the CBSE curriculum and Vidhyapeeth the Tamil Nadu state-board matriculation syllabus. They share one management, one set of values and one bus network, and each keeps its own character.",
        "Many of our teachers have been with us for years, and many of today's parents once studied here themselves. That continuity is what we mean by our tagline: Empowering Education for Generations.",
      ],
    },
    {
      type: "text",
      heading: "Quality as a habit: TQM and 5S",
      paragraphs: [home.about.tqm, home.about.fiveS.intro],
      bullets: home.about.fiveS.steps.map((step) => `${step.name}: ${step.description}`),
    },
    {
      type: "imageText",
      heading: "Our two schools",
      intro:
        "Both schools teach from Pre KG to Class XII. Visit each school's pages for its own story, committees and facilities.",
      items: [
        {
          title: `${vidhyashram.name} — ${vidhyashram.board}`,
          paragraphs: [
            vidhyashram.summary,
            "About 3100 students study here, on a campus of 10,730 sq m with a playground of over 3565 sq m and an indoor badminton court.",
          ],
          picture: {
            image: "group-about-vidhyashram",
            alt: "The main building of the Vidhyashram campus seen from the front drive",
          },
        },
        {
          title: `${vidhyapeeth.name} — ${vidhyapeeth.board}`,
          paragraphs: [
            vidhyapeeth.summary,
            "Classes of about 30 children let teachers follow each child closely, from the first day of Pre KG to the board examinations.",
          ],
          picture: {
            image: "group-about-vidhyapeeth",
            alt: "The main building of the Vidhyapeeth campus with its open courtyard",
          },
        },
      ],
    },
    {
      type: "links",
      heading: "Visit each school",
      links: [
        {
          label: `${vidhyashram.name} (CBSE)`,
          to: "/vidhyashram",
          description:
            "The CBSE senior secondary school: its journey, committees, curriculum and facilities.",
        },
        {
          label: `${vidhyapeeth.name} (Matriculation)`,
          to: "/vidhyapeeth",
          description: "The matriculation higher secondary school: its history, committees and facilities.",
        },
      ],
    },
    {
      type: "links",
      heading: "More about the group",
      links: [
        { label: "Our purpose", to: "/ourpurpose", description: "Our vision, mission and values." },
        { label: "Our aims", to: "/aims", description: "The thirteen aims behind our teaching." },
        {
          label: "Why choose us",
          to: "/why-choose",
          description: "Academics, curriculum, IIT exposure, Annual Day and student life.",
        },
        {
          label: "Administration",
          to: "/administration",
          description: "Principals, office staff and whom to contact for what.",
        },
        {
          label: "Leadership team",
          to: "/srmjvteam",
          description: "Chairman, secretary, correspondent, directors and coordinators.",
        },
      ],
    },
  ],
};
