import type { ContentPage } from "../schemas/page";

/**
 * /why-choose (spec 2.2 "Why Choose page"): six alternating image-and-text blocks, in the specification's
 * order: Academics, Curriculum, IIT Exposure Program, Annual Day, Student's Life, Election Commission.
 */
export const whyChoosePage: ContentPage = {
  path: "/why-choose",
  title: "Why choose us",
  description:
    "Why families choose Vidhyashram and Vidhyapeeth: academics, CBSE and Matriculation curricula, IIT exposure, Annual Day, student life and elections.",
  intro: "Six reasons parents give us when they choose our schools, and what each means in a child's day.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "Academics",
          paragraphs: [
            "Experienced teachers plan every lesson, explain each concept step by step and check that every child has understood before moving on.",
            "Regular class tests, term assessments and remedial classes help students who need support and stretch those who are ready for more.",
          ],
          picture: {
            image: "why-academics",
            alt: "A teacher helping students with their work in a classroom",
          },
        },
        {
          title: "Curriculum",
          paragraphs: [
            "Vidhyapeeth follows the Tamil Nadu State Board Matriculation syllabus, and Vidhyashram follows the CBSE curriculum, each from Pre KG to Class XII.",
            "In both schools the syllabus is taught with activities, projects, laboratory work and library reading, so that children learn by doing as well as by listening.",
          ],
          picture: {
            image: "group-why-curriculum",
            alt: "Students working on a group project with their textbooks open on the desks",
          },
        },
        {
          title: "IIT Exposure Program",
          paragraphs: [
            "For classes 9 to 12, the IIT Exposure Program prepares students for competitive examinations alongside the board syllabus: IIT, NEET, NTSE and Olympiad preparation.",
            "Special classes, problem-solving sessions and regular mock tests build speed, accuracy and confidence well before the examinations.",
          ],
          picture: {
            image: "group-why-iit",
            alt: "Senior students solving physics problems together in the laboratory",
          },
        },
        {
          title: "Annual Day",
          paragraphs: [
            "Every year the whole school comes together on Annual Day. Students perform music, dance and drama on stage in front of their families.",
            "Prizes are given for academics, sports and conduct, and every class takes part, so every child has a moment on stage.",
          ],
          picture: {
            image: "group-why-annual-day",
            alt: "Students in costume performing a dance on stage at the Annual Day celebration",
          },
        },
        {
          title: "Student's Life",
          paragraphs: [
            "School life is more than lessons: sports, clubs, scouts and guides, field trips, competitions and festivals fill the year.",
            "Children make friends across classes, learn to win and lose gracefully and find something they love to do.",
          ],
          picture: {
            image: "group-why-student-life",
            alt: "Students playing a relay race on the school playground",
          },
        },
        {
          title: "Election Commission",
          paragraphs: [
            "Every year students elect their own office bearers: school pupil leaders, house captains and class representatives.",
            "The student Election Commission runs the campaign, the secret ballot and the count, so that students learn how democracy works by taking part in it.",
          ],
          picture: {
            image: "group-why-election",
            alt: "A student casting a vote in the school election while classmates wait in line",
          },
        },
      ],
    },
    {
      type: "links",
      heading: "Take the next step",
      links: [
        {
          label: "Admissions",
          to: "/admissions",
          description: "Age criteria, documents and the steps to apply.",
        },
        { label: "Our aims", to: "/aims", description: "The thirteen aims behind our teaching." },
      ],
    },
  ],
};
