import type { ContentPage } from "../schemas/page";

/**
 * Vidhyapeeth's community services (spec 2.4 "/vidhyapeeth/community-services/"): the eco club (five
 * images), the Karuna club (six images, an awareness march and competitions) and Scouts and Guides.
 */

/** /vidhyapeeth/community-services/eco (spec 2.4: five images). */
export const ecoPage: ContentPage = {
  path: "/vidhyapeeth/community-services/eco",
  title: "Eco club",
  description:
    "Vidhyapeeth's eco club: tree planting, a plastic-free campus, saving water and energy, and caring for the world around us.",
  intro: "Small hands, big change: our eco club teaches children to care for the earth, one habit at a time.",
  blocks: [
    {
      type: "text",
      heading: "What the eco club does",
      paragraphs: [
        "Members of the eco club plant and look after trees on the campus and in the neighbourhood, keep the school free of single-use plastic, and remind everyone to switch off fans and lights and to save water.",
        "Through the year they observe World Environment Day, Earth Day and Ozone Day with rallies, poster making and quizzes, and they carry the message home to their families.",
      ],
      bullets: [
        "Tree planting and a campus garden tended by students.",
        "Waste segregation and paper recycling drives.",
        "Cloth bags in place of plastic bags.",
        "Awareness on saving water and electricity.",
      ],
    },
    {
      type: "photos",
      heading: "Eco club in pictures",
      photos: [
        {
          image: "vidhyapeeth-eco-1",
          alt: "Students planting saplings along the school boundary",
          caption: "Tree planting",
        },
        {
          image: "vidhyapeeth-eco-2",
          alt: "Children watering plants in the school garden",
          caption: "Our school garden",
        },
        {
          image: "vidhyapeeth-eco-3",
          alt: "Students sorting paper and plastic waste into coloured bins",
          caption: "Waste segregation",
        },
        {
          image: "vidhyapeeth-eco-4",
          alt: "Students holding posters on saving water at an Environment Day rally",
          caption: "World Environment Day",
        },
        {
          image: "vidhyapeeth-eco-5",
          alt: "Children showing the cloth bags they painted to replace plastic bags",
          caption: "Say no to plastic",
        },
      ],
    },
  ],
};

/** /vidhyapeeth/community-services/karuna (spec 2.4: six images, an awareness march and competitions). */
export const karunaPage: ContentPage = {
  path: "/vidhyapeeth/community-services/karuna",
  title: "Karuna club",
  description:
    "Vidhyapeeth's Karuna club teaches kindness to animals and to one another, through an awareness march, competitions and service.",
  intro:
    "Karuna means compassion. The Karuna club helps children grow kind: towards animals, towards nature and towards one another.",
  blocks: [
    {
      type: "text",
      heading: "Compassion in action",
      paragraphs: [
        "Members of the Karuna club led an awareness march through the streets near the school, carrying placards and raising slogans on kindness to animals and care for the environment. Parents and neighbours came out to cheer them on.",
        "The club also held competitions in drawing, essay writing, elocution and slogan writing on the theme of compassion, with prizes for the best entries in each age group.",
        "Through the year, members feed birds in summer, collect old clothes and books for those in need, and visit a home for the elderly.",
      ],
    },
    {
      type: "photos",
      heading: "Karuna club in pictures",
      photos: [
        {
          image: "vidhyapeeth-karuna-1",
          alt: "Students carrying placards on kindness to animals during the awareness march",
          caption: "The awareness march",
        },
        {
          image: "vidhyapeeth-karuna-2",
          alt: "Students and teachers walking in a line along the road during the march",
          caption: "Marching through the neighbourhood",
        },
        {
          image: "vidhyapeeth-karuna-3",
          alt: "Children drawing pictures of animals in the drawing competition",
          caption: "Drawing competition",
        },
        {
          image: "vidhyapeeth-karuna-4",
          alt: "A student speaking at the microphone in the elocution competition",
          caption: "Elocution competition",
        },
        {
          image: "vidhyapeeth-karuna-5",
          alt: "Students placing bowls of water for birds on the school terrace",
          caption: "Water for birds",
        },
        {
          image: "vidhyapeeth-karuna-6",
          alt: "Prize winners of the Karuna competitions holding their certificates on stage",
          caption: "Prize giving",
        },
      ],
    },
  ],
};

/** /vidhyapeeth/community-services/scouts (spec 2.4: Cubs and Bulbuls III-V, Scouts and Guides VI-VIII; four training levels). */
export const scoutsPage: ContentPage = {
  path: "/vidhyapeeth/community-services/scouts",
  title: "Scouts and Guides",
  description:
    "Cubs and Bulbuls for classes III-V and Scouts and Guides for classes VI-VIII at Vidhyapeeth, trained through Pravesh, Pratham Sopan, Dwithya Sopan and Tritiya Sopan.",
  intro:
    "Be prepared: the Scouts and Guides movement teaches self-reliance, discipline and service to others.",
  blocks: [
    {
      type: "cards",
      heading: "Our units",
      columns: { base: 1, md: 2, lg: 2 },
      cards: [
        {
          title: "Cubs and Bulbuls",
          eyebrow: "Classes III-V",
          paragraphs: [
            "Younger children join the Cub pack and the Bulbul flock. Through games, songs, stories and simple tasks they learn to keep themselves and their surroundings clean, to help at home and to work together.",
          ],
          picture: {
            image: "vidhyapeeth-scouts-cubs",
            alt: "Cubs and Bulbuls in uniform standing in a circle with their leader",
          },
        },
        {
          title: "Scouts and Guides",
          eyebrow: "Classes VI-VIII",
          paragraphs: [
            "Older students join the Scout troop and the Guide company. They learn first aid, knots, camping, map reading and pioneering, and take part in community service and rallies.",
          ],
          picture: {
            image: "vidhyapeeth-scouts-guides",
            alt: "Scouts and Guides in uniform saluting the flag at a school camp",
          },
        },
      ],
    },
    {
      type: "list",
      heading: "Training levels",
      intro: "Members progress through four levels of training, each with its own tests and badge.",
      ordered: true,
      items: [
        "Pravesh: the entry level, learning the promise, the law, the salute and the prayer.",
        "Pratham Sopan: the first step, basic skills of knots, first aid and camping.",
        "Dwithya Sopan: the second step, stronger skills and service in the community.",
        "Tritiya Sopan: the third step, leadership of a patrol and advanced skills.",
      ],
    },
    {
      type: "text",
      heading: "Camps and service",
      paragraphs: [
        "Units meet every week in school. Camps, hikes and district rallies give members a chance to put their skills into practice, and they help at school events, health camps and community drives.",
      ],
    },
  ],
};

export const communityPages: ContentPage[] = [ecoPage, karunaPage, scoutsPage];
