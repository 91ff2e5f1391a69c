import type { ChannelSyncMessages } from "../id/channel-sync";

const channelSync: ChannelSyncMessages = {
  channelSync: {
    errors: {
      bad_url: "This calendar address is not valid. Copy the full iCal (.ics) address from the OTA, starting with https://, with no user name or password, at most 2000 characters.",
      not_https: "The calendar address must start with https://. Copy the secure iCal address from the OTA's calendar settings.",
      private_host: "This address points to a local or private network, not to an OTA. Use the public iCal address from Booking.com, Airbnb, Traveloka, etc.",
      too_many_redirects: "This address redirects too many times. Copy the current iCal address from the OTA.",
      timeout: "The OTA did not answer within 10 seconds. The sync is retried automatically; if it keeps failing, check the address.",
      too_large: "The calendar is larger than 1 MB. Check that the address is one unit's calendar, not the whole account's.",
      http_status: "The OTA answered with an error (HTTP {{detail}}). Check the address, or create a new iCal address at the OTA.",
      network: "The OTA could not be reached. The sync is retried automatically; if it keeps failing, check the address.",
      not_calendar: "This address does not return an iCal calendar. Copy the calendar export (.ics) address from the OTA, not its web page.",
      too_many_conflicts: "This calendar clashes with too many nights already taken on this unit ({{detail}} nights) to be imported at once. Nothing was changed. Check whether another calendar on this unit comes from the same OTA, and remove one of them.",
      apply_failed: "The calendar was read but could not be saved here. Nothing was changed; the sync is retried automatically. If it keeps failing, contact the administrator.",
      duplicate: "A calendar with this address is already added to this unit.",
      unknownUnit: "This unit does not exist or is not active. Choose an active unit.",
      badLabel: "Name the calendar's source (1–60 characters), for example \"Airbnb\".",
    },
    email: {
      subject: "Calendar conflict: {{unit}} ({{source}})",
      greeting: "Hello {{hotel}} team,",
      intro: "The {{source}} calendar marks {{unit}} busy on nights already sold on our site. These nights are NOT held for {{source}}; a unit may be sold twice.",
      stay: "{{source}} event: {{cekin}} – {{cekout}}.",
      night: "Night of {{night}}: booking {{kode}}",
      nightHeld: "Night of {{night}}: already closed (a block or another calendar)",
      todo: "Contact the guest or the OTA to move one of the bookings, then check the front desk calendar.",
      action: "Open the front desk calendar",
      fallback: "If the button does not work, open this address:",
      more: "{{nights}} more clashing nights are not listed here; see them all on the front desk calendar.",
    },
  },
};

export default channelSync;
