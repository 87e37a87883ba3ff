import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { privacyNotice } from "~/lib/enquiries/privacy-notice";
import { LanguageContext, languageOf } from "~/lib/site/language";
import { CONSENT_STATEMENTS } from "~content/privacy-consent";
import { settingsDefaults } from "~content/settings";
import { enquiryWords } from "~content/words/enquiry";
import { EnquiryForm } from "./EnquiryForm";
import { PrivacyNoticeFull } from "./PrivacyNotice";

/**
 * The enquiry form and the full privacy notice as a page at its address draws them: the language is
 * the address's (as the root provides it); `?refused` draws the form after a refusal of the school.
 */
function Page() {
  const location = useLocation();
  const language = languageOf(location.pathname);
  const errors = location.search.includes("refused") ? { school: enquiryWords[language].schoolMissing } : {};
  return (
    <LanguageContext.Provider value={language}>
      <EnquiryForm defaults={{ class_sought: "I" }} errors={errors} />
      <PrivacyNoticeFull notice={privacyNotice(settingsDefaults, new Date(), language)} />
    </LanguageContext.Provider>
  );
}

/** The server's HTML of `Page` at `address`, without React's comments between text parts. */
function draw(address: string): string {
  const Stub = createRoutesStub([
    { path: "/enquiry", Component: Page },
    { path: "/ta/enquiry", Component: Page },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[address]} />).replaceAll("<!-- -->", "");
}

describe("the enquiry form in Tamil", () => {
  const ta = enquiryWords.ta;
  const en = enquiryWords.en;

  it("draws every label, choice and button in Tamil, and none in English", () => {
    const html = draw("/ta/enquiry?refused");
    for (const words of [
      ta.formTitle,
      ta.childFirstName,
      ta.parentName,
      ta.mobile,
      ta.classSought,
      ta.chooseClass,
      ta.schoolNotSure,
      ta.sendEnquiry,
      ta.howWeUse,
      ta.readFullNotice,
      CONSENT_STATEMENTS.ta,
      ta.checkFields(1),
      ta.schoolMissing,
    ]) {
      expect(html).toContain(words);
    }
    for (const words of [
      en.formTitle,
      en.childFirstName,
      en.mobile,
      en.chooseClass,
      en.schoolNotSure,
      en.sendEnquiry,
      en.howWeUse,
      CONSENT_STATEMENTS.en,
      "Who we are",
    ]) {
      expect(html).not.toContain(words);
    }
    // Class names in Tamil; the preselected class stays chosen.
    expect(html).toMatch(/<option value="I" selected="">1ஆம் வகுப்பு<\/option>/);
    expect(html).toContain(">LKG</option>");
    // The form, and the link to the full notice, stay in Tamil; the phone is still a phone field.
    expect(html).toMatch(/<form[^>]*action="\/ta\/enquiry"/);
    expect(html).toContain('href="/ta/privacy"');
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="phone"|<input[^>]*name="phone"[^>]*type="tel"/);
    // The notice's version sent with the form is the Tamil notice's.
    const version = privacyNotice(settingsDefaults, new Date(), "ta").version;
    expect(html).toContain(`name="notice_version" value="${version}"`);
    expect(html).toContain(ta.noticeVersion(version));
    // No capitals-only styling or letter-spacing on Tamil words.
    expect(html).not.toMatch(/\b(uppercase|tracking-\w+)\b/);
  });

  it("keeps the English form's words and addresses", () => {
    const html = draw("/enquiry");
    for (const words of [
      "Admission enquiry",
      "Child&#x27;s first name",
      "Mobile number",
      "Class sought",
      "Not sure yet",
      "Send enquiry",
      "How we use these details",
      "Read the full privacy notice",
      CONSENT_STATEMENTS.en,
      'Fields marked <span class="text-red-700">*</span> are needed. The office will call you back.',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toMatch(/<option value="I" selected="">Class I<\/option>/);
    expect(html).toMatch(/<form[^>]*action="\/enquiry"/);
    expect(html).toContain('href="/privacy"');
    expect(html).not.toMatch(/[\u0B80-\u0BFF]/);
  });
});
