import type { CardIcon, ContentPage } from "../schemas/page";

/**
 * The thirteen aims of the group (spec 2.2 "Aims page"), in the order the school lists them, each with
 * an icon for its subject (spec 3: "aim (text, icon)"; the names are in content/schemas/page.ts).
 */
const aims: { title: string; text: string; icon: CardIcon }[] = [
  {
    title: "Sound foundations",
    icon: "blocks",
    text: "Make sure every child reads, writes and calculates with confidence by the end of the primary classes.",
  },
  {
    title: "Understanding, not memorising",
    icon: "lightbulb",
    text: "Teach concepts through explanation, examples and practice, so that children can use what they learn.",
  },
  {
    title: "Excellent board results",
    icon: "trophy",
    text: "Prepare students thoroughly for the CBSE and matriculation board examinations, with regular tests and feedback.",
  },
  {
    title: "Values for life",
    icon: "heart-handshake",
    text: "Build honesty, respect, kindness and responsibility through daily routines, assemblies and example.",
  },
  {
    title: "Health and fitness",
    icon: "heart-pulse",
    text: "Give every child daily physical activity, yoga and games, and teach good habits of food and hygiene.",
  },
  {
    title: "Talent in every child",
    icon: "palette",
    text: "Offer music, dance, art, drama and clubs so that each child discovers and grows their own gifts.",
  },
  {
    title: "Languages and expression",
    icon: "languages",
    text: "Help students speak and write well in English, Tamil and other languages, and speak up with confidence.",
  },
  {
    title: "Science and reasoning",
    icon: "flask-conical",
    text: "Encourage curiosity, experiments and logical thinking in the laboratories and beyond.",
  },
  {
    title: "Digital skills",
    icon: "laptop",
    text: "Use smart classrooms and computer laboratories to teach safe, sensible use of technology.",
  },
  {
    title: "Leadership and citizenship",
    icon: "vote",
    text: "Give students real responsibilities through the student council, elections, scouts and guides.",
  },
  {
    title: "Care for the environment",
    icon: "leaf",
    text: "Keep a green, clean campus and teach children to save water, energy and paper through the Eco Club.",
  },
  {
    title: "Partnership with parents",
    icon: "users",
    text: "Keep parents informed and involved through meetings, the PTA and open communication with teachers.",
  },
  {
    title: "Continuous improvement",
    icon: "trending-up",
    text: "Follow Total Quality Management and 5S, measure our work and improve it every year.",
  },
];

/** /aims (spec 2.2 "Aims page"): thirteen aim cards, 3 per row on wide screens, 2 medium, 1 small. */
export const aimsPage: ContentPage = {
  path: "/aims",
  title: "Our aims",
  description:
    "The thirteen aims that guide teaching and school life at Vidhyashram and Vidhyapeeth, the schools of the Vidhya Group.",
  intro: "Thirteen aims that every teacher, class and office of our two schools works towards.",
  blocks: [
    {
      type: "cards",
      heading: "What we aim for",
      columns: { base: 1, md: 2, lg: 3 },
      cards: aims.map((aim, index) => ({
        eyebrow: `Aim ${index + 1}`,
        title: aim.title,
        icon: aim.icon,
        paragraphs: [aim.text],
      })),
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        { label: "Our purpose", to: "/ourpurpose", description: "Our vision, mission and values." },
        {
          label: "Why choose us",
          to: "/why-choose",
          description: "How the aims show in academics and student life.",
        },
      ],
    },
  ],
};
