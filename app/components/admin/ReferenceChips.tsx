import { createContext, useContext } from "react";

/** The facts a text may name, by their label, with what each shows now (the editor's loader gives them). */
export const ReferencesContext = createContext<readonly { label: string; value: string }[]>([]);

const TOKEN = /\{\{\s*([^{}]{1,80}?)\s*\}\}/g;
const keyOf = (label: string) => label.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * `text` with each fact it names (`{{Vidhyashram office phone}}`) as visitors read it now, for the
 * editor's own summaries of list items; a token naming no fact keeps its words without the braces.
 */
export function useFactsIn(text: string): string {
  const references = useContext(ReferencesContext);
  if (!text.includes("{{")) return text;
  const byKey = new Map(references.map((r) => [keyOf(r.label), r.value]));
  return text.replace(TOKEN, (_token, label: string) => byKey.get(keyOf(label)) ?? label);
}

/**
 * Under a text field, the facts its text names (`{{Vidhyapeeth office phone}}`), each as a labelled chip
 * with what visitors read in its place now, so the clerk sees a reference, not a copy. Draws nothing for
 * a text that names none. `text` is the field's value as the form was drawn.
 */
export function ReferenceChips({ text }: { text: string }) {
  const references = useContext(ReferencesContext);
  if (!text.includes("{{")) return null;
  const labels = [...new Set([...text.matchAll(TOKEN)].map((m) => m[1] ?? ""))];
  if (labels.length === 0) return null;
  const byKey = new Map(references.map((r) => [keyOf(r.label), r]));
  return (
    <ul aria-label="Facts this text names" className="mt-1 flex flex-wrap gap-1.5 text-xs">
      {labels.map((label) => {
        const fact = byKey.get(keyOf(label));
        return (
          <li
            key={label}
            className={`rounded-full border px-2 py-0.5 ${fact ? "border-brand-200 bg-brand-50 text-brand-900" : "border-red-300 bg-red-50 text-red-900"}`}
          >
            <span className="font-semibold">{fact?.label ?? label}</span>
            {fact ? ` shows “${fact.value}”` : " is no fact of the site"}
          </li>
        );
      })}
    </ul>
  );
}
