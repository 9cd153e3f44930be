/** One outgoing e-mail with a text and an HTML body. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

/** Where a message went: an SMTP server, or a file in the outbox folder. */
export type MailReceipt = { transport: 'smtp'; messageId: string } | { transport: 'outbox'; path: string };

/** The mail adapter: one interface, an SMTP implementation and a local outbox one. */
export type Mailer = {
  send: (message: MailMessage) => Promise<MailReceipt>;
  close: () => void;
};
