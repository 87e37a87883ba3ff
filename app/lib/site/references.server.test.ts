import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { languageContext } from "~/lib/platform/request-context";
import { editable, settingsPath } from "../content-store/editables.server";
import { withReferences } from "./references.server";

/**
 * The facts a text names, filled in the page's language (decision 0032): a Tamil page's request names
 * the office hours as the settings write them in Tamil; an English page's, in English.
 */

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
});

/** A request's load context for a page of `language`. */
function contextIn(language: "en" | "ta") {
  const context = new RouterContextProvider();
  context.set(languageContext, language);
  return context;
}

describe("a text's facts", () => {
  const text = { words: "The office is open {{Vidhyapeeth office hours}}." };
  const contacts = editable(settingsPath("contacts"))?.shipped as {
    schools: { vidhyapeeth: { officeHours: string; "officeHours@ta"?: { text: string } } };
  };

  it("are the Tamil ones on a Tamil page, and the English ones on an English page", async () => {
    const hours = contacts.schools.vidhyapeeth;
    expect(hours["officeHours@ta"]?.text).toMatch(/[\u0B80-\u0BFF]/);
    expect((await withReferences(text, contextIn("ta"))).words).toBe(
      `The office is open ${hours["officeHours@ta"]?.text}.`,
    );
    expect((await withReferences(text, contextIn("en"))).words).toBe(
      `The office is open ${hours.officeHours}.`,
    );
  });

  it("are named by the office's English words on a Tamil page too, whatever their words in Tamil", async () => {
    // A phone whose label has Tamil beside it: the token keeps its English name, the number stays.
    const link = { href: "tel:{{Vidhyashram office phone}}", label: "{{Vidhyashram office phone}}" };
    const tamil = await withReferences(link, contextIn("ta"));
    expect(tamil).toEqual(await withReferences(link, contextIn("en")));
    expect(tamil.href).toMatch(/^tel:\+91\d{10}$/);
  });
});
