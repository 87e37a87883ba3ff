import { useId, useLayoutEffect, useRef, useSyncExternalStore } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

type Common = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

type FieldProps = Common &
  (
    | ({ as?: "input" } & React.InputHTMLAttributes<HTMLInputElement>)
    | ({ as: "textarea" } & React.TextareaHTMLAttributes<HTMLTextAreaElement>)
    | ({
        as: "select";
        options: { value: string; label: string }[];
      } & React.SelectHTMLAttributes<HTMLSelectElement>)
  );

/**
 * A labelled form control with its hint and its error message underneath (architecture ruling 4: the
 * message sits next to the field and the control is marked invalid for assistive technology).
 */
export function Field(props: FieldProps) {
  const id = useId();
  const { label, error, hint, ...rest } = props;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedByOf(id, hint, error),
    className: inputClass,
  };
  let control: React.ReactNode;
  if (rest.as === "textarea") {
    const { as: _as, ...textarea } = rest;
    control = <Textarea rows={4} {...textarea} {...shared} />;
  } else if (rest.as === "select") {
    const { as: _as, options, required, ...select } = rest;
    // A list with no empty first choice always has a value, so `required` can never refuse it, and HTML
    // forbids it there (the first option would have to be an empty placeholder). `aria-required` still
    // tells assistive technology what the * says; the server checks the value either way.
    const always = options[0] !== undefined && options[0].value !== "";
    control = (
      <select
        {...select}
        required={always ? undefined : required}
        aria-required={always && required ? true : undefined}
        {...shared}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    const { as: _as, ...input } = rest;
    control = <input {...input} {...shared} />;
  }
  return (
    <FieldFrame id={id} label={label} required={props.required} hint={hint} error={error}>
      {control}
    </FieldFrame>
  );
}

const never = () => () => {};

/**
 * A textarea that keeps what was typed into it before the page's scripts arrived. React 19 hydrates a
 * textarea by setting its value back to the text the server sent (react-dom's `initTextarea` assigns
 * `value = textContent` whenever that equals `defaultValue`), which wiped a clerk's typing on a slow
 * phone. So the hydrating render carries no default: React then only empties the textarea's default,
 * which leaves a typed value alone. The default is put back before the browser paints (a layout
 * effect): an untouched textarea shows it again, a typed one keeps the typing, and a form reset or
 * "has this changed?" still compares with the server's text. Renders on the server and after hydration
 * are plain textareas.
 */
function Textarea({ defaultValue, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // True on the server and while hydrating (React uses the server snapshot then), false afterwards.
  const early = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const hydrating = early && typeof document !== "undefined";
  const withheld = useRef(hydrating);
  const text = defaultValue === undefined ? undefined : String(defaultValue);
  useLayoutEffect(() => {
    if (withheld.current && ref.current && text !== undefined) ref.current.defaultValue = text;
    withheld.current = false;
  }, [text]);
  return <textarea ref={ref} {...props} defaultValue={hydrating ? undefined : defaultValue} />;
}

/** The ids of a field's hint and error for `aria-describedby`, or undefined when it has neither. */
export function describedByOf(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * What every field draws around its control: the label (with * when required), the hint above and the
 * error underneath, with the ids `describedByOf` names. `id` is the control's.
 */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
