import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SchoolLandingContent } from "~content/landing";

/**
 * The FAQ accordion (spec 2.1): one item open at a time, and clicking the open one closes it. The
 * questions are h3 under the section's h2. The answers are always rendered (`forceMount`) and a closed
 * one is hidden with CSS once the page's JavaScript runs; before that, or without it, all answers show,
 * so nothing is out of reach.
 */
export function Faq({ faq }: { faq: SchoolLandingContent["faq"] }) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <section aria-labelledby="faq">
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="faq" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {faq.heading}
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        >
          {faq.items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-brand-800 hover:bg-brand-50 sm:px-5">
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content
                forceMount
                className={`px-4 pb-5 text-slate-700 sm:px-5 ${enhanced ? "data-[state=closed]:hidden" : ""}`}
              >
                {item.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 first:mt-0">
                    {paragraph}
                  </p>
                ))}
                {item.list && (
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {item.list.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
                {item.link && (
                  <p className="mt-3">
                    <Link to={item.link.to} className="font-semibold text-brand-700 underline">
                      {item.link.label}
                    </Link>
                  </p>
                )}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
