import { AdmissionInfo, type ENQUIRY_RULE_PARTS } from "~/components/AdmissionInfo";
import { EnquiryForm } from "~/components/EnquiryForm";
import { PageIntro } from "~/components/PageIntro";
import type { FieldErrors } from "~/lib/forms/schemas";
import type { RulesOf } from "~/lib/site/admission-rules";
import type { EnquiryFees } from "~/lib/site/fees";
import { useWords } from "~/lib/site/language";
import type { ListingPage } from "~content/schemas/listing";
import { enquiryWords } from "~content/words/enquiry";

/**
 * What the admission enquiry page draws: its words (`page`), the admission rules beside the form (the
 * `admissions` settings group, cut to `ENQUIRY_RULE_PARTS`) and each school's fee totals per class
 * (`enquiryFees` of the `fees` group), both of the request's settings.
 */
export interface EnquiryViewData {
  page: ListingPage;
  admissions: RulesOf<(typeof ENQUIRY_RULE_PARTS)[number]>;
  fees: EnquiryFees;
}

/** What the enquiry form shows again after a refused submit: what was typed and the messages. */
export interface EnquiryAnswer {
  values?: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
}

/**
 * The admission enquiry page (`/enquiry`), `<main>` included: its title and introduction, the form
 * (preselected by `defaults`: the `?class=` and `?school=` of the Apply Now links; `answer`, the action's
 * refusal) and the admission information beside it. The public route and the staff preview both draw it,
 * from the page's one load; in the preview the form does not send (`PreviewMode`).
 */
export function EnquiryView({
  data,
  defaults,
  answer,
}: {
  data: EnquiryViewData;
  defaults?: { class_sought?: string | null; school?: string | null };
  answer?: EnquiryAnswer;
}) {
  const { page } = data;
  const words = useWords(enquiryWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
          <EnquiryForm
            title={words.yourDetails}
            defaults={defaults}
            fees={data.fees}
            values={answer?.values}
            errors={answer?.errors}
            formError={answer?.formError}
          />
        </div>
        <aside aria-label={words.admissionInformation} className="rounded-xl bg-brand-50 p-5 sm:p-6">
          <AdmissionInfo rules={data.admissions} />
        </aside>
      </div>
    </main>
  );
}
