import type { TapeChartMessages } from "../id/tape-chart";

const tapeChart: TapeChartMessages = {
  tapeChart: {
    lead: "Every estate on one screen, one row per room. Click a booking to open it, click an empty cell for a walk-in.",
    hotel: "Estate",
    allHotels: "All estates",
    roomType: "Room type",
    allRoomTypes: "All room types",
    roomTypeOption: "{{hotel}} — {{type}}",
    days: "Range",
    daysOption_one: "{{count}} day",
    daysOption_other: "{{count}} days",
    caption: "Occupancy from {{from}} to {{to}}",
    today: "Today",
    weekend: "Weekend",
    units_one: "{{count}} room",
    units_other: "{{count}} rooms",
    freeCell: "Room {{unit}}, {{date}}: empty — create a walk-in",
    bar: "{{guest}} ({{kode}}): {{status}}, {{channel}}, room {{unit}}, {{from}} – {{to}}",
    continuesBefore: "continues from before",
    continuesAfter: "continues after",
    tone: {
      waiting: "Held",
      booked: "Booked",
      in: "In house",
      out: "Checked out",
      noshow: "No-show",
    },
    toneMeaning: {
      waiting: "Waiting for payment (striped)",
      booked: "Occupied: booked, paid or paying at the property",
      in: "Guest checked in (thick left edge)",
      out: "Checked out (faded)",
      noshow: "Guest did not come (dotted)",
    },
    channel: {
      WEB: "Web",
      OFFLINE: "Desk",
    },
    channelLegend: "Channel: Web = website, Desk = front desk, an OTA name = sold on another channel",
    conflictsLink: "Conflicts at {{hotel}}",
    noUnits: "No rooms for this selection yet.",
    errors: {
      badQuery:
        "Invalid calendar parameters. Estate and room type must come from the list, dates use YYYY-MM-DD and the range is 7 to 31 days.",
    },
    search: {
      label: "Search guest or code",
      hint: "Guest name, phone number, e-mail or booking code",
      tooLong: "The search is too long: at most {{max}} characters.",
      contact: "Contact",
    },
  },
};

export default tapeChart;
