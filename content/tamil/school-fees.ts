import type { TamilTexts } from "./texts";

/** The words of a school's fee page in Tamil, `/<school>/fees` (content/school-fees-page.ts), with its name. */
function schoolFees(school: "Vidhyashram" | "Vidhyapeeth"): TamilTexts {
  return {
    title: `${school} பள்ளிக் கட்டணம்`,
    description: `${school} பள்ளியின் கட்டண ஆணையும், வகுப்பு மற்றும் பருவ வாரியாக அங்கீகரிக்கப்பட்ட கட்டணமும், அச்சிடக்கூடிய கட்டண PDF-உம்.`,
    intro:
      "கட்டண நிர்ணயக் குழு அங்கீகரித்த ஒவ்வொரு வகுப்பின் கட்டணம், பருவ வாரியாகவும் ஆண்டு முழுமைக்கும். உங்கள் பதிவுக்காக இந்தப் பக்கத்தை அச்சிடுங்கள் அல்லது கட்டண PDF-ஐப் பதிவிறக்குங்கள்.",
    "blocks.0.heading": "கட்டண ஆணையும் வகுப்பு வாரியான கட்டணமும்",
    "blocks.0.notPublished": "கட்டணம் இங்கே வெளியிடப்படும் வரை பள்ளி அலுவலகத்தில் கேளுங்கள்.",
    "blocks.1.heading": "தொடர்புடைய பக்கங்கள்",
    "blocks.1.links.0.label": "இரு பள்ளிகளின் கட்டணமும் செலுத்தும் முறையும்",
    "blocks.1.links.0.description": "இணையத்தில் செலுத்துதல், அலுவலகக் கவுண்டர்.",
    "blocks.1.links.1.label": "சேர்க்கை விசாரணை",
    "blocks.1.links.1.description": "இடம் கேளுங்கள்: நீங்கள் தேர்ந்தெடுக்கும் வகுப்பின் கட்டணத்தைப் படிவம் காட்டும்.",
  };
}

/** Vidhyashram's fee page in Tamil. */
export const vidhyashramFees = schoolFees("Vidhyashram");

/** Vidhyapeeth's fee page in Tamil. */
export const vidhyapeethFees = schoolFees("Vidhyapeeth");
