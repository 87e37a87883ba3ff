import {
  Blocks,
  FlaskConical,
  HeartHandshake,
  HeartPulse,
  Languages,
  Laptop,
  Leaf,
  Lightbulb,
  type LucideIcon,
  Palette,
  TrendingUp,
  Trophy,
  Users,
  Vote,
} from "lucide-react";
import type { Block, CardIcon } from "~content/schemas/page";
import { ResponsiveImage } from "../ResponsiveImage";
import { SiteLink } from "./SiteLink";

/** The drawing of each icon name a card may give (content/schemas/page.ts `cardIcons`). */
const ICONS: Record<CardIcon, LucideIcon> = {
  blocks: Blocks,
  lightbulb: Lightbulb,
  trophy: Trophy,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  palette: Palette,
  languages: Languages,
  "flask-conical": FlaskConical,
  laptop: Laptop,
  vote: Vote,
  leaf: Leaf,
  users: Users,
  "trending-up": TrendingUp,
};

type Columns = NonNullable<Extract<Block, { type: "cards" }>["columns"]>;

// Whole class names, so Tailwind sees them.
const BASE = { 1: "grid-cols-1", 2: "grid-cols-2" } as const;
const MD = { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;
const LG = { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Grid classes for `columns` cards per row (below 768 px, from 768 px, from 1024 px). */
export function gridColumns(columns: Columns): string {
  return `grid gap-4 sm:gap-6 ${BASE[columns.base]} ${MD[columns.md]} ${LG[columns.lg]}`;
}

/** `sizes` for an image filling one card of the grid (the page column is at most 1152 px). */
function cardSizes(columns: Columns): string {
  return `(min-width: 1024px) ${Math.round(1152 / columns.lg)}px, (min-width: 768px) ${Math.round(100 / columns.md)}vw, ${Math.round(100 / columns.base)}vw`;
}

/**
 * Cards in a list (screen readers announce how many): an optional picture on top, an optional icon, a
 * title, text and a link. Default columns: 1 on a phone, 2 from 768 px, 3 from 1024 px (spec 2.2 "Aims").
 */
export function CardGrid({
  cards,
  columns = { base: 1, md: 2, lg: 3 },
  headingLevel,
  priorityFirst = false,
}: {
  cards: Extract<Block, { type: "cards" }>["cards"];
  columns?: Columns;
  headingLevel: "h2" | "h3";
  /** The first card's picture is the page's main one (loaded at once, not lazily). */
  priorityFirst?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className={gridColumns(columns)}>
      {cards.map((card, index) => {
        const Icon = card.icon ? ICONS[card.icon] : undefined;
        return (
          <li
            key={card.title}
            className="flex flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
          >
            {card.picture && (
              <ResponsiveImage
                priority={priorityFirst && index === 0}
                name={card.picture.image}
                alt={card.picture.alt}
                sizes={cardSizes(columns)}
                className="aspect-[4/3] h-auto w-full bg-brand-100 object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-4 sm:p-5">
              {Icon && (
                <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-6" />
                </span>
              )}
              {card.eyebrow && (
                <p className="text-xs font-semibold uppercase tracking-wide text-gold-700">{card.eyebrow}</p>
              )}
              <Heading className="text-lg font-semibold text-brand-800">{card.title}</Heading>
              {card.paragraphs?.map((p) => (
                <p key={p} className="mt-2 text-slate-700">
                  {p}
                </p>
              ))}
              {card.link && (
                <p className="mt-auto pt-4">
                  <SiteLink
                    link={card.link}
                    className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
