import { UserRound } from "lucide-react";
import { useWords } from "~/lib/site/language";
import type { ResolvedPerson } from "~content/schemas/resolved-page";
import { blockWords } from "~content/words/blocks";
import { ResponsiveImage } from "../ResponsiveImage";
import { type DataColumn, DataTable } from "./DataTable";

/**
 * People as cards with a photo (or a small neutral icon), name, role and a line of detail: the leadership
 * and administration teams (spec 2.2), the committees and PTAs. Two per row on a phone, four on a wide
 * screen.
 */
export function PeopleGrid({
  people,
  headingLevel,
}: {
  /** The people as resolved from their ids. */
  people: ResolvedPerson[];
  headingLevel: "h2" | "h3";
}) {
  const Heading = headingLevel;
  // Portraits only where everyone has one (the leadership and administration): in a committee of
  // people without portraits, the principal's photo would make one card twice the height of the rest.
  const portraits = people.every((person) => person.photo);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {people.map((person) => (
        <li
          key={person.name + person.role}
          className="overflow-hidden rounded-xl border border-brand-100 bg-white text-center shadow-sm"
        >
          {portraits && person.photo ? (
            <ResponsiveImage
              name={person.photo}
              // Decorative unless the office says what it shows: the name is right beside it.
              alt={person.photoAlt ?? ""}
              sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
              className="aspect-square h-auto w-full bg-brand-100 object-cover"
            />
          ) : (
            // No portraits (the committees): a small badge, so a committee of nine is not nine empty squares.
            <div className="flex justify-center pt-4">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-100">
                <UserRound aria-hidden className="size-6 text-brand-600" />
              </span>
            </div>
          )}
          <div className="px-3 py-3">
            <Heading className="font-semibold text-brand-800">{person.name}</Heading>
            <p className="mt-0.5 text-sm font-medium text-gold-700">{person.role}</p>
            {person.detail && <p className="mt-1 text-sm text-slate-700">{person.detail}</p>}
            {/* Contacts only where the school chose to publish them. */}
            {person.email && (
              <p className="mt-1 text-sm">
                <a
                  href={`mailto:${person.email}`}
                  className="inline-flex min-h-6 items-center wrap-anywhere text-brand-700 underline"
                >
                  {person.email}
                </a>
              </p>
            )}
            {person.phone && (
              <p className="mt-1 text-sm">
                <a
                  href={`tel:${person.phone.replace(/\s+/g, "")}`}
                  className="inline-flex min-h-6 items-center text-brand-700 underline"
                >
                  {person.phone}
                </a>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * People as a numbered table (S. No., name, role, and details where any has them): a committee's list
 * as the regulators' forms print it (spec 2.4's SMDC), drawn by `DataTable` (cards of "column: value"
 * lines on a phone). Contacts are links, as on the cards. `caption` names the table ("Members" unless given).
 */
export function PeopleTable({ people, caption }: { people: ResolvedPerson[]; caption?: string }) {
  const words = useWords(blockWords);
  const columns: DataColumn[] = [
    { key: "number", label: words.serialNumber },
    { key: "name", label: words.name },
    { key: "role", label: words.role },
  ];
  if (people.some((person) => person.detail)) columns.push({ key: "detail", label: words.details });
  if (people.some((person) => person.email)) columns.push({ key: "email", label: words.email });
  if (people.some((person) => person.phone)) columns.push({ key: "phone", label: words.phone });
  const rows = people.map((person, index) => ({
    number: String(index + 1),
    name: person.name,
    role: person.role,
    detail: person.detail ?? "",
    email: person.email ? { text: person.email, href: `mailto:${person.email}` } : "",
    phone: person.phone ? { text: person.phone, href: `tel:${person.phone.replace(/\s+/g, "")}` } : "",
  }));
  return <DataTable caption={caption ?? words.members} columns={columns} rows={rows} captionHidden />;
}
