import type { ContentPage } from "../schemas/page";

/** spec 2.3 "community-services/scouts" (spec 9: sections by class, training levels). */
export const scoutsPage: ContentPage = {
  path: "/vidhyashram/community-services/scouts",
  title: "Scouts and Guides",
  description:
    "Bharat Scouts and Guides at Vidhyashram: Cubs and Bulbuls for classes III-V, Scouts and Guides for VI-VIII, from Pravesh to Tritiya Sopan.",
  intro:
    "Be prepared: our Scouts and Guides learn self-reliance, teamwork and service through the Bharat Scouts and Guides movement.",
  blocks: [
    {
      type: "table",
      heading: "Sections by class",
      caption: "Sections by class",
      columns: [
        { key: "section", label: "Section" },
        { key: "classes", label: "Classes" },
        { key: "for", label: "What they do" },
      ],
      rows: [
        {
          section: "Cubs and Bulbuls",
          classes: "III-V",
          for: "Games, songs, nature walks and simple skills, in small groups with a leader.",
        },
        {
          section: "Scouts and Guides",
          classes: "VI-VIII",
          for: "Knots, first aid, camping, map reading and service projects in patrols.",
        },
      ],
    },
    {
      type: "cards",
      heading: "Training levels",
      intro: "Each Cub, Bulbul, Scout and Guide works through four levels, earning a badge at each.",
      columns: { base: 1, md: 2, lg: 4 },
      cards: [
        {
          eyebrow: "Level 1",
          title: "Pravesh",
          paragraphs: ["The entry level: the promise, the law, the salute and the motto of the movement."],
        },
        {
          eyebrow: "Level 2",
          title: "Pratham Sopan",
          paragraphs: [
            "The first step: basic knots, first aid, health habits and knowing the neighbourhood.",
          ],
        },
        {
          eyebrow: "Level 3",
          title: "Dwithya Sopan",
          paragraphs: ["The second step: camp craft, map reading, signalling and a community project."],
        },
        {
          eyebrow: "Level 4",
          title: "Tritiya Sopan",
          paragraphs: ["The third step: leadership of a patrol, hiking, pioneering and sustained service."],
        },
      ],
    },
    {
      type: "text",
      heading: "Camps and service",
      paragraphs: [
        "Units meet every week in school. Through the year they go on hikes, take part in district rallies and camps, help at school events and serve the community through cleanliness and tree-planting drives.",
        "Scouting teaches children to look after themselves and others, to work in a team and to keep their word.",
      ],
    },
    {
      type: "photos",
      heading: "Our units",
      photos: [
        {
          image: "vidhyashram-scouts-1",
          alt: "Cubs and Bulbuls in uniform standing in a circle for their grand howl",
          caption: "Cubs and Bulbuls",
        },
        {
          image: "vidhyashram-scouts-2",
          alt: "Scouts and Guides pitching a tent at a camp",
          caption: "Scouts and Guides at camp",
        },
      ],
    },
  ],
};

/** spec 2.3 "community-services/karuna": the Karuna Club (compassion for people and animals). */
export const karunaPage: ContentPage = {
  path: "/vidhyashram/community-services/karuna",
  title: "Karuna Club",
  description:
    "Vidhyashram's Karuna Club teaches compassion for people and animals through awareness marches, competitions, visits and collection drives.",
  intro:
    "Karuna means compassion. Our Karuna Club helps students put kindness to people and animals into action.",
  blocks: [
    {
      type: "text",
      heading: "About the club",
      paragraphs: [
        "The Karuna Club is open to students of the middle and senior classes. Its members learn about the care of animals, the needs of the elderly and the less fortunate, and how young people can help.",
        "Every year the club leads an awareness march through the neighbourhood and holds essay, drawing and elocution competitions on kindness to all living beings.",
      ],
    },
    {
      type: "cards",
      heading: "What we do",
      columns: { base: 1, md: 2, lg: 4 },
      cards: [
        {
          title: "Awareness march",
          paragraphs: ["A march with placards on kindness to animals and people."],
        },
        { title: "Competitions", paragraphs: ["Essays, drawings, slogans and speeches on compassion."] },
        { title: "Visits", paragraphs: ["Visits to homes for the elderly and animal shelters."] },
        { title: "Collection drives", paragraphs: ["Clothes, books and food collected for those in need."] },
      ],
    },
    {
      type: "photos",
      heading: "Karuna Club activities",
      photos: [
        {
          image: "vidhyashram-karuna-1",
          alt: "Students holding placards during the Karuna Club awareness march",
          caption: "The awareness march",
        },
        {
          image: "vidhyashram-karuna-2",
          alt: "Club members handing over collected books and clothes",
          caption: "A collection drive",
        },
      ],
    },
  ],
};

/** spec 2.3 "community-services/eco": the Eco Club. */
export const ecoPage: ContentPage = {
  path: "/vidhyashram/community-services/eco",
  title: "Eco Club",
  description:
    "Vidhyashram's Eco Club: tree planting, a school garden, waste sorting, saving water and energy, and awareness drives for a greener town.",
  intro:
    "A greener school and a greener town: our Eco Club members care for the environment, one habit at a time.",
  blocks: [
    {
      type: "text",
      heading: "About the club",
      paragraphs: [
        "The Eco Club brings together students who want to protect the environment. They look after the school garden, plant and water saplings, and help the whole school save water and electricity.",
        "The club celebrates World Environment Day, Earth Day and Van Mahotsav, and takes its message to the town through rallies and street plays.",
      ],
    },
    {
      type: "list",
      heading: "Our green habits",
      ordered: false,
      items: [
        "Separate bins for wet and dry waste in every corridor, and compost from the garden's waste.",
        "No single-use plastic on the campus, on picnics or at school events.",
        "Lights and fans off when a room is empty, checked by the club's monitors.",
        "Rainwater harvesting and a garden watered with care.",
      ],
    },
    {
      type: "photos",
      heading: "Eco Club activities",
      photos: [
        {
          image: "vidhyashram-eco-1",
          alt: "Students planting saplings along the school compound wall",
          caption: "Tree planting",
        },
        {
          image: "vidhyashram-eco-2",
          alt: "Vegetable beds in the school garden tended by the Eco Club",
          caption: "The school garden",
        },
      ],
    },
  ],
};

export const communityPages: ContentPage[] = [scoutsPage, karunaPage, ecoPage];
