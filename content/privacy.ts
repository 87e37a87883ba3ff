/**
 * The privacy notice's words (its facts are the `privacy` settings group, shipped as `privacyDefaults`
 * in `content/site-settings.ts`): the short notice beside the enquiry form's Send button and the full notice at `/privacy` (DPDP Act 2023
 * s. 5; DPDP Rules 2025 rule 3). Each sentence is one template with named `{placeholders}`, filled by
 * `privacyNotice` (app/lib/enquiries/privacy-notice.ts), so a translation replaces whole sentences and
 * never glues fragments. The placeholders: holder, schools, keptUntil, retentionMonths, admissionYear,
 * grievanceTitle, grievanceEmail, grievancePhone, backupDays.
 */

/** One item of the short notice: a heading and one sentence or two. */
export interface NoticeTemplate {
  id: string;
  heading: string;
  text: string;
}

/** The short notice beside the Send button, item by item: what, who, how long, rights, complaints. */
export const shortNoticeTemplates: readonly NoticeTemplate[] = [
  {
    id: "what",
    heading: "What and why",
    text: "Your child's first name and class, your name, a mobile or email: only to answer this enquiry, never shared.",
  },
  { id: "who", heading: "Who holds it", text: "{holder}, which runs both schools." },
  {
    id: "how-long",
    heading: "How long",
    text: "Until {keptUntil}, then erased.",
  },
  {
    id: "rights",
    heading: "Your rights",
    text: "See, correct or erase it any time with the private link you get after sending.",
  },
  {
    id: "complaints",
    heading: "Complaints",
    text: "{grievanceTitle}, {grievanceEmail}, {grievancePhone}, or the Data Protection Board.",
  },
];

/** One section of the full notice at `/privacy`: a heading and its paragraphs. */
export interface NoticeSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

/** The full notice at `/privacy`. */
export const fullNoticeTemplates: readonly NoticeSection[] = [
  {
    id: "who",
    heading: "Who we are",
    paragraphs: [
      "{holder} runs {schools}. It decides why and how the personal data sent through this website is used: under India's Digital Personal Data Protection Act, 2023 it is the data fiduciary.",
    ],
  },
  {
    id: "what",
    heading: "What we collect, and why",
    paragraphs: [
      "Only the admission enquiry form collects personal data: your child's first name, the class and school you ask about, your name, a mobile number or an email address, and a message if you write one. We use them only to answer your enquiry: to call or write to you about admission. We never sell them, share them with anyone outside the school office, or use them for advertising.",
      "With each enquiry we record when you gave your consent, the version of this notice you saw and the network address your enquiry came from, as the law asks us to keep proof of consent.",
      "Reading this website collects nothing about you: it sets no cookies for visitors and has no advertising or tracking. Only staff who sign in get a cookie, to keep them signed in.",
    ],
  },
  {
    id: "consent",
    heading: "Your consent",
    paragraphs: [
      "An enquiry is about a child, so the law needs the consent of a parent or lawful guardian who is 18 or older. The form asks you to confirm both and to agree; without that box ticked it cannot be sent. You may withdraw your consent at any time, as easily as you gave it: erase your enquiry with your private link.",
    ],
  },
  {
    id: "how-long",
    heading: "How long we keep it",
    paragraphs: [
      "An enquiry is kept until {retentionMonths} months after admissions close for the year it is for (admissions for a year close on 31 July). An enquiry sent today is for admissions {admissionYear} and is kept until {keptUntil}; then it is erased automatically. If your child is admitted, the office keeps the enquiry with the admission records.",
      "When an enquiry is erased, its details are removed from the school's records; the office sees only that an enquiry was withdrawn. The record of your consent (its time, the notice's version and the network address) is kept one more year, as the Digital Personal Data Protection Rules, 2025 require, and then deleted. Backup copies are overwritten within {backupDays} days.",
    ],
  },
  {
    id: "rights",
    heading: "Your rights, and how to use them",
    paragraphs: [
      "You may see the details we hold, correct them, have them erased, withdraw your consent, and name someone to act for you if you die or cannot act. After sending an enquiry you get a private link (on the confirmation page, and by email if you gave an address): open it to see, correct or erase your enquiry at any time, without an account. Keep it to yourself.",
      "You can also write to or call our grievance officer: {grievanceTitle}, {grievanceEmail}, {grievancePhone}. We answer within 90 days at the latest.",
    ],
  },
  {
    id: "security",
    heading: "How we protect it",
    paragraphs: [
      "Enquiries are stored on the school's server and seen only by the office staff of the school they are for, who sign in with their own accounts; staff passwords are stored only as strong one-way hashes. Every export or erasure of a parent's data by staff is recorded in an audit log. If a breach ever affects your data, we will tell you and the Data Protection Board without delay.",
    ],
  },
  {
    id: "complaints",
    heading: "Complaints",
    paragraphs: [
      "Please tell our grievance officer first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.",
    ],
  },
];

/**
 * How many days backups keep a copy, as docs/operations.md's suggested rotation (`find … -mtime +30
 * -delete`) does: the full notice promises it, so change both together.
 */
export const BACKUP_ROTATION_DAYS = 30;

/** Bump when the templates above change: the first part of the notice's version, which consents record. */
export const NOTICE_DATE = "2026-11-26";

/** Said instead of the enquiry when a private link opens nothing (unknown, malformed or erased). */
export const LINK_GONE =
  "This link does not open an enquiry. It stops working when the enquiry is erased, on your request or after the retention period; check that it was copied whole.";
