/**
 * The enquiry form's fees line (app/components/EnquiryForm.tsx, `FeesOfClass`): when the parent chooses a
 * class or a school, the live region `[data-fees-line]` shows that class's fees at that school (at both
 * while no school, or "not sure", is chosen), copied from the lines the server drew in the form's
 * `<template data-fees-lines>` (`[data-class][data-school]`); no class, no line.
 */

const SCHOOLS = ["vidhyashram", "vidhyapeeth"];

function update(form: HTMLFormElement): void {
  const line = form.querySelector("[data-fees-line]");
  const lines = form.querySelector<HTMLTemplateElement>("template[data-fees-lines]");
  if (!line || !lines) return;
  const classField = form.elements.namedItem("class_sought");
  const schoolField = form.elements.namedItem("school");
  const classCode = classField instanceof HTMLSelectElement ? classField.value : "";
  const school = schoolField instanceof RadioNodeList ? schoolField.value : "";
  const schools = SCHOOLS.includes(school) ? [school] : SCHOOLS;
  const shown = schools.flatMap((slug) =>
    Array.from(
      lines.content.querySelectorAll<HTMLElement>(`[data-school="${slug}"]`),
      (entry) => entry,
    ).filter((entry) => classCode !== "" && entry.dataset.class === classCode),
  );
  line.replaceChildren(...shown.flatMap((entry) => Array.from(entry.cloneNode(true).childNodes)));
}

document.addEventListener("change", (event) => {
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  if (target.name !== "class_sought" && target.name !== "school") return;
  if (target.form?.querySelector("[data-fees-line]")) update(target.form);
});

// A module of its own (its names are not globals).
export {};
