/**
 * The words and controls of a field in the schema editor (app/lib/forms/schema-form.server.ts
 * `describeValue`), written on the field's zod schema with `.meta({...})` and so kept beside the rule
 * they describe: one field language for pages and settings, no table of names beside the schemas.
 *
 * `.meta()` returns a new schema registered in `z.globalRegistry`, and `.optional()`, `.default()` or a
 * check made after it are new schemas again (a check inherits the meta, a wrapper does not): the editor
 * reads the meta of a field through its wrappers, the outermost first. A shared schema (`text`) is
 * labelled at each use (`text.meta({ label: "Title" })`), which makes a new schema each time.
 */
declare module "zod" {
  interface GlobalMeta {
    /**
     * What a clerk calls the field, list or group ("Title", "Phones"); on an option of a choice, the
     * name of that shape ("Plain text", "Table"). Every field the editor draws has one (a test walks
     * them all: app/lib/forms/field-labels.test.ts).
     */
    label?: string;
    /** A sentence under the field: what to write, in what form ("Two consecutive years, such as 2025-2026."). */
    help?: string;
    /** On a list: what one item is called ("Paragraph", "Phone"); the editor numbers them. */
    itemLabel?: string;
    /** On an enum or a union of literals whose values are codes: the words for each value. */
    options?: Record<string, string>;
    /**
     * A special control: "image" (a picture with its alt text), "person" (a choice among the people),
     * "multiline" (a box of several lines for running text), "date" (a date picker; the value is
     * year-month-day), "feeTable" (on a list of fee rows: a table with a column per fee and term and a
     * line per class), "link" (on a link of a menu: one address, chosen among the site's pages or typed,
     * and the words shown), "phone" (an Indian number, shown as an office dials it, "04175 222 333",
     * kept as "+91" and ten digits), "datetime" (a date and time on India's clock, `datetime-local`; the
     * value is the UTC instant, shown and typed in India's time), "time" (a time of day, `HH:MM`),
     * "document" (a choice among the Documents library: the choices are the screen's, `FormContext`),
     * "pdf" (a PDF file sent with the form, which then posts multipart; the screen reads the file, the
     * value has none), "imageFile" (the same for a picture: JPEG, PNG, WebP, AVIF or GIF, the types
     * the upload pipeline takes), "password" (a password box with its "Show password" button; the text is read as
     * typed, and drawn empty again after a refusal, never sent back to the browser). A boolean is a
     * checkbox without a widget.
     */
    widget?: string;
    /**
     * On a text field: what the browser may fill it with (HTML `autocomplete`): "new-password" for a
     * password being chosen, so a password manager offers a new one and saves it, "current-password"
     * for one being proved, "off" for a username of someone else's account (typed exactly: the editor
     * also turns off a phone's capitals and spelling fixes).
     */
    autocomplete?: "new-password" | "current-password" | "off";
    /** On a list: its items start closed, each one line naming it (a menu's groups: a tree). */
    itemsClosed?: boolean;
    /**
     * On a boolean: the fields beside it (by key) that mean nothing while it is ticked ("All day": the
     * start and end times). With scripts they are turned off (and so not posted) while it is ticked;
     * without, they stay open and the schema's rules decide what they mean.
     */
    disables?: string[];
    /**
     * On a text field: whether it may hold a Tamil value beside its English one (content/bilingual.ts,
     * decision 0032). `textField` sets it true unless told otherwise; the editor draws the Tamil beside
     * the English on the screens of what visitors read.
     */
    translate?: boolean;
  }
}

export {};
