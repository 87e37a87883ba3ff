import { externalLinks } from "../external-links";
import type { ContentPage } from "../schemas/page";
import { leadership } from "./team";

/** /careers (spec 2.2): the external application form, the roles we hire for, the process, the leadership. */
export const careersPage: ContentPage = {
  path: "/careers",
  title: "Careers",
  description:
    "Work at Vidhyashram and Vidhyapeeth: the teaching and staff roles we hire for, how to apply online and how selection works.",
  intro: "We are always glad to hear from good teachers and staff who care about children.",
  blocks: [
    {
      type: "text",
      heading: "Working with us",
      paragraphs: [
        "Our two schools employ teachers and staff from Pre KG to Class XII, for both the CBSE and the matriculation streams. New teachers are guided by senior colleagues and take part in regular in-house training.",
        "We value punctuality, preparation, patience with children and a willingness to keep learning. Salaries follow the school's pay scales, with provident fund and other benefits as per the rules.",
      ],
    },
    {
      type: "links",
      heading: "Apply online",
      intro: "Fill in the application form and attach your CV. The form opens in a new tab.",
      links: [
        {
          label: "Job application form",
          href: externalLinks.careersForm,
          kind: "form",
          description: "For teaching and non-teaching posts in both schools.",
        },
      ],
    },
    {
      type: "cards",
      heading: "Roles we hire for",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Pre-primary teachers",
          paragraphs: [
            "For Pre KG, LKG and UKG: a diploma or degree in early childhood education, and warmth with little children.",
          ],
        },
        {
          title: "Primary and middle school teachers",
          paragraphs: ["For Classes I to VIII in all subjects: a degree in the subject and a B.Ed."],
        },
        {
          title: "Senior school teachers",
          paragraphs: [
            "For Classes IX to XII: a postgraduate degree in the subject and a B.Ed.; coaching for competitive examinations is an advantage.",
          ],
        },
        {
          title: "Specialist teachers",
          paragraphs: [
            "Physical education, music, dance, art, yoga, computer science and special educators.",
          ],
        },
        {
          title: "Laboratory and library staff",
          paragraphs: [
            "Laboratory assistants for science and computer laboratories, and qualified librarians.",
          ],
        },
        {
          title: "Office, accounts and transport",
          paragraphs: [
            "Office assistants, accountants, drivers with a heavy-vehicle licence and bus attendants.",
          ],
        },
      ],
    },
    {
      type: "list",
      heading: "How the process works",
      ordered: true,
      items: [
        "Fill in the online application form with your qualifications and experience.",
        "The office reads every application; shortlisted candidates are called for a written test or an interview.",
        "Teaching candidates give a short demonstration lesson to a class.",
        "The principal and the correspondent meet the final candidates.",
        "Selected candidates receive an offer letter and submit their original certificates at joining.",
      ],
    },
    {
      type: "people",
      heading: "Our leadership",
      intro: "You will work with the team that leads both schools.",
      people: [
        leadership.chairman,
        leadership.correspondent,
        leadership.directorAcademics,
        leadership.directorAdministration,
      ],
    },
  ],
};
