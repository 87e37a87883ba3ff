import type { Block } from "~content/schemas/page";

/** Key figures as tiles: the value large, its label below (a definition list). */
export function Facts({ facts }: { facts: Extract<Block, { type: "facts" }>["facts"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse rounded-xl border border-brand-100 bg-white p-4 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-700">{fact.label}</dt>
          <dd className="text-xl font-bold text-brand-800 sm:text-2xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
