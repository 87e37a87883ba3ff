import type { BusRoutes } from "./schemas/bus-routes";

/**
 * The school buses (spec 2.2 "/Bus-Routes", spec 9): routes R1 to R6, each a list of stages with the
 * morning pick-up time (about 7:15 to 8:00 AM) and the afternoon drop-off time (about 3:50 to 4:50 PM).
 * The bus collects from the farthest stage first and drops it last. The stop names are placeholders for
 * the transport office's own list; change them here and every page follows.
 */
export const busRoutes: BusRoutes = {
  intro:
    "Six school bus routes serve the town and the villages around it. Find your stop below to see which route calls there, and when. Transport is available for Grades I to VIII.",
  routes: [
    {
      code: "R1",
      name: "Puthur – Bus Stand – School",
      stages: [
        { stop: "Puthur", pickUp: "7:15 AM", dropOff: "4:44 PM" },
        { stop: "Melpatti", pickUp: "7:22 AM", dropOff: "4:35 PM" },
        { stop: "Kottaimedu", pickUp: "7:29 AM", dropOff: "4:26 PM" },
        { stop: "Check Post", pickUp: "7:36 AM", dropOff: "4:17 PM" },
        { stop: "Bus Stand", pickUp: "7:43 AM", dropOff: "4:08 PM" },
        { stop: "Gandhi Nagar", pickUp: "7:50 AM", dropOff: "3:59 PM" },
        { stop: "Nehru Street", pickUp: "8:00 AM", dropOff: "3:50 PM" },
      ],
    },
    {
      code: "R2",
      name: "Keezhur – Railway Station – School",
      stages: [
        { stop: "Keezhur", pickUp: "7:17 AM", dropOff: "4:46 PM" },
        { stop: "Lake View", pickUp: "7:24 AM", dropOff: "4:37 PM" },
        { stop: "Indira Nagar", pickUp: "7:31 AM", dropOff: "4:28 PM" },
        { stop: "Railway Station", pickUp: "7:38 AM", dropOff: "4:19 PM" },
        { stop: "Market Road", pickUp: "7:45 AM", dropOff: "4:10 PM" },
        { stop: "Temple Junction", pickUp: "7:52 AM", dropOff: "4:01 PM" },
        { stop: "Nehru Street", pickUp: "8:00 AM", dropOff: "3:52 PM" },
      ],
    },
    {
      code: "R3",
      name: "Anna Nagar – Collector Office – School",
      stages: [
        { stop: "Thiruvalluvar Nagar", pickUp: "7:19 AM", dropOff: "4:49 PM" },
        { stop: "Anna Nagar", pickUp: "7:27 AM", dropOff: "4:38 PM" },
        { stop: "MGR Nagar", pickUp: "7:35 AM", dropOff: "4:27 PM" },
        { stop: "Collector Office", pickUp: "7:43 AM", dropOff: "4:16 PM" },
        { stop: "Government Hospital", pickUp: "7:51 AM", dropOff: "4:05 PM" },
        { stop: "Police Quarters", pickUp: "8:00 AM", dropOff: "3:54 PM" },
      ],
    },
    {
      code: "R4",
      name: "Vellore Road – Old Town – School",
      stages: [
        { stop: "Vellore Road", pickUp: "7:15 AM", dropOff: "4:44 PM" },
        { stop: "Kamaraj Salai", pickUp: "7:22 AM", dropOff: "4:35 PM" },
        { stop: "Old Town", pickUp: "7:29 AM", dropOff: "4:26 PM" },
        { stop: "Bharathi Nagar", pickUp: "7:36 AM", dropOff: "4:17 PM" },
        { stop: "Market Road", pickUp: "7:43 AM", dropOff: "4:08 PM" },
        { stop: "Gandhi Nagar", pickUp: "7:50 AM", dropOff: "3:59 PM" },
        { stop: "Periyar Nagar", pickUp: "8:00 AM", dropOff: "3:50 PM" },
      ],
    },
    {
      code: "R5",
      name: "Sathya Nagar – Periyar Nagar – School",
      stages: [
        { stop: "Sathya Nagar", pickUp: "7:17 AM", dropOff: "4:47 PM" },
        { stop: "Rajaji Street", pickUp: "7:25 AM", dropOff: "4:36 PM" },
        { stop: "VOC Nagar", pickUp: "7:33 AM", dropOff: "4:25 PM" },
        { stop: "Periyar Nagar", pickUp: "7:41 AM", dropOff: "4:14 PM" },
        { stop: "Bus Stand", pickUp: "7:49 AM", dropOff: "4:03 PM" },
        { stop: "Temple Junction", pickUp: "8:00 AM", dropOff: "3:52 PM" },
      ],
    },
    {
      code: "R6",
      name: "Ponnur – Lake View – School",
      stages: [
        { stop: "Ponnur", pickUp: "7:19 AM", dropOff: "4:48 PM" },
        { stop: "Sengunthapuram", pickUp: "7:25 AM", dropOff: "4:39 PM" },
        { stop: "Lake View", pickUp: "7:31 AM", dropOff: "4:30 PM" },
        { stop: "Pillaiyar Koil Street", pickUp: "7:37 AM", dropOff: "4:21 PM" },
        { stop: "Anna Nagar", pickUp: "7:43 AM", dropOff: "4:12 PM" },
        { stop: "Railway Station", pickUp: "7:49 AM", dropOff: "4:03 PM" },
        { stop: "Government Hospital", pickUp: "8:00 AM", dropOff: "3:54 PM" },
      ],
    },
  ],
  notes: [
    "Times are approximate and can change by a few minutes with traffic and weather. Please be at the stop five minutes early.",
    "Bus stops are fixed; the bus cannot stop anywhere else.",
    "To join or leave a route, contact the transport desk at the school office; a week's notice is needed to stop using the bus.",
  ],
};
