import type { FieldErrors } from "~/lib/forms/schemas";

/**
 * A message about a form or a screen: an error (`role="alert"`, read out at once) or a
 * success (`role="status"`), as a framed banner at the top of a screen or as a line of text in a
 * form (`inline`). `className` adds layout only (margins, grid placement).
 */
export function FormAlert({
  tone = "error",
  inline = false,
  as: Tag = "p",
  className,
  children,
}: {
  tone?: "error" | "success";
  inline?: boolean;
  /** A `div` when the message holds more than a sentence (a link, a list). */
  as?: "p" | "div";
  className?: string;
  children: React.ReactNode;
}) {
  const look = inline
    ? tone === "error"
      ? "text-sm font-semibold text-red-700"
      : "text-sm font-semibold text-green-800"
    : tone === "error"
      ? "rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800"
      : "rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-800";
  return (
    <Tag role={tone === "error" ? "alert" : "status"} className={className ? `${look} ${className}` : look}>
      {children}
    </Tag>
  );
}

/**
 * What a refused form says under its fields (architecture rulings 4 and 5): its message about the whole
 * form, else `fieldsMessage` when fields are marked; nothing when it was not refused.
 */
export function FormProblems({
  failed,
  fieldsMessage = "Please correct the fields marked above.",
  className,
}: {
  failed: { errors?: FieldErrors; formError?: string } | null | undefined;
  fieldsMessage?: string;
  className?: string;
}) {
  if (!failed) return null;
  const message = failed.formError || (Object.keys(failed.errors ?? {}).length > 0 ? fieldsMessage : null);
  return message ? (
    <FormAlert inline className={className}>
      {message}
    </FormAlert>
  ) : null;
}
