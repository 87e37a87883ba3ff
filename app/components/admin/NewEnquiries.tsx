import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { receivedTime, SCHOOL_LABELS } from "~/lib/enquiries/labels";
import { classLabel } from "~content/admissions";

/** What the staff area's first screen knows about new enquiries (see `newEnquiriesFor`). */
export interface NewEnquiriesData {
  count: number;
  newest: {
    id: number;
    reference: string;
    student_name: string;
    parent_name: string;
    class_sought: string;
    school: keyof typeof SCHOOL_LABELS;
    created_at: string;
  }[];
  /** Whether the server e-mails the office about each new enquiry (`SMTP_URL` and `ENQUIRY_NOTIFY_TO`). */
  emailAlerts: boolean;
}

/**
 * The new-enquiries alert of the staff area's first screen: how many enquiries are
 * still "new" for this user's schools and the newest three, each a link to its page. It says how e-mail
 * alerts are switched on, since without them this panel and the tab's badge are the only signs.
 */
export function NewEnquiries({ data }: { data: NewEnquiriesData }) {
  const { count, newest, emailAlerts } = data;
  return (
    <section
      aria-labelledby="new-enquiries-heading"
      className={`mb-6 rounded-lg border px-4 py-3 ${
        count > 0 ? "border-gold-400 bg-gold-300/20" : "border-slate-200 bg-white"
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="new-enquiries-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Inbox aria-hidden className="size-5 text-brand-700" />
          {count === 0 ? "No new enquiries" : count === 1 ? "1 new enquiry" : `${count} new enquiries`}
        </h2>
        {count > 0 && (
          <Link
            to="/admin/enquiries?status=new"
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {count > newest.length ? `See all ${count} new enquiries` : "Open the enquiries inbox"}
          </Link>
        )}
      </div>
      {newest.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200/80">
          {newest.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2 text-sm">
              <Link
                to={`/admin/enquiries/${e.id}`}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {/* An erased enquiry (withdrawn by the parent, say) has no name left: its reference instead. */}
                {e.student_name || `Withdrawn or erased (${e.reference})`}
              </Link>
              <span className="text-slate-700">
                {classLabel(e.class_sought)} · {SCHOOL_LABELS[e.school] ?? e.school}
              </span>
              <span className="text-slate-600">
                Received <time dateTime={e.created_at}>{receivedTime.format(new Date(e.created_at))}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600">
        {emailAlerts
          ? "Each new enquiry is also e-mailed to the office (set on the server with SMTP_URL and ENQUIRY_NOTIFY_TO)."
          : "E-mail alerts are off: the server sends one for each new enquiry once SMTP_URL and ENQUIRY_NOTIFY_TO are set. Until then, look here or at the Enquiries tab."}
      </p>
    </section>
  );
}
