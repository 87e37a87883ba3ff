/**
 * The words of the consent box beside "Send enquiry", shown to the parent and stored with each consent
 * (DPDP Act 2023, s. 9: a child's data needs the verifiable consent of a parent or lawful guardian, who
 * is an adult). Changing them changes what future consents record; past ones keep their own words.
 */
export const CONSENT_STATEMENT =
  "I am the parent or guardian of this child and I am 18 or older; I agree to the school using these details to answer this enquiry.";
