import type { ContentPage } from "../schemas/page";

/**
 * Vidhyapeeth's facilities pages (spec 2.4 "/vidhyapeeth/facilities/"): infrastructure, laboratories,
 * library, playground, smart boards, transport and the badminton court. The figures (land, classroom
 * size, class size, books, playground area) are spec 9's.
 */

/** /vidhyapeeth/facilities/infrastructure (spec 2.4: 26,932 sq ft land, classrooms about 500 sq ft for about 30 children, three images). */
export const infrastructurePage: ContentPage = {
  path: "/vidhyapeeth/facilities/infrastructure",
  title: "Infrastructure",
  description:
    "Vidhyapeeth's campus: 26,932 sq ft of land, airy classrooms of about 500 sq ft for about 30 children, laboratories, a library and a playground.",
  intro:
    "A compact, safe campus designed around the child: airy classrooms, laboratories, a library and open space to play.",
  blocks: [
    {
      type: "facts",
      facts: [
        { value: "26,932 sq ft", label: "Campus land" },
        { value: "About 500 sq ft", label: "Each classroom" },
        { value: "About 30 children", label: "In each class" },
        { value: "Pre KG - XII", label: "Classes" },
      ],
    },
    {
      type: "imageText",
      heading: "Our campus",
      items: [
        {
          title: "A campus of 26,932 sq ft",
          paragraphs: [
            "The school stands on 26,932 sq ft of land, with its classroom blocks around a central courtyard and the playground beside them. The gate is manned through the school day and visitors sign in at the office.",
            "Drinking water stations, clean toilets on every floor and a first-aid room are kept to a daily checklist.",
          ],
          picture: {
            image: "vidhyapeeth-infra-campus",
            alt: "The Vidhyapeeth campus with its classroom blocks around a courtyard",
          },
        },
        {
          title: "Classrooms for about 30 children",
          paragraphs: [
            "Each classroom measures about 500 sq ft and seats about 30 children, so every child has room to work and the teacher can reach every desk.",
            "Large windows give daylight and cross-ventilation; each room has fans, a display board and a smart board or a writing board.",
          ],
          picture: {
            image: "vidhyapeeth-infra-classroom",
            alt: "A bright classroom with rows of desks, large windows and a board at the front",
          },
        },
        {
          title: "Spaces for every activity",
          paragraphs: [
            "Besides the classrooms, the campus has science, computer, mathematics and English language laboratories, a library, an activity hall for assemblies and events, and the Tiny Tots Block for our youngest children.",
          ],
          picture: {
            image: "vidhyapeeth-infra-corridor",
            alt: "A wide, shaded corridor of the school block leading to the laboratories",
          },
        },
      ],
    },
    {
      type: "links",
      heading: "More facilities",
      links: [
        { label: "Laboratories", to: "/vidhyapeeth/facilities/lab" },
        { label: "Library", to: "/vidhyapeeth/facilities/library" },
        { label: "Playground", to: "/vidhyapeeth/facilities/playground" },
        { label: "Smart boards", to: "/vidhyapeeth/facilities/smartboard" },
      ],
    },
  ],
};

/** /vidhyapeeth/facilities/lab (spec 2.4: six cards, each with description and image). */
export const labPage: ContentPage = {
  path: "/vidhyapeeth/facilities/lab",
  title: "Laboratories",
  description:
    "Physics, Chemistry, Computer, Biology, Math and English Linguistic laboratories at Vidhyapeeth, where students learn by doing.",
  intro:
    "Students learn best by doing. Our six laboratories turn the lessons of the classroom into experiments, projects and practice.",
  blocks: [
    {
      type: "cards",
      heading: "Our laboratories",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Physics Lab",
          paragraphs: [
            "Equipped for the experiments of the state-board syllabus, from measuring instruments and optics benches to electricity and magnetism kits. Students record readings, draw graphs and learn to explain their results.",
          ],
          picture: {
            image: "vidhyapeeth-lab-physics",
            alt: "Students measuring with a vernier caliper and an optics bench in the physics lab",
          },
        },
        {
          title: "Chemistry Lab",
          paragraphs: [
            "Work benches with water and gas points, a fume cupboard and well-stocked chemical shelves. Safety rules, goggles and aprons come first; then salt analysis, titrations and preparations.",
          ],
          picture: {
            image: "vidhyapeeth-lab-chemistry",
            alt: "Students in aprons carrying out a titration at a chemistry lab bench",
          },
        },
        {
          title: "Computer Lab",
          paragraphs: [
            "Networked computers with a projector, used from the primary classes for basic computer skills and by senior students for programming and computer science practicals.",
          ],
          picture: {
            image: "vidhyapeeth-lab-computer",
            alt: "Rows of computers with students working on programs in the computer lab",
          },
        },
        {
          title: "Biology Lab",
          paragraphs: [
            "Microscopes, slides, specimens and models help students see for themselves the cells, tissues and organisms they read about, and prepare their record notebooks.",
          ],
          picture: {
            image: "vidhyapeeth-lab-biology",
            alt: "A student looking through a microscope beside specimen jars in the biology lab",
          },
        },
        {
          title: "Math Lab",
          paragraphs: [
            "Geometric models, puzzles and manipulatives make abstract ideas concrete. Activities on shapes, fractions, mensuration and probability help children enjoy mathematics.",
          ],
          picture: {
            image: "vidhyapeeth-lab-math",
            alt: "Children building geometric shapes with models on a table in the math lab",
          },
        },
        {
          title: "English Linguistic Lab",
          paragraphs: [
            "Headphones and language software let students listen, repeat and record, building pronunciation, listening and speaking skills for confident communication in English.",
          ],
          picture: {
            image: "vidhyapeeth-lab-english",
            alt: "Students wearing headphones practising spoken English at computers in the language lab",
          },
        },
      ],
    },
    {
      type: "text",
      heading: "Safe and supervised",
      paragraphs: [
        "Every laboratory session is supervised by a subject teacher and a laboratory assistant. Safety instructions are displayed in each lab and explained before practical work begins.",
      ],
    },
  ],
};

/** /vidhyapeeth/facilities/library (spec 2.4: over 15,000 books). */
export const libraryPage: ContentPage = {
  path: "/vidhyapeeth/facilities/library",
  title: "Library",
  description:
    "Vidhyapeeth's library of over 15,000 books in English and Tamil, with reference works, magazines and a reading hour for every class.",
  intro: "A quiet, welcoming place to read, explore and find out: our library holds over 15,000 books.",
  blocks: [
    {
      type: "facts",
      facts: [
        { value: "Over 15,000", label: "Books" },
        { value: "English and Tamil", label: "Languages" },
        { value: "Every week", label: "Library hour for each class" },
      ],
    },
    {
      type: "imageText",
      items: [
        {
          title: "Books for every reader",
          paragraphs: [
            "Over 15,000 books fill the shelves: picture books and stories for the youngest, fiction and biographies for growing readers, and reference books, encyclopaedias and competitive examination guides for senior students.",
            "Newspapers and children's magazines in English and Tamil are displayed every day.",
          ],
          picture: {
            image: "vidhyapeeth-library",
            alt: "Students reading at tables in front of tall shelves of books in the library",
          },
        },
      ],
    },
    {
      type: "text",
      heading: "Using the library",
      paragraphs: [
        "Every class has a library hour in its timetable. Students may borrow books to take home and return them within two weeks; the librarian helps them choose books that suit their age and interests.",
      ],
      bullets: [
        "Reading corners for the primary classes.",
        "A reference section for project work and examination preparation.",
        "Book week, reading challenges and story-telling sessions through the year.",
      ],
    },
  ],
};

/** The playground's sports (spec 2.4): title, image, a line about it, and what the picture shows. */
const sports: [string, string, string, string][] = [
  [
    "Table Tennis",
    "vidhyapeeth-sport-table-tennis",
    "Tables for practice and inter-house matches, teaching reflexes and concentration.",
    "Two students playing a rally across a table tennis table",
  ],
  [
    "Basketball",
    "vidhyapeeth-sport-basketball",
    "A court for coaching, practice and matches.",
    "A student shooting at the basket on the school basketball court",
  ],
  [
    "Volleyball",
    "vidhyapeeth-sport-volleyball",
    "A court where teams train for school and zonal matches.",
    "Students leaping to block a volleyball at the net",
  ],
  [
    "Football",
    "vidhyapeeth-sport-football",
    "An open field for coaching sessions and friendly matches.",
    "Students running after the ball in a football match on the school ground",
  ],
  [
    "Throwball",
    "vidhyapeeth-sport-throwball",
    "A favourite team game, played by both boys' and girls' teams.",
    "A girls' team throwing the ball over the net in a throwball match",
  ],
  [
    "Roller Skating",
    "vidhyapeeth-sport-skating",
    "A smooth skating area where younger children learn balance under a coach.",
    "Young children in helmets and knee pads roller skating in a line",
  ],
  [
    "Cricket",
    "vidhyapeeth-sport-cricket",
    "A pitch and practice nets for batting, bowling and fielding.",
    "A student batting at the practice nets while a coach watches",
  ],
];

/** /vidhyapeeth/facilities/playground (spec 2.4: over 3585.99 sq m; seven sports with placeholder images). */
export const playgroundPage: ContentPage = {
  path: "/vidhyapeeth/facilities/playground",
  title: "Playground",
  description:
    "Vidhyapeeth's playground of over 3585.99 sq m: Table Tennis, Basketball, Volleyball, Football, Throwball, Roller Skating and Cricket.",
  intro:
    "Play builds strong bodies, team spirit and resilience. Our playground of over 3585.99 sq m gives every child room to run.",
  blocks: [
    {
      type: "text",
      heading: "Over 3585.99 sq m of open ground",
      paragraphs: [
        "The playground covers over 3585.99 sq m, with courts and a field laid out for seven sports. Morning assembly, drills and Sports Day are held here too, and trees along its edge give shade in the afternoons.",
      ],
    },
    {
      type: "cards",
      heading: "Sports we play",
      columns: { base: 1, md: 2, lg: 4 },
      cards: sports.map(([title, image, paragraph, alt]) => ({
        title,
        paragraphs: [paragraph],
        picture: { image, alt },
      })),
    },
    {
      type: "text",
      heading: "Physical education for all",
      paragraphs: [
        "Every class has physical education periods with trained physical education teachers. Students who show interest and talent are coached after school and represent the school in inter-school and zonal tournaments.",
        "Sports Day every year brings the whole school together for athletics, drills and house competitions.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [{ label: "Badminton court", to: "/vidhyapeeth/facilities/badmintoncourt" }],
    },
  ],
};

/** /vidhyapeeth/facilities/smartboard (spec 2.4: description, four images). */
export const smartboardPage: ContentPage = {
  path: "/vidhyapeeth/facilities/smartboard",
  title: "Smart boards",
  description:
    "Smart boards in Vidhyapeeth's classrooms bring lessons to life with pictures, animations and interactive exercises.",
  intro: "Interactive smart boards help teachers explain, show and check understanding in every class.",
  blocks: [
    {
      type: "text",
      heading: "Learning that children can see",
      paragraphs: [
        "Our classrooms are fitted with interactive smart boards. Teachers use them to show diagrams, maps, animations and short videos that make a difficult idea easy to picture, from the water cycle in Class IV to electromagnetic induction in Class XII.",
        "Students come to the board to solve problems, label diagrams and take part in quizzes, so the lesson becomes a conversation. Lessons saved on the board can be revised before tests.",
      ],
      bullets: [
        "Digital content mapped to the state-board syllabus.",
        "Interactive quizzes for quick checks of understanding.",
        "Teachers trained regularly in using the boards well.",
      ],
    },
    {
      type: "photos",
      heading: "Smart classrooms",
      photos: [
        {
          image: "vidhyapeeth-smartboard-1",
          alt: "A teacher explaining a diagram on the smart board to a primary class",
          caption: "Primary science on the smart board",
        },
        {
          image: "vidhyapeeth-smartboard-2",
          alt: "A student solving a sum on the smart board while classmates watch",
          caption: "Solving problems at the board",
        },
        {
          image: "vidhyapeeth-smartboard-3",
          alt: "A map of India shown on the smart board during a geography lesson",
          caption: "A geography lesson",
        },
        {
          image: "vidhyapeeth-smartboard-4",
          alt: "Senior students watching an animation of a physics experiment on the smart board",
          caption: "Higher secondary physics",
        },
      ],
    },
  ],
};

/** /vidhyapeeth/facilities/transport (spec 2.4: buses and vans for Grades I-VIII, first come first served). */
export const transportPage: ContentPage = {
  path: "/vidhyapeeth/facilities/transport",
  title: "Transport",
  description:
    "School buses and vans for Vidhyapeeth students of Grades I-VIII, allotted on a first come, first served basis. Routes, timings and rules.",
  intro: "Safe, punctual school transport for students of Grades I-VIII.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "Buses and vans for Grades I-VIII",
          paragraphs: [
            "The school runs buses and vans for students of Grades I-VIII. Seats are limited and are allotted on a first come, first served basis when parents apply at the school office.",
            "Each vehicle has a trained driver and an attendant, and follows a fixed route with fixed stops. Children are picked up in the morning and dropped back at the same stop after school.",
          ],
          picture: {
            image: "vidhyapeeth-transport",
            alt: "A yellow school bus parked at the Vidhyapeeth gate",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "Good to know",
      ordered: false,
      items: [
        "Transport is available for Grades I-VIII only.",
        "Seats are allotted on a first come, first served basis.",
        "Bus stops are fixed; a child boards and leaves only at the stop allotted.",
        "The transport fee is paid by term; the transport rules explain the due dates and notice period.",
      ],
    },
    {
      type: "links",
      heading: "Routes and rules",
      links: [
        {
          label: "Bus routes",
          to: "/bus-routes",
          description: "Routes R1 to R6, with every stop and its pick-up and drop-off times.",
        },
        {
          label: "Transport rules",
          to: "/transportrules",
          description: "Fees, due dates, notice to stop and safety rules.",
        },
      ],
    },
  ],
};

/** /vidhyapeeth/facilities/badmintoncourt (spec 2.4 "BadmintonCourt"). */
export const badmintonCourtPage: ContentPage = {
  path: "/vidhyapeeth/facilities/badmintoncourt",
  title: "Badminton court",
  description:
    "Vidhyapeeth's badminton court, where students learn and practise badminton under the guidance of physical education teachers.",
  intro: "A court for one of the most loved games in our school.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "Play, practise and compete",
          paragraphs: [
            "Our badminton court is marked to standard dimensions and is lit for early-morning and evening practice. Students from Class III upwards learn the basic strokes, footwork and rules of the game in their physical education periods.",
            "Players who show promise are coached after school and take part in inter-house, inter-school and zonal tournaments.",
          ],
          picture: {
            image: "vidhyapeeth-badminton",
            alt: "Two students playing a doubles rally on the school badminton court",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "On the court",
      ordered: false,
      items: [
        "Non-marking sports shoes are required.",
        "Rackets and shuttlecocks are provided for physical education periods.",
        "The court is used under the supervision of a physical education teacher.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [{ label: "Playground", to: "/vidhyapeeth/facilities/playground" }],
    },
  ],
};

export const facilitiesPages: ContentPage[] = [
  infrastructurePage,
  labPage,
  libraryPage,
  playgroundPage,
  smartboardPage,
  transportPage,
  badmintonCourtPage,
];
