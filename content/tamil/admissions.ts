import type { TamilTexts } from "./texts";

/** The admissions page in Tamil (`/admissions`, content/group/admissions.ts). */
export default {
  title: "சேர்க்கை",
  description:
    "Vidhyashram (CBSE), Vidhyapeeth (மெட்ரிகுலேஷன்) பள்ளிகளில் {{Admissions year}} சேர்க்கை: வயது வரம்பு, ஆவணங்கள், விண்ணப்பிக்கும் முறை, உதவித் தொகைத் தேர்வு.",
  intro:
    "Vidhyashram, Vidhyapeeth பள்ளிகளில் {{Admissions year}} கல்வியாண்டுக்கான சேர்க்கை தொடங்கியது. Pre KG முதல் 12-ஆம் வகுப்பு வரை.",
  "blocks.0.heading": "சேர்க்கை {{Admissions year}}",
  "blocks.1.heading": "வயது வரம்பு",
  "blocks.1.intro":
    "வகுப்புக்குக் கொடுக்கப்பட்ட தேதியன்றோ அதற்கு முன்போ குழந்தை பிறந்திருக்க வேண்டும். காட்டப்பட்ட நாளில் குறைந்தபட்ச வயதை அடைந்திருக்க வேண்டும். மற்ற வகுப்புகளுக்கான வயதைப் பள்ளி அலுவலகம் சொல்லும்.",
  "blocks.2.heading": "கொண்டு வர வேண்டிய ஆவணங்கள்",
  "blocks.2.intro": "பதிவுப் படிவத்தைக் கொடுக்கும்போது அசல் ஆவணத்தையும் ஒரு நகலையும் கொண்டு வாருங்கள்.",
  "blocks.3.heading": "விண்ணப்பிக்கும் முறை",
  "blocks.4.heading": "விசாரணை அனுப்புங்கள்",
  "blocks.4.intro":
    "அல்லது பள்ளி அலுவலகத்துக்கு நேரில் வாருங்கள்: Vidhyashram {{Vidhyashram office hours}}; Vidhyapeeth {{Vidhyapeeth office hours}}.",
  "blocks.4.links.0.label": "சேர்க்கை விசாரணைப் படிவம்",
  "blocks.4.links.0.description":
    "உங்கள் குழந்தை பற்றியும் விரும்பும் வகுப்பு பற்றியும் சொல்லுங்கள். அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
  "blocks.4.links.1.label": "தொடர்பு கொள்ள",
  "blocks.4.links.1.description": "முகவரிகள், தொலைபேசி எண்கள், மின்னஞ்சல்கள், வரைபடங்கள்.",
  "blocks.5.heading": "அலுவலக நேரம்",
  "blocks.6.heading": "உதவித் தொகைத் தேர்வு",
  "blocks.6.intro":
    "எங்கள் உதவித் தொகைத் தேர்வு திறமையான மாணவர்களுக்கு உதவித் தொகை வழங்குகிறது. யார் எழுதலாம் என்று விதிகளில் படியுங்கள். மாதிரித் தாளில் பயிற்சி செய்யுங்கள். பிறகு இணையத்தில் விண்ணப்பியுங்கள்.",
  "blocks.6.links.0.label": "உதவித் தொகைத் தேர்வுக்கு விண்ணப்பிக்க",
  "blocks.6.links.0.description": "இணைய விண்ணப்பப் படிவம் புதிய தாவலில் திறக்கும்.",
  "blocks.6.links.1.label": "உதவித் தொகைத் தேர்வு விதிகள்",
  "blocks.6.links.1.description": "தகுதி, பாடத்திட்டம், தேர்வு முறை, உதவித் தொகை வழங்குதல்.",
  "blocks.6.links.2.label": "உதவித் தொகைத் தேர்வு: மாதிரித் தாள்",
  "blocks.6.links.2.description": "பயிற்சிக்கு ஒரு மாதிரி வினாத்தாள்.",
  "blocks.7.heading": "மேலும் பயனுள்ளவை",
  "blocks.7.links.0.label": "வசதிகள்",
  "blocks.7.links.0.description": "வளாகங்கள், நூலகங்கள், ஆய்வகங்கள், விளையாட்டு மைதானங்கள்.",
  "blocks.7.links.1.label": "பேருந்து வழித்தடங்கள்",
  "blocks.7.links.1.description": "R1 முதல் R6 வரையிலான வழித்தடங்கள், நிறுத்தங்கள், நேரங்கள்.",
  "blocks.7.links.2.label": "எங்களை ஏன் தேர்ந்தெடுக்க வேண்டும்",
  "blocks.7.links.2.description": "கல்வி, பாடத்திட்டம், மாணவர் வாழ்க்கை.",
} satisfies TamilTexts;
