import type { AUDIENCES } from "~/lib/forms/limits";
import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";

/** Whom a notice is for (architecture ruling 6): the whole group or one school. */
export type NoticeAudience = (typeof AUDIENCES)[number];

/** The words of the label: a parent looks for their school's name, or "Both schools". */
export const SCHOOL_TAG_LABELS: Record<NoticeAudience, string> = {
  group: "Both schools",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

/**
 * Each school keeps one colour wherever a notice is listed, so a parent can skim for theirs; the
 * words carry the meaning, the colour only helps. Pairs meet WCAG AA for small text.
 */
const TONES: Record<"light" | "dark", Record<NoticeAudience, string>> = {
  light: {
    group: "bg-amber-100 text-amber-900",
    vidhyashram: "bg-brand-100 text-brand-800",
    vidhyapeeth: "bg-emerald-100 text-emerald-900",
  },
  dark: {
    group: "bg-gold-300 text-brand-900",
    vidhyashram: "bg-brand-100 text-brand-900",
    vidhyapeeth: "bg-emerald-200 text-emerald-950",
  },
};

/**
 * A notice's school, as a small label (architecture ruling 15): "Vidhyashram", "Vidhyapeeth" or "Both
 * schools" (in Tamil on a Tamil page; the schools' names stay as they are). `tone` is the background
 * it sits on (`dark` for the navy tickers). It never wraps.
 */
export function SchoolTag({
  audience,
  tone = "light",
  className = "",
}: {
  audience: NoticeAudience;
  tone?: "light" | "dark";
  className?: string;
}) {
  const words = useWords(chromeWords);
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-1.5 align-[0.0625rem] text-xs/4 font-semibold ${TONES[tone][audience]} ${className}`}
    >
      {audience === "group" ? words.bothSchools : SCHOOL_TAG_LABELS[audience]}
    </span>
  );
}
