import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface LocalSmtp {
  server: SMTPServer;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server (the protocol peer nodemailer talks to) that keeps what it receives. Port 0
 * picks a free one; the e2e run passes the port the server under test was configured with, and an
 * `onMail` that hands each mail on to the test workers (e2e/mail-peer.ts).
 */
export async function startSmtp(
  port = 0,
  onMail: (mail: ReceivedMail) => void = () => {},
): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        };
        received.push(mail);
        onMail(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    server,
    port: listening,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
