import type { z } from "zod";
import type { homeSchema } from "./schemas/home";
import { site } from "./site";

/**
 * The home page's words and pictures (spec 2.1): the image carousel, the About section with the TQM
 * and 5S story, the Why-Choose cards and Achievements row, the Achievements Highlight photos and parent
 * testimonials, and the banner modal's two images. Pictures and videos are referred to by their names
 * in `content/media.ts` (the files under `public/media/`); the page components hold no facts.
 */

export type HomeContent = z.infer<typeof homeSchema>;

export const home: HomeContent = {
  carousel: {
    heading: "Life at our schools",
    slides: [
      {
        image: "home-carousel-1",
        alt: "The school campus with its main building and trees along the front drive",
        title: "Our campus",
        description: "Airy classrooms, laboratories, libraries and open play spaces on both campuses.",
      },
      {
        image: "home-carousel-2",
        alt: "Students standing in rows at the morning assembly",
        title: "Morning assembly",
        description:
          "Each day begins together with a prayer, the news, a thought for the day and the pledge.",
      },
      {
        image: "home-carousel-3",
        alt: "Students running a race on the school playground on Sports Day",
        title: "Sports Day",
        description: "Races, relays, drill and team games, with every child on the field.",
      },
      {
        image: "home-carousel-4",
        alt: "Students explaining their science models to visitors at the science fair",
        title: "Science fair",
        description: "Children plan, build and explain their own models and experiments.",
      },
      {
        image: "home-carousel-5",
        alt: "Students performing a dance on stage at the Annual Day celebration",
        title: "Annual Day",
        description: "Music, dance and drama on stage, with families in the audience.",
      },
    ],
  },
  about: {
    heading: `About ${site.groupName}`,
    paragraphs: [
      `${site.groupName} brings together two schools of one family in one town: Vidhyashram, a CBSE senior secondary school, and Vidhyapeeth, a Tamil Nadu state-board matriculation higher secondary school. Both teach children from Pre KG to Class XII.`,
      "Our teachers know their students by name. We aim for sound learning in the classroom, good habits and values for life, and enough play, art and service to let every child find what they are good at.",
    ],
    tqm: "We were the first school in our town to adopt Total Quality Management (TQM): we set clear standards for teaching, for the office and for the campus, ask parents and students what could be better, and keep improving year after year.",
    fiveS: {
      heading: "The 5S programme",
      intro:
        "Our classrooms, laboratories, library and offices follow 5S, a simple workplace method that children learn by doing:",
      steps: [
        { name: "Sort", description: "keep what is needed and clear away what is not." },
        { name: "Set in order", description: "a place for everything, and everything in its place." },
        { name: "Shine", description: "clean rooms, desks and equipment, every day." },
        { name: "Standardise", description: "the same good routines in every room." },
        { name: "Sustain", description: "make the habits last, with regular checks." },
      ],
    },
    video: {
      name: "about-promo",
      title: "A short film about our schools",
      caption: "A short film about our schools: a day on campus, from the morning assembly to the last bell.",
    },
  },
  whyChoose: {
    heading: "Why choose our schools",
    intro: "What parents tell us matters most to them, and what we work on every day.",
    items: [
      {
        image: "why-academics",
        alt: "A teacher helping students with their work in a classroom",
        title: "Academics",
        text: "A well-planned curriculum, experienced teachers and regular assessment that helps each child understand, not just memorise.",
      },
      {
        image: "why-sports",
        alt: "Students playing a team game on the school ground",
        title: "Sports",
        text: "Daily physical education, coaching in athletics and team games, and a chance to compete at school, district and state meets.",
      },
      {
        image: "why-multifaceted",
        alt: "Students painting and making music in an activity class",
        title: "Multifaceted Development",
        text: "Music, dance, art, yoga, clubs, scouts and guides, so that every child discovers and grows their own talents.",
      },
      {
        image: "why-beyond-schooling",
        alt: "Students on a field visit with their teacher",
        title: "Beyond Schooling",
        text: "Field visits, service projects, career guidance and life skills that prepare students for what comes after school.",
      },
      {
        image: "why-vision",
        alt: "Students reading together in the school library",
        title: "Vision",
        text: "To be a place where every child learns with joy and grows into a confident, caring and responsible citizen.",
      },
      {
        image: "why-mission",
        alt: "A class of students with their teacher in front of the school building",
        title: "Mission",
        text: "To give quality education with values, in a safe and friendly campus, in partnership with parents and the community.",
      },
    ],
  },
  achievements: {
    heading: "Achievements",
    awards: [
      {
        image: "award-1",
        alt: "A trophy and certificate awarded to the school for academic excellence",
        caption: "Academic excellence",
      },
      {
        image: "award-2",
        alt: "Medals won by students at an inter-school sports meet",
        caption: "Sports meets",
      },
      {
        image: "award-3",
        alt: "A shield awarded to the school for cultural competitions",
        caption: "Cultural competitions",
      },
      {
        image: "award-4",
        alt: "A certificate recognising the school's quality management practices",
        caption: "Quality in school management",
      },
    ],
  },
  highlight: {
    heading: "Achievements Highlight",
    intro: "Moments from the year, and what parents say about our schools.",
    photos: [
      {
        image: "highlight-1",
        alt: "Students holding their prizes after an inter-school quiz",
        caption: "Prize winners at an inter-school quiz",
      },
      {
        image: "highlight-2",
        alt: "The school team with their trophy after a sports tournament",
        caption: "Our team with the tournament trophy",
      },
      {
        image: "highlight-3",
        alt: "Students presenting a project at an exhibition",
        caption: "Students presenting their project at an exhibition",
      },
      {
        image: "highlight-4",
        alt: "Students receiving certificates on stage on Annual Day",
        caption: "Certificates of merit on Annual Day",
      },
    ],
    testimonials: [
      {
        video: "testimonial-1",
        title: "Parent testimonial 1",
        caption: "A parent of a primary-class student on the care of the teachers.",
      },
      {
        video: "testimonial-2",
        title: "Parent testimonial 2",
        caption: "A parent on how their child's confidence has grown through stage and club activities.",
      },
      {
        video: "testimonial-3",
        title: "Parent testimonial 3",
        caption: "A parent of a senior-class student on preparation for board examinations.",
      },
      {
        video: "testimonial-4",
        title: "Parent testimonial 4",
        caption: "A parent on sports coaching and the school's safe, clean campus.",
      },
    ],
  },
  banner: {
    title: `News from ${site.groupName}`,
    images: [
      {
        image: "home-banner-1",
        alt: "A graduation cap on an open book",
        eyebrow: "Admissions",
        headline: "Admissions open {{Admissions year}}",
      },
      {
        image: "home-banner-2",
        alt: "Stars and confetti",
        eyebrow: "Events",
        headline: "Annual Day celebrations",
      },
    ],
  },
};
