import { Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { describedByOf, FieldFrame } from "./Field";

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white py-2 pl-3 pr-12 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

type PasswordFieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "required">;

/**
 * A password field with a "Show password" toggle, laid out like `Field` (label, hint,
 * control, error underneath; architecture ruling 4). The toggle is a real button (keyboard operable, 40 px)
 * whose `aria-pressed` says whether the password is shown; its name stays "Show password", as a toggle
 * button's name must not change with its state. It appears once the page is interactive: without
 * JavaScript the field is a plain password field.
 */
export function PasswordField(props: PasswordFieldProps) {
  const id = useId();
  const { label, error, hint, className: _className, ...input } = props;
  const [interactive, setInteractive] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <FieldFrame id={id} label={label} required={props.required} hint={hint} error={error}>
      <div className="relative mt-1">
        <input
          {...input}
          id={id}
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          className={inputClass}
        />
        {interactive && (
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            title={shown ? "Hide password" : "Show password"}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 my-auto mr-0.5 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
            <span className="sr-only">Show password</span>
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
