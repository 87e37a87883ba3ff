import { isRouteErrorResponse, Link } from "react-router";

/**
 * What an admin screen shows, inside the admin frame, when its loader refused (403: the role does not
 * allow it) or failed.
 */
export function AdminRefusal({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = forbidden
    ? ((error.data as { message?: string } | null)?.message ?? "Only administrators can use this page.")
    : "This page could not be shown just now. Please reload it in a minute.";
  return (
    <section aria-labelledby="refusal-heading" className="max-w-xl">
      <h2 id="refusal-heading" className="text-xl font-bold text-brand-800">
        {forbidden ? "Not allowed" : "Something went wrong"}
      </h2>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Back to notifications
      </Link>
    </section>
  );
}
