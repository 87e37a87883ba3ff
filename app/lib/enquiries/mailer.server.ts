import nodemailer from "nodemailer";
import { classLabel } from "~content/admissions";
import { env } from "../platform/env.server";
import type { Enquiry } from "./enquiries.server";
import { formatPhone } from "./validation.server";

/**
 * Emails the office about a new enquiry with nodemailer, when `SMTP_URL` and
 * `ENQUIRY_NOTIFY_TO` are set. Returns "skipped" when they are not; throws nodemailer's error when the
 * mail server refuses or cannot be reached (the enquiry itself is already saved by then).
 */
export async function notifyOfficeOfEnquiry(enquiry: Enquiry): Promise<"sent" | "skipped"> {
  const { SMTP_URL, ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM } = env();
  if (!SMTP_URL || !ENQUIRY_NOTIFY_TO) return "skipped";
  const transport = nodemailer.createTransport({
    url: SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const school = { vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth", "not-sure": "Not sure yet" }[
    enquiry.school
  ];
  try {
    await transport.sendMail({
      from: ENQUIRY_NOTIFY_FROM,
      to: ENQUIRY_NOTIFY_TO,
      replyTo: enquiry.email ?? undefined,
      subject: `Admission enquiry ${enquiry.reference}: ${enquiry.student_name}, ${classLabel(enquiry.class_sought)}`,
      text: [
        `A new admission enquiry arrived on the website.`,
        ``,
        `Reference: ${enquiry.reference}`,
        `Student: ${enquiry.student_name}`,
        `Parent: ${enquiry.parent_name}`,
        `Phone: ${formatPhone(enquiry.phone)}`,
        `Email: ${enquiry.email ?? "—"}`,
        `Class: ${classLabel(enquiry.class_sought)}`,
        `School: ${school}`,
        `Message: ${enquiry.message ?? "—"}`,
        ``,
        `Open the staff area's Enquiries tab to mark it contacted.`,
      ].join("\n"),
    });
    return "sent";
  } finally {
    transport.close();
  }
}
