import { images } from "./media";
import type { Training } from "./schemas/training";

const photos = images
  .filter((i) => i.name.startsWith("training-"))
  .map((i) => ({
    image: i.name,
    caption: i.caption,
    alt: `Teachers at a training session: ${i.caption.toLowerCase()}`,
  }));

/**
 * /training (spec 2.2): how our teachers keep learning, and a carousel of thirteen training photos
 * (three visible, two or one on narrower screens; autoplay 3000 ms, speed 500 ms: spec 9).
 */
export const training: Training = {
  title: "Teacher training",
  description:
    "How the teachers of Vidhyashram and Vidhyapeeth keep learning: workshops, CBSE and state-board programmes, and in-house training through the year.",
  intro:
    "Good schools are made by teachers who never stop learning. Every teacher of our two schools spends time each term in training, inside the school and outside it.",
  carousel: {
    heading: "Training in pictures",
    intro: "Moments from workshops and sessions held over the past year.",
    photos,
  },
  blocks: [
    {
      type: "text",
      heading: "How we train our teachers",
      paragraphs: [
        "Each academic year begins with an induction week for new teachers and a planning week for all. Through the year, subject groups meet every month to share lesson plans, review results and learn a new method together.",
        "Teachers of Vidhyashram attend the CBSE's capacity-building programmes; teachers of Vidhyapeeth attend the state board's trainings. What they learn is shared with colleagues of both schools in follow-up sessions.",
      ],
    },
    {
      type: "cards",
      heading: "What the training covers",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Teaching methods",
          paragraphs: [
            "Activity-based and experiential learning, questioning, group work and the use of smart boards.",
          ],
        },
        {
          title: "Assessment",
          paragraphs: [
            "Designing fair tests, marking with rubrics, and giving feedback that helps a child improve.",
          ],
        },
        {
          title: "Child safety and well-being",
          paragraphs: ["First aid, safeguarding, anti-bullying, and noticing when a child needs support."],
        },
        {
          title: "Inclusive classrooms",
          paragraphs: [
            "Supporting children who learn differently, with the special educator and the counsellor.",
          ],
        },
        {
          title: "Language and communication",
          paragraphs: [
            "Spoken English, phonics for the early years, and speaking with parents clearly and kindly.",
          ],
        },
        {
          title: "Technology",
          paragraphs: ["Smart boards, the school's student portal, and safe use of the internet in class."],
        },
      ],
    },
    {
      type: "links",
      heading: "Join our teachers",
      links: [
        { label: "Careers at our schools", to: "/careers", description: "Open positions and how to apply." },
      ],
    },
  ],
};
