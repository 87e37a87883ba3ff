import { images } from "~content/media";
import { Field } from "../ui/Field";

/**
 * A picture chosen for a page or a setting, with its alternative text (issue 23 item 7). Posts
 * `name` (the image's name: an image of content/media.ts) and `altName` (what it shows). The alt text
 * is required: a picture without one is refused by the schema.
 */
export function ImageField({
  label,
  name,
  altName,
  value,
  alt,
  error,
  altError,
}: {
  label: string;
  /** Form field of the image's name. */
  name: string;
  /** Form field of the alternative text. */
  altName: string;
  value?: string;
  alt?: string;
  error?: string;
  altError?: string;
}) {
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <Field
        as="select"
        label="Picture"
        name={name}
        defaultValue={value}
        error={error}
        options={images.map((i) => ({ value: i.name, label: i.caption }))}
      />
      <Field
        label="What the picture shows (for people who cannot see it)"
        name={altName}
        defaultValue={alt}
        error={altError}
      />
    </fieldset>
  );
}
