import type { ContentPage } from "../schemas/page";

/** spec 2.3 "/vidhyashram/about-us/ourjourney": how the school grew, with its campus facts (spec 9). */
export const ourJourneyPage: ContentPage = {
  path: "/vidhyashram/about-us/ourjourney",
  title: "Our journey",
  description:
    "How Vidhyashram grew from a few classrooms into a CBSE senior secondary school of 3100 students on a campus of 10,730 sq m.",
  intro:
    "From a handful of classrooms to a CBSE senior secondary school of 3100 students: the story of Vidhyashram.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "Where we began",
          paragraphs: [
            "Vidhyashram was started by the trust behind Vidhyapeeth to give the families of our town a CBSE school close to home. It opened with kindergarten and primary classes, a few dedicated teachers and a firm belief that every child can learn well when taught with care.",
            "Parents trusted us with their children, and the school grew one class at a time, adding the middle school, then the secondary classes and finally the senior secondary streams.",
          ],
          picture: {
            image: "vidhyashram-campus",
            alt: "The Vidhyashram main building with its front lawn and flag post",
          },
        },
        {
          title: "Growing with our students",
          paragraphs: [
            "As the school grew, so did the campus: new classroom blocks, science and computer laboratories, a library, a badminton court and a large playground. Smart boards came into every classroom, and a fleet of buses began to bring children from the town and the villages around it.",
            "Today the school is affiliated to the Central Board of Secondary Education and teaches from Pre KG to Class XII, with science and commerce streams in the senior classes.",
          ],
          picture: {
            image: "vidhyashram-classroom-block",
            alt: "A two-storey classroom block with wide corridors facing the courtyard",
          },
        },
      ],
    },
    {
      type: "facts",
      heading: "Vidhyashram today",
      facts: [
        { value: "3100", label: "Students" },
        { value: "10,730 sq m", label: "Campus land" },
        { value: "Over 17,000", label: "Library books" },
        { value: "Pre KG to XII", label: "Classes" },
      ],
    },
    {
      type: "list",
      heading: "Milestones",
      ordered: true,
      items: [
        "The school opens with kindergarten and primary classes.",
        "Middle school classes and the first science laboratories are added.",
        "Affiliation to the CBSE for the secondary classes; the first Class X students take the board examination.",
        "The senior secondary classes open, with science and commerce streams.",
        "Smart boards in every classroom, the badminton court and the Tiny Tots Block for the youngest children.",
      ],
    },
    {
      type: "text",
      heading: "Looking ahead",
      paragraphs: [
        "Our journey continues. We keep investing in our teachers' training, in laboratories and in sport, and we listen closely to parents through the Parent Teacher Association.",
        "What has not changed since the first day is why we are here: to know every child, and to help each one grow in knowledge, character and confidence.",
      ],
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        { label: "Our objectives", to: "/vidhyashram/about-us/our-objectives" },
        { label: "Infrastructure", to: "/vidhyashram/facilities/infrastructure" },
      ],
    },
  ],
};

/** spec 2.3 "/vidhyashram/about-us/our-objectives": what the school sets out to do. */
export const ourObjectivesPage: ContentPage = {
  path: "/vidhyashram/about-us/our-objectives",
  title: "Our objectives",
  description:
    "What Vidhyashram sets out to achieve for every student: sound learning, good character, health, creativity and responsible citizenship.",
  intro:
    "Everything we plan, from the timetable to the clubs, serves a few clear objectives for every child in our care.",
  blocks: [
    {
      type: "cards",
      heading: "What we aim for",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          eyebrow: "Objective 1",
          title: "Strong foundations",
          paragraphs: [
            "Sound reading, writing and number skills in the early years, built on play, activity and the CBSE's competency-based approach.",
          ],
        },
        {
          eyebrow: "Objective 2",
          title: "Understanding, not rote",
          paragraphs: [
            "Lessons that ask why and how, with laboratories, projects and smart boards that let students see and try for themselves.",
          ],
        },
        {
          eyebrow: "Objective 3",
          title: "Success in board examinations",
          paragraphs: [
            "Careful preparation for the Class X and XII board examinations and for entrance examinations, with regular assessment and feedback.",
          ],
        },
        {
          eyebrow: "Objective 4",
          title: "Character and values",
          paragraphs: [
            "Honesty, respect, discipline and kindness, taught through daily life in school, assemblies and community service.",
          ],
        },
        {
          eyebrow: "Objective 5",
          title: "Health and sport",
          paragraphs: [
            "Daily physical activity, games on our playground and badminton court, yoga, and awareness of health and hygiene.",
          ],
        },
        {
          eyebrow: "Objective 6",
          title: "Creativity and confidence",
          paragraphs: [
            "Music, dance, art, debate and drama, so that every child finds something they love and the confidence to share it.",
          ],
        },
      ],
    },
    {
      type: "list",
      heading: "How we work towards them",
      ordered: false,
      items: [
        "Small groups for remedial and enrichment classes, planned from each assessment.",
        "Regular training for teachers in new methods of teaching and assessment.",
        "A Student Care Cell and counsellor for every child's well-being.",
        "Scouts and Guides, the Karuna Club and the Eco Club for service to others.",
        "Open communication with parents through the PTA, meetings and the notice board.",
      ],
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        { label: "Our journey", to: "/vidhyashram/about-us/ourjourney" },
        { label: "Curriculum", to: "/vidhyashram/curriculum" },
      ],
    },
  ],
};

export const aboutPages: ContentPage[] = [ourJourneyPage, ourObjectivesPage];
