import { catalogue } from "./catalogue";

/**
 * The fixed words of the academic calendar (its page, an event's page, "Upcoming events" on the home
 * and school pages) and of how an event's days and times are said (app/lib/events/format.ts), in
 * English and Tamil (decision 0030). Dates inside these words are already in the page's language.
 */
export const calendarWords = catalogue(
  {
    home: "Home",
    academicCalendar: "Academic calendar",
    /** A school's calendar: its title, with the school's name. */
    schoolCalendar: (school: string) => `Academic calendar: ${school}`,
    bothSchools: "both schools",
    /** The page's description: whose events (a school's name or "both schools"). */
    description: (who: string) =>
      `Examinations, holidays, PTA meetings and celebrations of ${who}, by month, with a calendar feed to subscribe to.`,
    /** The title of the page's link to its calendar feed. */
    feedTitle: (who: string) => `Academic calendar of ${who}`,
    groupIntro: "Examinations, holidays, PTA meetings and celebrations of both schools.",
    schoolIntro: (school: string) =>
      `Examinations, holidays, PTA meetings and celebrations of ${school}, with those of both schools.`,
    eventNotFound: "Event not found",
    when: "When",
    where: "Where",
    indiaTime: "India time",
    document: "Document",
    addToCalendar: "Add to your calendar",
    addToGoogle: "Add to Google Calendar",
    downloadIcs: "Download (.ics)",
    fullCalendar: "Full calendar",
    upcomingEvents: "Upcoming events",
    noUpcomingEvents: "No upcoming events.",
    /** The month table's caption: the month in words. */
    eventsOf: (month: string) => `Events of ${month}`,
    noEventsIn: (month: string) => `No events in ${month}.`,
    calendarNav: "Calendar",
    previousMonth: "(previous month)",
    nextMonth: "(next month)",
    listView: "List of upcoming events",
    monthView: "Month view",
    subscribe: "Subscribe",
    subscribeText:
      "Add this calendar to your phone's calendar: new and changed events then appear there by themselves.",
    subscribeInApp: "Subscribe in your calendar app",
    calendarFile: "Calendar file (.ics)",
    googleHelp:
      "Google Calendar: on a computer, open Other calendars, choose “From URL” and paste the address above.",
    /** An event over the whole of one day, or of several (the days already in words). */
    allDay: (day: string) => `${day} (all day)`,
    allDays: (first: string, last: string) => `${first} to ${last} (all day)`,
    /** From a start to an end (days or times already in words). */
    fromTo: (start: string, end: string) => `${start} to ${end}`,
    exam: "Exam",
    holiday: "Holiday",
    pta: "PTA meeting",
    celebration: "Celebration",
    other: "Other",
  },
  {
    home: "முகப்பு",
    academicCalendar: "கல்வியாண்டு நாள்காட்டி",
    schoolCalendar: (school) => `கல்வியாண்டு நாள்காட்டி: ${school}`,
    bothSchools: "இரு பள்ளிகள்",
    description: (who) =>
      `${who}: தேர்வுகள், விடுமுறைகள், பெற்றோர்-ஆசிரியர் கூட்டங்கள், விழாக்கள் மாதவாரியாக; உங்கள் நாள்காட்டியில் சேர்க்கும் வசதியுடன்.`,
    feedTitle: (who) => `${who}: கல்வியாண்டு நாள்காட்டி`,
    groupIntro: "இரு பள்ளிகளின் தேர்வுகள், விடுமுறைகள், பெற்றோர்-ஆசிரியர் கூட்டங்கள், விழாக்கள்.",
    schoolIntro: (school) =>
      `${school} பள்ளியின் தேர்வுகள், விடுமுறைகள், பெற்றோர்-ஆசிரியர் கூட்டங்கள், விழாக்கள், இரு பள்ளிகளுக்கும் உரியவற்றுடன்.`,
    eventNotFound: "நிகழ்வு கிடைக்கவில்லை",
    when: "எப்போது",
    where: "எங்கே",
    indiaTime: "இந்திய நேரம்",
    document: "ஆவணம்",
    addToCalendar: "உங்கள் நாள்காட்டியில் சேர்க்க",
    addToGoogle: "Google நாள்காட்டியில் சேர்க்க",
    downloadIcs: "பதிவிறக்கம் (.ics)",
    fullCalendar: "முழு நாள்காட்டி",
    upcomingEvents: "வரவிருக்கும் நிகழ்வுகள்",
    noUpcomingEvents: "வரவிருக்கும் நிகழ்வுகள் இல்லை.",
    eventsOf: (month) => `${month} நிகழ்வுகள்`,
    noEventsIn: (month) => `${month} மாதத்தில் நிகழ்வுகள் இல்லை.`,
    calendarNav: "நாள்காட்டி",
    previousMonth: "(முந்தைய மாதம்)",
    nextMonth: "(அடுத்த மாதம்)",
    listView: "வரவிருக்கும் நிகழ்வுகளின் பட்டியல்",
    monthView: "மாதக் காட்சி",
    subscribe: "நாள்காட்டியில் பெற",
    subscribeText: "இந்த நாள்காட்டியை உங்கள் தொலைபேசியின் நாள்காட்டியில் சேர்த்தால், புதிய, மாறிய நிகழ்வுகள் தாமாகவே அங்கே தெரியும்.",
    subscribeInApp: "உங்கள் நாள்காட்டி செயலியில் சேர்க்க",
    calendarFile: "நாள்காட்டிக் கோப்பு (.ics)",
    googleHelp:
      "Google நாள்காட்டி: கணினியில் Other calendars-ஐத் திறந்து “From URL” என்பதைத் தேர்ந்தெடுத்து, மேலே உள்ள முகவரியை ஒட்டவும்.",
    allDay: (day) => `${day} (நாள் முழுவதும்)`,
    allDays: (first, last) => `${first} முதல் ${last} வரை (நாள் முழுவதும்)`,
    fromTo: (start, end) => `${start} முதல் ${end} வரை`,
    exam: "தேர்வு",
    holiday: "விடுமுறை",
    pta: "பெற்றோர்-ஆசிரியர் கூட்டம்",
    celebration: "விழா",
    other: "பிற",
  },
);
