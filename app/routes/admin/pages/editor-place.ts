import { type RefObject, useEffect, useState } from "react";

/**
 * Where a clerk was in the schema editor's form, so a save or a list button comes back there instead of
 * to the top of a long form (`PLACE_FIELD`, `?at=`): `place` is the field the form was drawn for (the
 * action's `at`, else the loader's), scrolled into view whenever the form is drawn afresh (`formKey`);
 * `notePlace` records the field the clerk focuses or types in, and `placeValue` is what the form's
 * hidden field posts. Returns the three.
 */
export function useEditorPlace(
  place: string | null,
  formKey: number,
  form: RefObject<HTMLFormElement | null>,
): { place: string | null; placeValue: string; notePlace: (target: EventTarget) => void } {
  const [lastField, setLastField] = useState<{ key: number; name: string }>();
  const notePlace = (target: EventTarget) => {
    const name = target instanceof Element ? (target.getAttribute("name") ?? "") : "";
    // Set only when it changes: not a redraw of the whole form at every keystroke.
    if (name && !name.startsWith("_") && name !== "intent" && lastField?.name !== name)
      setLastField({ key: formKey, name });
  };
  useEffect(() => {
    if (!place || formKey === undefined) return;
    const named = [...(form.current?.elements ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        (element.getAttribute("name") ?? "").startsWith(place) &&
        element.getAttribute("type") !== "hidden",
    );
    named[0]?.scrollIntoView({ block: "center" });
  }, [place, formKey, form]);
  return { place, placeValue: lastField?.key === formKey ? lastField.name : (place ?? ""), notePlace };
}
