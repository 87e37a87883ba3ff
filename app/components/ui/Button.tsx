/**
 * The site's buttons: one look per kind of action, so that every screen's buttons look and
 * behave alike. `Button` draws a `<button>` (a submit button unless `type` says otherwise);
 * `buttonClass` gives the same look to a link that acts as a button (Cancel, Add, Edit).
 */

export type ButtonVariant =
  | "primary"
  | "secondary"
  | "danger"
  | "danger-outline"
  | "outline"
  | "success"
  | "warning";

export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  /** The main action of a form or screen: Save, Add, Login. */
  primary: "bg-brand-700 font-semibold text-white hover:bg-brand-800",
  /** Cancel, and the quieter actions of a row. */
  secondary: "border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-50",
  /** The confirmation of a delete. */
  danger: "bg-red-700 font-semibold text-white hover:bg-red-800",
  /** A delete that still asks (a row's Delete link), sign out everywhere. */
  "danger-outline": "border border-red-300 bg-white font-medium text-red-800 hover:bg-red-50",
  /** A second main action beside a primary one. */
  outline: "border border-brand-700 bg-white font-semibold text-brand-800 hover:bg-brand-50",
  /** Publishing. */
  success: "bg-green-700 font-semibold text-white hover:bg-green-800",
  /** Taking something back from the website (unpublish). */
  warning: "border border-amber-600 bg-white font-semibold text-amber-900 hover:bg-amber-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "gap-1.5 px-3 py-1.5 text-sm disabled:opacity-40",
  md: "gap-2 px-4 py-2 disabled:opacity-70",
  lg: "gap-2 px-5 py-2.5 disabled:opacity-70",
};

/**
 * The class names of a button of `variant` and `size`, then `className` (layout only: margins, width;
 * never colours or padding, which the variant and size own).
 */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return `inline-flex items-center justify-center rounded-md ${VARIANTS[variant]} ${SIZES[size]}${className ? ` ${className}` : ""}`;
}

/** A `<button>` with the look of `variant` and `size` (`buttonClass`); a submit button by default. */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "submit",
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
