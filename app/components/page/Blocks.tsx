import { Info } from "lucide-react";
import { Fragment } from "react";
import { otherLanguage } from "~/components/OfficeText";
import { schoolFeesOf } from "~/lib/site/fees";
import { useLanguage, useWords } from "~/lib/site/language";
import { isTamilKey } from "~content/bilingual";
import { feesDefaults } from "~content/fees";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import { chromeWords } from "~content/words/chrome";
import { AdmissionRules } from "./AdmissionRules";
import { CardGrid } from "./CardGrid";
import { ContactCard } from "./ContactCard";
import { DataTable } from "./DataTable";
import { Facts } from "./Facts";
import { SchoolFees } from "./Fees";
import { ImageTextBlocks } from "./ImageTextBlocks";
import { LinkList } from "./LinkList";
import { PeopleGrid, PeopleTable } from "./PeopleGrid";
import { PhotoGrid } from "./PhotoGrid";
import { itemHeading, Section } from "./Section";
import { useWordsLang } from "./words-lang";

/** A block's own words (table heads, part headings) in the page's language, inside the office's English. */
function InterfaceWords({ children }: { children: React.ReactNode }) {
  const mark = useWordsLang();
  return mark.lang ? <div lang={mark.lang}>{children}</div> : children;
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="max-w-3xl space-y-3 text-slate-800">
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

function List({ items, ordered }: { items: string[]; ordered: boolean }) {
  const className = `max-w-3xl space-y-2 pl-6 text-slate-800 marker:font-semibold marker:text-brand-700 ${
    ordered ? "list-decimal" : "list-disc"
  }`;
  const children = items.map((item) => (
    <li key={item} className="pl-1">
      {item}
    </li>
  ));
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/**
 * One block of a content page (content/schemas/page.ts) as drawn, its references resolved
 * (`ResolvedBlock`), drawn with the shared building blocks.
 */
export function BlockView({
  block,
  tone,
  first = false,
}: {
  block: ResolvedBlock;
  tone?: "plain" | "tint";
  /** The page's first block: its first picture is above the fold on a phone, so it loads at once. */
  first?: boolean;
}) {
  const level = itemHeading(Boolean(block.heading));
  const body = (() => {
    switch (block.type) {
      case "text":
        return (
          <>
            <Paragraphs paragraphs={block.paragraphs} />
            {block.bullets && (
              <div className="mt-4">
                <List items={block.bullets} ordered={false} />
              </div>
            )}
          </>
        );
      case "list":
        return <List items={block.items} ordered={block.ordered} />;
      case "cards":
        return (
          <CardGrid cards={block.cards} columns={block.columns} headingLevel={level} priorityFirst={first} />
        );
      // Resolved into the people block it names (`withPeopleOf`) before the page is drawn.
      case "peopleOf":
        return null;
      case "people":
        return block.display === "table" ? (
          <InterfaceWords>
            <PeopleTable people={block.people} caption={block.heading} />
          </InterfaceWords>
        ) : (
          <PeopleGrid people={block.people} headingLevel={level} />
        );
      case "table":
        return (
          <>
            <DataTable
              caption={block.caption}
              columns={block.columns}
              rows={block.rows}
              captionHidden={block.caption === block.heading}
            />
            {block.note && <p className="mt-3 text-sm text-slate-700">{block.note}</p>}
          </>
        );
      case "imageText":
        return <ImageTextBlocks items={block.items} headingLevel={level} priorityFirst={first} />;
      case "facts":
        return <Facts facts={block.facts} />;
      case "photos":
        return <PhotoGrid photos={block.photos} priorityFirst={first} />;
      case "links":
        return <LinkList links={block.links} />;
      case "contact":
        return <ContactCard school={block.school} headingLevel={level} />;
      case "fees":
        // A page drawn unresolved (a test's page straight from content/) shows the shipped fees.
        return (
          <SchoolFees
            school={block.school}
            fees={block.fees ?? schoolFeesOf(feesDefaults, block.school)}
            notPublished={block.notPublished}
          />
        );
      case "admissionRules":
        return block.rules ? (
          <InterfaceWords>
            <AdmissionRules show={block.show} rules={block.rules} headingLevel={level} />
          </InterfaceWords>
        ) : null;
      case "note":
        return (
          <div className="flex max-w-3xl gap-3 rounded-xl border-l-4 border-gold-400 bg-gold-300/20 p-4 text-slate-800">
            <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <div className="space-y-2">
              {block.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        );
    }
  })();
  return (
    <Section heading={block.heading} intro={block.intro} tone={tone}>
      {body}
    </Section>
  );
}

/**
 * The blocks of a page, one after another; sections with a heading alternate plain and tinted
 * backgrounds so a long page reads as parts.
 */
export function Blocks({ blocks }: { blocks: ResolvedBlock[] }) {
  let headed = 0;
  const language = useLanguage();
  const words = useWords(chromeWords);
  return (
    <>
      {blocks.map((block, index) => {
        const tone = block.heading && headed++ % 2 === 1 ? "tint" : "plain";
        const view = <BlockView block={block} tone={tone} first={index === 0} />;
        // A block written in the other language is marked so; on a Tamil page, one still in English
        // says so above it in Tamil (decision 0032).
        const other = otherLanguage(wordsOf(block), language);
        // Blocks are fixed content in a fixed order.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
        if (!other) return <Fragment key={index}>{view}</Fragment>;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
          <div key={index} lang={other}>
            {language === "ta" && (
              <p lang="ta" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-slate-600">
                {words.englishOnly}
              </p>
            )}
            {view}
          </div>
        );
      })}
    </>
  );
}

/** Keys of a block whose text is an address, a code or a file, not words a reader reads. */
const NOT_WORDS = new Set([
  "type",
  "image",
  "href",
  "page",
  "src",
  "url",
  "id",
  "path",
  "document",
  "person",
]);

/** The words of a block (every text in it but addresses and codes), to tell its language by. */
function wordsOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(wordsOf).join(" ");
  if (typeof value !== "object" || value === null) return "";
  // A Tamil value beside a field (decision 0032) is not what the block shows in this language.
  return Object.entries(value)
    .filter(([key]) => !NOT_WORDS.has(key) && !isTamilKey(key))
    .map(([, member]) => wordsOf(member))
    .join(" ");
}
