import type { ContentPage } from "../schemas/page";

/**
 * /vidhyapeeth/achievements (spec 2.4 "/vidhyapeeth/acheivements", spelled correctly here; the misspelt
 * address redirects, architecture ruling 1). General statements only, until the school gives its own results
 * and honours: no ranks or marks are claimed.
 */
export const achievementsPage: ContentPage = {
  path: "/vidhyapeeth/achievements",
  title: "Achievements",
  description:
    "What Vidhyapeeth students and the school have achieved: board examination results, sports, competitions, scouting and community service.",
  intro:
    "We celebrate every child's progress, in the classroom, on the field and in the community. Here are some of the things our students and school are proud of.",
  blocks: [
    {
      type: "cards",
      heading: "Our students' achievements",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Board examination results",
          paragraphs: [
            "Year after year our Class X and Class XII students do well in the state board public examinations, and many go on to the courses of their choice in engineering, medicine, commerce and the arts.",
          ],
          picture: {
            image: "vidhyapeeth-achievement-results",
            alt: "Class XII students receiving certificates of merit from the Principal",
          },
        },
        {
          title: "Sports",
          paragraphs: [
            "Our teams take part regularly in zonal and district tournaments in football, volleyball, throwball, badminton and athletics, and bring home medals and certificates.",
          ],
          picture: {
            image: "vidhyapeeth-sport-football",
            alt: "The school football team celebrating with their coach after a match",
          },
        },
        {
          title: "Competitions",
          paragraphs: [
            "Students win prizes in inter-school quizzes, science exhibitions, elocution, essay writing and drawing competitions, and take part in Olympiad and talent search examinations.",
          ],
          picture: {
            image: "vidhyapeeth-achievement-competitions",
            alt: "Students with their science exhibition model and prize certificates",
          },
        },
        {
          title: "Scouts and Guides",
          paragraphs: [
            "Our Cubs, Bulbuls, Scouts and Guides complete their Pravesh and Sopan levels each year and serve at district rallies and community programmes.",
          ],
          picture: {
            image: "vidhyapeeth-scouts-guides",
            alt: "Scouts and Guides in uniform at a district rally",
          },
        },
        {
          title: "Arts and culture",
          paragraphs: [
            "Dance, music and drama teams perform at Annual Day and at inter-school cultural festivals, where they have been appreciated for their talent and discipline.",
          ],
          picture: {
            image: "vidhyapeeth-achievement-arts",
            alt: "Students in costume performing a classical dance on stage",
          },
        },
        {
          title: "Community service",
          paragraphs: [
            "The eco club and the Karuna club have been appreciated for tree planting, plastic-free drives and their awareness march on kindness to animals.",
          ],
          picture: {
            image: "vidhyapeeth-eco-1",
            alt: "Eco club members planting saplings along the school boundary",
          },
        },
      ],
    },
    {
      type: "text",
      heading: "A school that grows with its students",
      paragraphs: [
        "The school itself has grown steadily: from its first primary classes to a full matriculation higher secondary school, with laboratories for every science, a library of over 15,000 books, smart classrooms and a wide playground.",
        "Above all, we are proud of our alumni, who carry the values they learnt here into colleges, professions and public life.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        {
          label: "Vidhyapeeth gallery",
          to: "/vidhyapeeth/gallery",
          description: "Photos of events and activities.",
        },
        { label: "Scouts and Guides", to: "/vidhyapeeth/community-services/scouts" },
        { label: "Playground", to: "/vidhyapeeth/facilities/playground" },
      ],
    },
  ],
};
