import type { TamilTexts } from "./texts";

/** The contact page of both schools in Tamil (`/contactus`, content/group/contact.ts). */
export const groupContact = {
  title: "தொடர்பு கொள்ள",
  description:
    "Vidhyashram, Vidhyapeeth பள்ளிகளைத் தொடர்பு கொள்ள: முகவரிகள், தொலைபேசி எண்கள், மின்னஞ்சல்கள், வரைபடங்கள், அலுவலக நேரம்.",
  intro: "உதவ மகிழ்ச்சி. அலுவலக நேரத்தில் எந்தப் பள்ளி அலுவலகத்தையும் அழையுங்கள், எழுதுங்கள் அல்லது நேரில் வாருங்கள்.",
  "blocks.2.heading": "அலுவலக நேரம்",
  "blocks.3.heading": "வேறு ஏதாவது தேடுகிறீர்களா?",
  "blocks.3.links.0.label": "சேர்க்கை விசாரணை",
  "blocks.3.links.0.description": "உங்கள் குழந்தையின் விவரங்களை அனுப்புங்கள். அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
  "blocks.3.links.1.label": "பேருந்து வழித்தடங்கள்",
  "blocks.3.links.1.description": "R1 முதல் R6 வரையிலான வழித்தடங்கள், நிறுத்தங்கள், நேரங்கள்.",
  "blocks.3.links.2.label": "நிர்வாகம்",
  "blocks.3.links.2.description": "எதற்கு யாரைத் தொடர்பு கொள்வது.",
  "blocks.2.paragraphs.0":
    "Vidhyashram அலுவலகம் {{Vidhyashram office hours}} திறந்திருக்கும். Vidhyapeeth அலுவலகம் {{Vidhyapeeth office hours}} திறந்திருக்கும். ஞாயிற்றுக்கிழமைகளிலும் அரசு விடுமுறை நாட்களிலும் இரண்டும் மூடப்பட்டிருக்கும்.",
} satisfies TamilTexts;

/** Vidhyapeeth's contact page in Tamil (`/vidhyapeeth/contactus`, content/vidhyapeeth/contact.ts). */
export const vidhyapeethContact = {
  title: "தொடர்பு கொள்ள",
  description:
    "Vidhyapeeth பள்ளியை அணுக: முகவரி, தொலைபேசி எண்கள், மின்னஞ்சல், அலுவலக நேரம், வரைபடம், சேர்க்கை விசாரணை மற்றும் பேருந்து வழித்தட இணைப்புகளுடன்.",
  intro: "உங்களிடமிருந்து கேட்க மகிழ்ச்சி. அலுவலக நேரத்தில் பள்ளி அலுவலகத்தை அழையுங்கள், எழுதுங்கள் அல்லது நேரில் வாருங்கள்.",
  "blocks.1.heading": "விரைவு இணைப்புகள்",
  "blocks.1.links.0.label": "சேர்க்கை விசாரணை",
  "blocks.1.links.0.description": "விசாரணை அனுப்புங்கள். பள்ளி அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
  "blocks.1.links.1.label": "பேருந்து வழித்தடங்கள்",
  "blocks.1.links.1.description": "பள்ளிப் பேருந்துகளின் வழித்தடங்கள், நிறுத்தங்கள், நேரங்கள்.",
  "blocks.1.links.2.label": "இரு பள்ளிகளையும் தொடர்பு கொள்ள",
  "blocks.1.links.2.description": "Vidhyashram, Vidhyapeeth பள்ளிகளின் முகவரிகளும் தொலைபேசி எண்களும்.",
  "blocks.1.links.3.label": "குறைதீர் குழு",
  "blocks.1.links.3.description": "பள்ளியிடம் ஒரு குறையைத் தெரிவிப்பது எப்படி.",
  "blocks.2.paragraphs.0":
    "பார்வையாளர்கள் பள்ளி அலுவலகத்தில் பதிவு செய்துகொள்ள வேண்டும். ஆசிரியரைச் சந்திக்க அலுவலகம் மூலம் முன்அனுமதி பெறுங்கள்.",
} satisfies TamilTexts;
