import type { ContentPage } from "../schemas/page";

/**
 * /wearethankful (spec 2.2): the group's thanks to the people who built and carry the schools. The
 * founders named here are sample records (architecture ruling 11) until the school gives its own.
 */
export const thankfulPage: ContentPage = {
  path: "/wearethankful",
  title: "We are thankful",
  description:
    "The Vidhya Group of Schools thanks its founders, donors, parents, alumni, staff and the well-wishers of our town.",
  intro: "No school is built by one person. We owe our two schools to many people, and we say thank you.",
  blocks: [
    {
      type: "text",
      heading: "A word of thanks",
      paragraphs: [
        "From the first few classrooms to two full campuses, every step of our growth was made possible by people who gave their time, money, trust and hard work.",
        "Some of them are named below. Many more are not, and we are just as grateful to them.",
      ],
    },
    {
      type: "people",
      heading: "Our founders",
      people: [
        {
          person: "k-subramaniam",
          detail:
            "A teacher who started the first school so that the children of our town could study close to home.",
        },
        {
          person: "s-saraswathi",
          detail: "Taught the first classes herself and shaped the school's care for every child.",
        },
      ],
    },
    {
      type: "cards",
      heading: "With gratitude to",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Our founders",
          paragraphs: [
            "For their vision of a good school for every family in the town, and for the values they set at the very start.",
          ],
        },
        {
          title: "Our donors",
          paragraphs: [
            "For land, buildings, library books, laboratory equipment, scholarships and prizes that have helped thousands of students.",
          ],
        },
        {
          title: "Our parents",
          paragraphs: [
            "For trusting us with their children, for their support at home and for their ideas and help through the PTA.",
          ],
        },
        {
          title: "Our alumni",
          paragraphs: [
            "For coming back to speak to students, mentoring, supporting scholarships and carrying the school's name with pride.",
          ],
        },
        {
          title: "Our staff",
          paragraphs: [
            "Teachers, office staff, drivers, attendants and support staff who look after the children every single day.",
          ],
        },
        {
          title: "The town's well-wishers",
          paragraphs: [
            "Local leaders, doctors, police, fire service and neighbours who help with health camps, safety drills and events.",
          ],
        },
      ],
    },
    {
      type: "note",
      paragraphs: [
        "Would you like to support a scholarship, a library or a sports facility? Please write to the correspondent's office through the school office: we will gladly tell you how.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        { label: "About us", to: "/aboutus", description: "The story of the group and its two schools." },
        { label: "Contact us", to: "/contactus", description: "Addresses, phones, e-mails and maps." },
      ],
    },
  ],
};
