import { useId, useState } from "react";

/**
 * "Facts you can insert" beside the editor: every fact a text may name (content/references.ts), with
 * what it shows now. Typing `{{Vidhyapeeth office phone}}` in any text puts the fact there, and the page
 * follows it when the office changes it in one place. "Copy" puts the token on the clipboard (with
 * JavaScript); without it, the token can be selected and copied by hand.
 */
export function ReferenceList({ references }: { references: readonly { label: string; value: string }[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const id = useId();
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(token);
    } catch {
      setCopied(null);
    }
  };
  return (
    <details className="rounded-md border border-slate-300 bg-white text-sm">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-800">
        Facts you can insert
      </summary>
      <div className="space-y-2 border-t border-slate-200 px-3 py-2">
        <p className="text-slate-700">
          Write a fact's name between double braces, such as <code>{"{{Vidhyapeeth office phone}}"}</code>,
          instead of copying the fact itself: the page then shows it as it is set in Site settings or People,
          and follows every change.
        </p>
        <p role="status" className="sr-only">
          {copied ? `Copied ${copied}` : ""}
        </p>
        <table className="w-full border-collapse">
          <caption className="sr-only">Facts you can insert, with what each shows now</caption>
          <thead>
            <tr className="text-left text-slate-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Write
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Shows now
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Copy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {references.map(({ label, value }, index) => {
              const token = `{{${label}}}`;
              const tokenId = `${id}-${index}`;
              return (
                <tr key={label} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-2">
                    <code id={tokenId} className="rounded bg-brand-50 px-1 text-brand-800">
                      {token}
                    </code>
                  </td>
                  <td className="py-1 pr-2 break-words text-slate-800">{value}</td>
                  <td className="py-1 text-right">
                    <button
                      type="button"
                      onClick={() => copy(token)}
                      className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-50"
                      // Described, not labelled, by the token: a field's label ("Admissions year") must
                      // name that field alone.
                      aria-describedby={tokenId}
                    >
                      {copied === token ? "Copied" : "Copy"}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
