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
 * picks a free one; the e2e journeys pass the port the server under test was configured with.
 */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
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
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
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
