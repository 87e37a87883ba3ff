import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { OfficeText } from "~/components/OfficeText";
import { useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import { formatIndianPhone } from "~content/phone";
import type { SchoolSlug } from "~content/site";
import { blockWords } from "~content/words/blocks";
import { CampusMap } from "./CampusMap";
import { useWordsLang } from "./words-lang";

/**
 * One school's contact details (spec 2.2 "/Contactus"): address, phones (tap to call), e-mails, office
 * hours (spec 9), and the campus on a map with directions (`CampusMap`: nothing loads from the map
 * site until the visitor asks).
 */
export function ContactCard({ school, headingLevel }: { school: SchoolSlug; headingLevel: "h2" | "h3" }) {
  const { site, contacts } = useSettings();
  const contact = contacts.schools[school];
  const words = useWords(blockWords);
  // The card's own words are the page's language; the school's details, the office's English.
  const wordsLang = useWordsLang();
  const Heading = headingLevel;
  return (
    <article {...wordsLang} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
      <Heading className="text-lg font-bold text-brand-800 sm:text-xl">
        <OfficeText>{contact.name}</OfficeText>
      </Heading>
      <dl className="mt-4 space-y-4 text-slate-800">
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-5 text-gold-700" />
            <span className="sr-only">{words.address}</span>
          </dt>
          <dd className="min-w-0">
            <address className="not-italic" lang={wordsLang.lang && "en"}>
              {contact.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Phone aria-hidden className="mt-0.5 size-5 text-gold-700" />
            <span className="sr-only">{words.phone}</span>
          </dt>
          <dd className="min-w-0">
            <ul className="space-y-1">
              {contact.phones.map((phone) => (
                <li key={phone.number}>
                  <OfficeText>{phone.label}</OfficeText>:{" "}
                  <a
                    href={`tel:${phone.number}`}
                    className="inline-flex min-h-6 items-center font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
                  >
                    {formatIndianPhone(phone.number)}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Mail aria-hidden className="mt-0.5 size-5 text-gold-700" />
            <span className="sr-only">{words.email}</span>
          </dt>
          <dd className="min-w-0">
            <ul className="space-y-1">
              {contact.emails.map((email) => (
                <li key={email.address} className="break-all">
                  <OfficeText>{email.label}</OfficeText>:{" "}
                  <a
                    href={`mailto:${email.address}`}
                    className="inline-block min-h-6 py-0.5 font-medium text-brand-700 underline underline-offset-2"
                  >
                    {email.address}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden className="mt-0.5 size-5 text-gold-700" />
            <span className="sr-only">{words.officeHours}</span>
          </dt>
          <dd className="min-w-0">{words.officeHoursAre(contact.officeHours)}</dd>
        </div>
      </dl>
      <CampusMap name={site.schools[school].name} location={contact.location} />
    </article>
  );
}
