import { z } from "zod";
import { text } from "./common";
import { phoneNumber } from "./contacts";

/**
 * The `privacy` settings group: the facts the privacy notice beside the enquiry form and `/privacy`
 * give a parent (DPDP Act 2023 s. 5 and Rules 2025 rule 3: who holds the data, how to complain, how
 * long it is kept). The notice's words are templates in `content/privacy.ts`.
 */
export const privacySettingsSchema = z
  .object({
    holder: text.max(160, "Use at most 160 characters.").meta({
      label: "Who holds parents' data",
      help: "The trust or society that runs both schools, as registered, such as Vidhya Educational Trust. The law calls it the data fiduciary.",
    }),
    grievance: z
      .object({
        title: text.max(120, "Use at most 120 characters.").meta({
          label: "Who answers",
          help: "A post, not a person's name, so it stays right when people change: such as Grievance Officer. Keep it short: the notice beside the enquiry form shows it.",
        }),
        email: z.email("Write an e-mail address, such as privacy@school.example.org.").meta({
          label: "E-mail for privacy requests",
        }),
        phone: phoneNumber.meta({
          widget: "phone",
          label: "Phone for privacy requests",
          help: "As you would dial it: 98765 43210, or a landline with its code, 04175 222333.",
        }),
      })
      .meta({ label: "Grievance officer" }),
    retentionMonths: z
      .number({ error: "Write the months as a whole number from 1 to 36, such as 6." })
      .int("Write the months as a whole number from 1 to 36, such as 6.")
      .min(1, "Keep enquiries at least 1 month after admissions close.")
      .max(36, "At most 36 months: keep parents' data no longer than needed.")
      .meta({
        label: "Months enquiries are kept",
        help: "Months an enquiry is kept after admissions for its year close (31 July); then it is erased. An enquiry marked as an admission is kept longer (a year after the mark), then erased.",
      }),
    // At least a year: DPDP Rules 2025 r. 6(1)(e) asks that logs of access to personal data be kept a year.
    // A default, so that a group saved before this setting existed still reads.
    auditLogMonths: z
      .number({ error: "Write the months as a whole number from 12 to 60, such as 12." })
      .int("Write the months as a whole number from 12 to 60, such as 12.")
      .min(12, "Keep the audit log at least 12 months: the law asks for a year.")
      .max(60, "At most 60 months: keep network addresses no longer than needed.")
      .default(12)
      .meta({
        label: "Months the audit log is kept",
        help: "Who opened, exported, changed or erased what, and every sign-in, with network addresses: deleted after this many months. Network addresses in consent records are removed after the same time.",
      }),
  })
  .meta({ label: "Parents' data and privacy" });

export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
