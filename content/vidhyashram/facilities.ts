import type { ContentPage } from "../schemas/page";

/**
 * Vidhyashram's facilities (spec 2.3 "/vidhyashram/facilities/…"). The figures are the specification's,
 * exactly (spec 9, architecture ruling 11): land 10,730 sq m, student strength 3100, library over 17,000
 * books, badminton court 7921 sq ft, playground over 3565 sq m, transport for Grades I-VIII.
 */

/** spec 2.3 "Infrastructure" (spec 9: land 10,730 sq m, student strength 3100). */
export const infrastructurePage: ContentPage = {
  path: "/vidhyashram/facilities/infrastructure",
  title: "Infrastructure",
  description:
    "Vidhyashram's campus: 10,730 sq m of land for 3100 students, with airy classrooms, laboratories, a library, a badminton court and a playground.",
  intro: "A spacious, safe campus built around the needs of children from Pre KG to Class XII.",
  blocks: [
    {
      type: "facts",
      heading: "The campus in figures",
      facts: [
        { value: "10,730 sq m", label: "Land area" },
        { value: "3100", label: "Student strength" },
        { value: "Over 17,000", label: "Library books" },
        { value: "Over 3565 sq m", label: "Playground" },
      ],
    },
    {
      type: "imageText",
      heading: "Buildings and classrooms",
      items: [
        {
          title: "Airy, well-lit classrooms",
          paragraphs: [
            "Classrooms are large, well ventilated and lit by daylight, each with a smart board, a green board and display boards for the children's work.",
            "Kindergarten children have their own Tiny Tots Block, with child-sized furniture, a play area and toilets close to every classroom.",
          ],
          picture: {
            image: "vidhyashram-classroom-block",
            alt: "A two-storey classroom block with wide corridors facing the courtyard",
          },
        },
        {
          title: "Safe and cared for",
          paragraphs: [
            "Wide staircases with railings, CCTV at the gates and in the corridors, fire extinguishers on every floor and purified drinking water points across the campus.",
            "Separate toilets for girls and boys on every floor are cleaned through the day, and a sick room with a school nurse is open during school hours.",
          ],
          picture: {
            image: "vidhyashram-campus",
            alt: "The Vidhyashram main building with its front lawn and flag post",
          },
        },
      ],
    },
    {
      type: "cards",
      heading: "Facilities",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Library",
          paragraphs: ["Over 17,000 books, magazines and a quiet reading hall."],
          link: { label: "About the library", to: "/vidhyashram/facilities/library" },
        },
        {
          title: "Laboratories",
          paragraphs: ["Physics, chemistry, biology, computer and mathematics laboratories."],
          link: { label: "About the laboratories", to: "/vidhyashram/facilities/lab" },
        },
        {
          title: "Smart classrooms",
          paragraphs: ["Interactive smart boards in every classroom."],
          link: { label: "About smart boards", to: "/vidhyashram/facilities/smartboard" },
        },
        {
          title: "Badminton court",
          paragraphs: ["An indoor court of 7921 sq ft."],
          link: { label: "About the badminton court", to: "/vidhyashram/facilities/badminton" },
        },
        {
          title: "School ground",
          paragraphs: ["A playground of over 3565 sq m."],
          link: { label: "About the school ground", to: "/vidhyashram/facilities/schoolground" },
        },
        {
          title: "Transport",
          paragraphs: ["School buses for Grades I-VIII on six routes."],
          link: { label: "About transport", to: "/vidhyashram/facilities/transport" },
        },
      ],
    },
  ],
};

/** spec 2.3 "Library" (spec 9: over 17,000 books). */
export const libraryPage: ContentPage = {
  path: "/vidhyashram/facilities/library",
  title: "Library",
  description:
    "Vidhyashram's library: over 17,000 books, reference works, magazines and newspapers, a quiet reading hall and a weekly library period.",
  intro: "Over 17,000 books, and a quiet place to read them.",
  blocks: [
    {
      type: "facts",
      facts: [
        { value: "Over 17,000", label: "Books" },
        { value: "Pre KG to XII", label: "Readers" },
      ],
    },
    {
      type: "text",
      heading: "A library for every reader",
      paragraphs: [
        "Our library holds over 17,000 books: picture books and early readers for the youngest, fiction and non-fiction in English, Tamil and Hindi, reference works, encyclopaedias and books for competitive examinations.",
        "Every class has a library period each week. Students borrow books to read at home, and the librarian helps them find books that suit their age and interests.",
      ],
      bullets: [
        "Newspapers and children's magazines every day.",
        "A reference section for projects and board-examination preparation.",
        "Reading competitions, book weeks and author talks through the year.",
      ],
    },
    {
      type: "photos",
      heading: "Inside the library",
      photos: [
        {
          image: "vidhyashram-library-reading",
          alt: "Students reading at long tables in the library's reading hall",
          caption: "The reading hall",
        },
        {
          image: "vidhyashram-library-stacks",
          alt: "Tall shelves of books arranged by subject",
          caption: "Books arranged by subject",
        },
      ],
    },
    {
      type: "list",
      heading: "Library rules",
      ordered: false,
      items: [
        "Keep silence in the library and handle books with care.",
        "A book may be kept for one week and renewed once.",
        "A lost or damaged book must be replaced or paid for.",
      ],
    },
  ],
};

/** spec 2.3 "Lab": the science, computer and mathematics laboratories. */
export const labPage: ContentPage = {
  path: "/vidhyashram/facilities/lab",
  title: "Laboratories",
  description:
    "Vidhyashram's physics, chemistry, biology, computer and mathematics laboratories, where students learn by doing experiments and projects.",
  intro: "Learning by doing: every science and computer lesson has time in a laboratory.",
  blocks: [
    {
      type: "cards",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Physics laboratory",
          paragraphs: [
            "Equipment for every experiment of the CBSE syllabus, from optics benches to electrical circuits, with space for a whole class to work in pairs.",
          ],
          picture: {
            image: "vidhyashram-lab-physics",
            alt: "Students measuring with an optics bench in the physics laboratory",
          },
        },
        {
          title: "Chemistry laboratory",
          paragraphs: [
            "Work benches with water and gas points, a fume hood and safely stored chemicals. Students wear aprons and goggles and work under a teacher's eye.",
          ],
          picture: {
            image: "vidhyashram-lab-chemistry",
            alt: "Test tubes and flasks on a chemistry laboratory bench",
          },
        },
        {
          title: "Biology laboratory",
          paragraphs: [
            "Microscopes, slides, models and specimens that help students see the living world, from cells to organ systems.",
          ],
          picture: {
            image: "vidhyashram-lab-biology",
            alt: "A student looking through a microscope in the biology laboratory",
          },
        },
        {
          title: "Computer laboratory",
          paragraphs: [
            "Networked computers with internet access, one for each student in a class, for programming, office skills and projects.",
          ],
          picture: {
            image: "vidhyashram-lab-computer",
            alt: "Rows of computers in the computer laboratory with students at work",
          },
        },
        {
          title: "Mathematics laboratory",
          paragraphs: [
            "Models, kits and puzzles that turn ideas of shape, number and measurement into things students can handle and explore.",
          ],
          picture: {
            image: "vidhyashram-lab-maths",
            alt: "Geometric models and measuring kits on a table in the mathematics laboratory",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "Safety in the laboratories",
      ordered: false,
      items: [
        "Students enter a laboratory only with a teacher or laboratory assistant.",
        "Every laboratory has a first-aid box, a fire extinguisher and clear safety rules on the wall.",
        "Aprons, and goggles where needed, are worn for every experiment.",
      ],
    },
  ],
};

/** spec 2.3 "badminton" (spec 9: court 7921 sq ft). */
export const badmintonPage: ContentPage = {
  path: "/vidhyashram/facilities/badminton",
  title: "Badminton court",
  description:
    "Vidhyashram's indoor badminton court of 7921 sq ft: coaching, practice and inter-school tournaments for students of every age.",
  intro: "An indoor badminton court of 7921 sq ft, in use from morning assembly to the evening practice.",
  blocks: [
    {
      type: "facts",
      facts: [
        { value: "7921 sq ft", label: "Badminton court" },
        { value: "Indoor", label: "Play in any weather" },
      ],
    },
    {
      type: "imageText",
      items: [
        {
          title: "Coaching for every level",
          paragraphs: [
            "Students learn the game in their physical education periods, and those who enjoy it join the coaching sessions before and after school with our trained coach.",
            "Our players take part in zonal, district and CBSE cluster tournaments, and the court hosts the school's own inter-house championship every year.",
          ],
          picture: {
            image: "vidhyashram-badminton",
            alt: "Two students playing a doubles badminton match on the indoor court",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "On the court",
      ordered: false,
      items: [
        "Non-marking sports shoes only.",
        "Rackets and shuttles are issued by the physical education department.",
        "Practice sessions are supervised by the coach or a physical education teacher.",
      ],
    },
  ],
};

/** spec 2.3 "smartboard": interactive boards in the classrooms. */
export const smartboardPage: ContentPage = {
  path: "/vidhyashram/facilities/smartboard",
  title: "Smart boards",
  description:
    "Interactive smart boards in Vidhyashram's classrooms: animations, videos and quizzes that make lessons clearer and livelier.",
  intro: "Every classroom has an interactive smart board that brings lessons to life.",
  blocks: [
    {
      type: "text",
      heading: "Lessons you can see",
      paragraphs: [
        "Smart boards let teachers show what is hard to describe in words: the beating of a heart, the movement of the planets, a chemical reaction or a map that changes with history.",
        "Teachers use licensed digital content matched to the CBSE syllabus, along with their own lessons, and save their board notes so that students can revise them.",
      ],
      bullets: [
        "Animations and videos for science, mathematics and social science.",
        "Interactive quizzes that show at once what the class has understood.",
        "Stories, rhymes and phonics for the youngest children.",
      ],
    },
    {
      type: "photos",
      heading: "Smart boards in use",
      photos: [
        {
          image: "vidhyashram-smartboard-1",
          alt: "A teacher pointing at a diagram on a classroom smart board",
          caption: "A science lesson on the smart board",
        },
        {
          image: "vidhyashram-smartboard-2",
          alt: "Students answering a quiz on the smart board",
          caption: "A class quiz",
        },
      ],
    },
  ],
};

/** spec 2.3 "schoolground" (spec 9: playground over 3565 sq m). */
export const schoolgroundPage: ContentPage = {
  path: "/vidhyashram/facilities/schoolground",
  title: "School ground",
  description:
    "Vidhyashram's playground of over 3565 sq m for athletics, football, cricket, kho-kho and Sports Day, with coaching in many games.",
  intro: "A playground of over 3565 sq m, where every child plays every day.",
  blocks: [
    {
      type: "facts",
      facts: [
        { value: "Over 3565 sq m", label: "Playground" },
        { value: "Every day", label: "Physical activity" },
      ],
    },
    {
      type: "cards",
      heading: "Games we play",
      columns: { base: 2, md: 3, lg: 4 },
      cards: [
        { title: "Athletics", paragraphs: ["Track events, long jump and relays."] },
        { title: "Football", paragraphs: ["Coaching and inter-house matches."] },
        { title: "Cricket", paragraphs: ["Net practice and matches."] },
        { title: "Kho-kho and kabaddi", paragraphs: ["Our traditional games."] },
        { title: "Volleyball", paragraphs: ["Court games for the senior classes."] },
        { title: "Throwball", paragraphs: ["Teams for girls and boys."] },
        { title: "Yoga and drill", paragraphs: ["Mass drill and yoga for all classes."] },
        { title: "Sports Day", paragraphs: ["Our biggest day on the ground each year."] },
      ],
    },
    {
      type: "photos",
      heading: "On the ground",
      photos: [
        {
          image: "vidhyashram-ground-1",
          alt: "The open playground with goal posts and a running track",
          caption: "The school ground",
        },
        {
          image: "vidhyashram-ground-2",
          alt: "Students running a relay race on Sports Day",
          caption: "Sports Day",
        },
      ],
    },
  ],
};

/** spec 2.3 "transport" (spec 9: Transport covers Grades I-VIII; routes R1-R6; bus fee rules). */
export const transportPage: ContentPage = {
  path: "/vidhyashram/facilities/transport",
  title: "Transport",
  description:
    "Vidhyashram's school buses for Grades I-VIII: six routes across the town and nearby villages, trained drivers and attendants, and the bus rules.",
  intro:
    "Safe school buses for students of Grades I-VIII, on six routes across the town and the villages around it.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "School buses for Grades I-VIII",
          paragraphs: [
            "The school runs its own buses on routes R1 to R6. Pick-up begins at about 7:15 AM and the buses reach school before the first bell; drop-off is between about 3:50 PM and 4:50 PM.",
            "Each bus has a trained driver and a woman attendant, a first-aid kit, a fire extinguisher, a speed governor and a GPS tracker. Seats are given on a first come, first served basis.",
          ],
          picture: {
            image: "vidhyashram-bus",
            alt: "Yellow school buses parked in a row at the school gate",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "Before you apply",
      ordered: false,
      items: [
        "Bus stops are fixed; a bus stops only at the stops of its route.",
        "The Term I fee is paid before 10 April and the Term II fee before 10 October.",
        "Fees are not refunded, and the full term fee is due even for a short use.",
        "Give the transport desk one week's notice to stop using the bus.",
      ],
    },
    {
      type: "links",
      heading: "Routes and rules",
      links: [
        {
          label: "Bus routes",
          to: "/bus-routes",
          description: "Routes R1 to R6 with every stop and its pick-up and drop-off times.",
        },
        {
          label: "Transport rules",
          to: "/transportrules",
          description: "Fees, stops, conduct on the bus and how to stop using it.",
        },
      ],
    },
  ],
};

export const facilityPages: ContentPage[] = [
  infrastructurePage,
  libraryPage,
  labPage,
  badmintonPage,
  smartboardPage,
  schoolgroundPage,
  transportPage,
];
