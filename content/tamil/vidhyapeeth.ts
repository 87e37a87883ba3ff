import type { TamilTexts } from "./texts";

/** Vidhyapeeth's home page in Tamil (`/vidhyapeeth`, content/landing.ts); its alumni's names and degrees stay as given. */
export default {
  "topCarousel.label": "Vidhyapeeth பள்ளியின் சிறப்புகள்",
  "topCarousel.slides.0.title": "Vidhyapeeth உங்களை வரவேற்கிறது",
  "topCarousel.slides.0.description":
    "சிறிய வகுப்புகளால் ஒவ்வொரு குழந்தையின் குரலும் கேட்கப்படும் மெட்ரிகுலேஷன் மேல்நிலைப் பள்ளி.",
  "topCarousel.slides.1.title": "{{Admissions year}} சேர்க்கை தொடங்கியது",
  "topCarousel.slides.1.description": "சேர்க்கை விசாரணையை அனுப்புங்கள். பள்ளி அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
  "topCarousel.slides.2.title": "வளர இடம்",
  "topCarousel.slides.2.description":
    "பரந்த விளையாட்டு மைதானம், நிறைய நூல்கள் உள்ள நூலகம், ஒவ்வொரு அறிவியலுக்கும் ஆய்வகம்.",
  "topCarousel.slides.3.title": "சேவையும் தலைமைப் பண்பும்",
  "topCarousel.slides.3.description": "சாரணர் இயக்கம், சுற்றுச்சூழல் மன்றம், Karuna மன்றம் பொறுப்புணர்வைக் கற்றுத் தருகின்றன.",
  "topCarousel.slides.4.title": "வாழ்க்கைக்கான கல்வி",
  "topCarousel.slides.4.description": "மாநிலப் பாடத்திட்டத்தில் உறுதியான அடித்தளம், விழுமியங்களும் அக்கறையும்.",
  "classrooms.heading": "எங்கள் வகுப்பறைகளுக்குள்",
  "classrooms.intro": "சுமார் 30 குழந்தைகள் கொண்ட வகுப்புகள், சேர்ந்து கற்பதற்காக அமைந்த வகுப்பறைகள்.",
  "classrooms.slides.0.caption": "Pre KG வட்ட நேரம்",
  "classrooms.slides.1.caption": "UKG செயல்பாட்டு மூலை",
  "classrooms.slides.2.caption": "தொடக்க வகுப்புத் தமிழ்",
  "classrooms.slides.3.caption": "ஸ்மார்ட் போர்டு பாடம்",
  "classrooms.slides.4.caption": "நூலக நேரம்",
  "classrooms.slides.5.caption": "வேதியியல் ஆய்வகம்",
  "classrooms.slides.6.caption": "கணினி ஆய்வகம்",
  "classrooms.slides.7.caption": "ஆங்கில மொழி ஆய்வகம்",
  "classrooms.slides.8.caption": "கணித வகுப்பு",
  "reasons.heading": "Vidhyapeeth-ஐ ஏன் தேர்ந்தெடுக்க வேண்டும்",
  "reasons.intro": "பெற்றோர் தம் குழந்தைகளுக்கு எங்களைத் தேர்ந்தெடுக்க ஒன்பது காரணங்கள்.",
  "reasons.items.0.title": "மெட்ரிகுலேஷன் மேல்நிலைப் பள்ளி",
  "reasons.items.0.description":
    "Pre KG முதல் 12-ஆம் வகுப்பு வரை தமிழ்நாடு மாநில மெட்ரிகுலேஷன் பாடத்திட்டம், அக்கறையுடன் கற்பிக்கப்படுகிறது.",
  "reasons.items.1.title": "சிறிய வகுப்புகள்",
  "reasons.items.1.description":
    "சுமார் 30 குழந்தைகள் கொண்ட வகுப்புகள். ஆசிரியர்கள் ஒவ்வொரு குழந்தையையும் கவனிக்க முடியும்.",
  "reasons.items.2.title": "15,000-க்கும் மேற்பட்ட நூல்கள்",
  "reasons.items.2.description":
    "15,000-க்கும் மேற்பட்ட நூல்கள் உள்ள நூலகம். மகிழ்ச்சிக்காகவும் படிப்புக்காகவும் வாசிப்பை ஊக்குவிக்கிறது.",
  "reasons.items.3.title": "பரந்த விளையாட்டு மைதானம்",
  "reasons.items.3.description":
    "கிரிக்கெட், கால்பந்து, கைப்பந்து, கூடைப்பந்து, எறிபந்து போன்றவற்றுக்கு 3585.99 சதுர மீட்டருக்கும் மேற்பட்ட மைதானம்.",
  "reasons.items.4.title": "ஒவ்வொரு பாடத்துக்கும் ஆய்வகம்",
  "reasons.items.4.description": "இயற்பியல், வேதியியல், உயிரியல், கணினி, கணிதம், ஆங்கில மொழி ஆய்வகங்கள்.",
  "reasons.items.5.title": "ஸ்மார்ட் வகுப்பறைகள்",
  "reasons.items.5.description":
    "தொடக்க வகுப்புகள் முதல் மேல்நிலை வகுப்புகள் வரை ஸ்மார்ட் போர்டுகள் பாடங்களைத் தெளிவாகவும் சுவையாகவும் ஆக்குகின்றன.",
  "reasons.items.6.title": "IIT அறிமுகத் திட்டம்",
  "reasons.items.6.description":
    "9 முதல் 12-ஆம் வகுப்பு வரை: பாடத்திட்டத்துடன் IIT, NEET, NTSE, ஒலிம்பியாட் தேர்வுகளுக்கான தயாரிப்பு.",
  "reasons.items.7.title": "பள்ளிப் போக்குவரத்து",
  "reasons.items.7.description":
    "I முதல் VIII வகுப்பு வரை பள்ளிப் பேருந்துகளும் வேன்களும், முதலில் வருவோருக்கு முன்னுரிமை அடிப்படையில்.",
  "reasons.items.8.title": "மன்றங்களும் சமூக சேவையும்",
  "reasons.items.8.description":
    "குருளையர் மற்றும் நீலப்பறவையர், சாரணர் இயக்கம், சுற்றுச்சூழல் மன்றம், Karuna மன்றம் பண்பையும் சேவையையும் வளர்க்கின்றன.",
  "tinyTots.heading": "Tiny Tots கட்டடம் திறக்கப்பட்டது",
  "alumni.heading": "எங்கள் முன்னாள் மாணவர்கள்",
  "alumni.intro": "Vidhyapeeth முன்னாள் மாணவர்கள் இங்கே கற்றதை நாடு முழுவதும் கல்லூரிகளிலும் பணிகளிலும் கொண்டு செல்கின்றனர்.",
  "alumni.formLinkLabel": "முன்னாள் மாணவரா? எங்களிடம் பதிவு செய்யுங்கள்",
  "faq.heading": "அடிக்கடி கேட்கப்படும் கேள்விகள்",
  "faq.items.0.question": "சேர்க்கைக்கு எப்படி விண்ணப்பிப்பது?",
  "faq.items.0.link.label": "சேர்க்கை விசாரணை அனுப்புங்கள்",
  "faq.items.1.question": "என்னென்ன ஆவணங்கள் தேவை?",
  "faq.items.2.question": "ஒவ்வொரு வகுப்புக்கும் வயது வரம்பு என்ன?",
  "faq.items.3.question": "சேர்க்கை நடைமுறை என்ன?",
  "faq.items.4.question": "Vidhyapeeth பள்ளி எங்கே அமைந்துள்ளது?",
  "faq.items.4.link.label": "எங்களைத் தொடர்பு கொண்டு பள்ளியைக் கண்டறியுங்கள்",
} satisfies TamilTexts;
