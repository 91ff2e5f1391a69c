import type { ChatConsoleMessages } from "../id/chat-console";

const chatConsole: ChatConsoleMessages = {
  chatConsole: {
    title: "Visitor chat",
    online: "You are online",
    offline: "You are offline",
    goOnline: "Online",
    goOffline: "Offline",
    availability: "Availability",
    connecting: "Connecting…",
    reconnecting: "Connection lost, reconnecting…",
    waiting: "Waiting for an operator",
    mine: "My conversations",
    others: "Other operators",
    none: "No conversations yet.",
    select: "Choose a conversation on the left.",
    unread_one: "{{count}} unread",
    unread_other: "{{count}} unread",
    guestTyping: "{{name}} is typing…",
    guest: "Guest",
    notificationsEnable: "Turn on notifications",
    notificationsOn: "Notifications are on",
    notificationsBlocked: "Notifications are blocked by the browser",
    newChat: "New chat from {{name}}",
    newMessage: "New message from {{name}}",
    conversations: "Conversations",
    canned: "Quick replies",
    needsScript: "This page needs JavaScript to take chats.",
    guestNumbered: "Guest #{{id}}",
    conversationWith: "Conversation with {{name}}",
    noMessages: "No messages.",
    guestPage: "On the page",
    cannedReplies: {
      greeting: "Hello, thank you for contacting Agrowisata. How can we help you?",
      moment: "Please wait a moment while we check.",
      booking: "To book a room, choose your dates and room on the search page, then follow the booking steps.",
      thanks: "Thank you, have a pleasant day!",
    },
  },
};

export default chatConsole;
