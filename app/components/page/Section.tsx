import { useId } from "react";

/**
 * A part of a content page: an optional `h2` and line of introduction over its children, in the page's
 * column. Without a heading it is a plain `div` (a landmark needs a name).
 */
export function Section({
  heading,
  intro,
  tone = "plain",
  children,
}: {
  heading?: string;
  intro?: string;
  /** "tint" draws the section on the light brand background, to separate it from its neighbours. */
  tone?: "plain" | "tint";
  children: React.ReactNode;
}) {
  const id = useId();
  const inner = (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {heading && (
        <h2 id={id} className="text-xl font-bold text-brand-800 sm:text-2xl">
          {heading}
        </h2>
      )}
      {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
      <div className={heading || intro ? "mt-6" : ""}>{children}</div>
    </div>
  );
  // `content-fade`: content pages animate, 1000 ms (spec 2.5 and 9): a CSS fade-in (app.css), none for
  // reduced motion. The page's title band (PageIntro) is not a section and shows at once.
  const className = tone === "tint" ? "content-fade bg-brand-50" : "content-fade";
  return heading ? (
    <section aria-labelledby={id} className={className} data-tone={tone}>
      {inner}
    </section>
  ) : (
    <div className={className} data-tone={tone}>
      {inner}
    </div>
  );
}

/** The heading level for items inside a section: `h3` under a section heading, else `h2`. */
export function itemHeading(sectionHasHeading: boolean): "h2" | "h3" {
  return sectionHasHeading ? "h3" : "h2";
}
