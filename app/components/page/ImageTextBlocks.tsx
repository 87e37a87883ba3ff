import type { Block } from "~content/schemas/page";
import { ResponsiveImage } from "../ResponsiveImage";

/**
 * Image-and-text blocks (spec 2.2 "Why Choose"): stacked on a phone; side by side from 768 px, the image
 * alternating left and right.
 */
export function ImageTextBlocks({
  items,
  headingLevel,
  priorityFirst = false,
}: {
  items: Extract<Block, { type: "imageText" }>["items"];
  headingLevel: "h2" | "h3";
  /** The first picture is the page's main one (loaded at once, not lazily). */
  priorityFirst?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <div className="space-y-10 sm:space-y-14">
      {items.map((item, index) => (
        <article key={item.title} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
          <div className={index % 2 ? "md:order-2" : undefined}>
            <ResponsiveImage
              priority={priorityFirst && index === 0}
              name={item.picture.image}
              alt={item.picture.alt}
              sizes="(min-width: 1152px) 556px, (min-width: 768px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-100 object-cover shadow-sm"
            />
          </div>
          <div>
            <Heading className="text-xl font-bold text-brand-800 sm:text-2xl">{item.title}</Heading>
            {item.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-slate-700">
                {p}
              </p>
            ))}
          </div>
        </article>
      ))}
    </div>
  );
}
