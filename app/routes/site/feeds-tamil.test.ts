import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { settingsDefaults } from "~content/settings";
import { feedWords } from "~content/words/feeds";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * The files a reader subscribes to, in each language (decision 0030): the notices' RSS and Atom feeds
 * and the academic calendar at their Tamil twins (`/ta/notifications/…`, `/ta/calendar/…`) are titled
 * and described in Tamil and say they are Tamil; at the English addresses they are as before.
 */

let handle: (path: string) => Promise<string>;
const school = settingsDefaults.site.schools.vidhyapeeth.name;
const group = settingsDefaults.site.groupName;

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => {
    const response = await request(new Request(new URL(path, SITE)), await loadContext());
    expect(response.status, path).toBe(200);
    return response.text();
  };
});

/** iCalendar text with its folded lines joined again (RFC 5545 3.1: CRLF and one space or tab). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("the feeds and the calendar in Tamil", () => {
  it("the Tamil RSS feed has a Tamil title and description and says it is Tamil", async () => {
    const rss = await handle("/ta/notifications/vidhyapeeth.rss");
    expect(rss).toContain(`<title>${feedWords.ta.noticesTitle(school)}</title>`);
    expect(rss).toContain(`<description>${feedWords.ta.noticesDescription(school)}</description>`);
    expect(rss).toContain("<language>ta-IN</language>");
    expect(rss).toContain("அறிவிப்புகள்");
    expect(rss).not.toContain(": notices");
  });

  it("the Tamil Atom feed has a Tamil title and says it is Tamil", async () => {
    const atom = await handle("/ta/notifications/all.atom");
    expect(atom).toContain('xml:lang="ta-IN"');
    expect(atom).toContain(`<title type="text">${feedWords.ta.noticesTitle(group)}</title>`);
  });

  it("the Tamil calendar is named in Tamil", async () => {
    const ics = unfolded(await handle("/ta/calendar/vidhyapeeth.ics"));
    expect(ics).toContain(`X-WR-CALNAME:${feedWords.ta.calendarName(school)}\r\n`);
    expect(ics).toContain("கல்வியாண்டு நாள்காட்டி");
    expect(ics).not.toContain("academic calendar");
  });

  it("at the English addresses the feeds and the calendar keep their English words", async () => {
    const rss = await handle("/notifications/vidhyapeeth.rss");
    expect(rss).toContain(`<title>${school}: notices</title>`);
    expect(rss).toContain(`<description>Notices and announcements of ${school}.</description>`);
    expect(rss).toContain("<language>en-IN</language>");
    const atom = await handle("/notifications/all.atom");
    expect(atom).toContain('xml:lang="en-IN"');
    expect(atom).toContain(`<title type="text">${group}: notices</title>`);
    expect(unfolded(await handle("/calendar/vidhyapeeth.ics"))).toContain(
      `X-WR-CALNAME:${school}: academic calendar\r\n`,
    );
  });
});
