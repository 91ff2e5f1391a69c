import type { ChatMessages } from "../id/chat";

const chat: ChatMessages = {
  chat: {
    guestForm: {
      title: "Please enter your e-mail and name",
      name: "Name",
      email: "E-mail",
      ok: "OK",
      cancel: "Cancel",
    },
    offlineForm: {
      title: "Leave a message",
      text: "Message",
      send: "Send",
      sent: "Thank you, we have received your message. We will reply by e-mail.",
    },
    errors: {
      nameRequired: "Your name is required.",
      nameTooLong: "Your name cannot be longer than 50 characters.",
      emailRequired: "Your e-mail is required.",
      emailInvalid: "Your e-mail is invalid.",
      emailTooLong: "Your e-mail cannot be longer than 100 characters.",
      textRequired: "A message is required.",
      textTooLong: "The message cannot be longer than {{max}} characters.",
      tooManyOfflineMessages: "Too many messages from your address. Please try again in a while.",
    },
    socket: {
      badFrame: "The server could not read that message.",
      messageEmpty: "An empty message is not sent.",
      messageTooLong: "A message cannot be longer than {{max}} characters.",
      rateLimited: "Too many messages. Wait a moment, then send again.",
      operatorOffline: "Sorry, our operators are offline. Please try again in a while",
      operatorsBusy: "All our operators are busy with other guests. Your messages are kept and will be answered as soon as one is free.",
      notAllowed: "This action is not allowed.",
      serverError: "Something went wrong on the server. Please try again.",
    },
    refusal: {
      crossSite: "Chat connection refused: the request came from another site.",
      signInRequired: "Please enter your name and e-mail, or sign in, to start a chat.",
      forbidden: "You may not open this conversation.",
      badRequest: "Invalid chat request.",
      upgradeRequired: "This address only accepts WebSocket connections.",
    },
    replyEmail: {
      subject: "Our operator has answered your chat",
      greeting: "Hello {{name}},",
      intro: "Our operator answered you in the chat after you had left the page:",
      more: "Open the chat to read the whole conversation and reply.",
      action: "Open the chat",
      linkFallback: "If the button does not work, copy this link into your browser:",
      signature: "Warm regards,\nThe Agrowisata team",
      footer: "This e-mail was sent automatically by {{site}} because you started a chat there.",
    },
    staffEmail: {
      storedSubject: "Chat message (operators offline)",
      subject: "Chat message left while operators were offline, from {{nama}}",
      intro: "A visitor left a message in the chat while no operator was online.",
      from: "From",
      message: "Message",
      replyHint: "Reply directly to the visitor's e-mail address.",
    },
  },
};

export default chat;
