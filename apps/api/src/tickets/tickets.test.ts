import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffTicketResponseSchema, type TicketDetail } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  solveHumanCheck,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pdf, screenshot } from '../../test/support/files';
import { type MultipartFile, multipartBody } from '../../test/support/multipart';
import { type LocalSmtp, startSmtp } from '../../test/support/smtp';
import { adminAuditLog } from '../admin/admin.schema';
import { isPlainPdf } from '../attachments/pdf-check';
import { users } from '../auth/auth.schema';
import { notifications } from '../notifications/notifications.schema';
import { checkout, createTestOffer } from '../orders/orders.test-support';
import { tickets } from './tickets.schema';
import { averageFirstReplySeconds } from './tickets.service';

const kinds = await databaseKinds();

const validTicket = {
  type: 'Payment',
  title: 'Charged twice for one order',
  description: 'My card shows two charges of 19.99 USD from this morning.',
  email: 'Buyer@Example.com',
  phone: '+48 600 100 200',
  notifyOnAnswer: true,
};

describe('attachments are recognised by content', () => {
  it('takes a plain PDF and refuses text, scripts and appended archives', () => {
    expect(isPlainPdf(pdf())).toBe(true);
    expect(isPlainPdf(Buffer.from('just some text pretending to be a PDF document\n'.repeat(4)))).toBe(false);
    expect(isPlainPdf(pdf('/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>'))).toBe(false);
    expect(isPlainPdf(Buffer.concat([pdf(), Buffer.from('PK\u0003\u0004 zipped payload')]))).toBe(false);
    expect(isPlainPdf(Buffer.concat([Buffer.from('<html>'), pdf()]))).toBe(false);
  });
});

describe.each(kinds)('help desk on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let support: RegisteredUser;
  let admin: RegisteredUser;
  let seller: RegisteredUser;
  let offerId: string;
  let uploadsDir: string;
  let png: Buffer;

  const withRoles = async (user: RegisteredUser, roles: string[]) => {
    await ctx.database.db.update(users).set({ roles }).where(eq(users.id, user.userId));
  };

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-tickets-'));
    ctx = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
    [owner, other, support, admin, seller] = await Promise.all([
      registerUser(ctx.app, 'asker'),
      registerUser(ctx.app, 'other'),
      registerUser(ctx.app, 'agent'),
      registerUser(ctx.app, 'boss'),
      registerUser(ctx.app, 'seller'),
    ]);
    await withRoles(support, ['user', 'support']);
    await withRoles(admin, ['user', 'admin']);
    offerId = await createTestOffer(ctx.database.db, seller.userId, {
      title: 'Cheap gold, too good to be true',
    });
    png = await screenshot();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const create = async (body: Record<string, unknown> = validTicket, token = owner.token) => {
    const response = await call('POST', '/api/v1/tickets', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().ticket as TicketDetail;
  };
  const upload = (files: Array<Omit<MultipartFile, 'field'>>, token: string | null = owner.token) => {
    const fields = Object.fromEntries(
      Object.entries(validTicket).map(([key, value]) => [key, String(value)]),
    );
    const body = multipartBody(
      files.map((file) => ({ ...file, field: 'attachments' })),
      fields,
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const ticketFiles = () => {
    try {
      return readdirSync(path.join(uploadsDir, 'tickets')).sort();
    } catch {
      return [];
    }
  };

  it.runIf(available)('opens a ticket; only its owner and staff see it', async () => {
    const ticket = await create();
    expect(ticket).toMatchObject({
      type: 'Payment',
      topic: 'payment',
      source: 'profile',
      status: 'open',
      contactEmail: 'buyer@example.com',
      phone: '+48 600 100 200',
      notifyOnAnswer: true,
      replies: [],
      attachments: [],
      firstReplyAt: null,
    });
    const created = await call('POST', '/api/v1/tickets', owner.token, { ...validTicket, type: 'Technical' });
    expect(created.json().messageId).toBe('success.ticketSubmitted');

    const mine = (await call('GET', '/api/v1/tickets', owner.token)).json();
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(ticket.id);
    const theirs = (await call('GET', '/api/v1/tickets', other.token)).json();
    expect(theirs.items.map((item: { id: string }) => item.id)).not.toContain(ticket.id);

    const url = `/api/v1/tickets/${ticket.id}`;
    expect((await call('GET', url, owner.token)).statusCode).toBe(200);
    expect((await call('GET', url, other.token)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/tickets', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/tickets', null, validTicket)).statusCode).toBe(401);

    const staffUrl = `/api/v1/admin/tickets/${ticket.id}`;
    expect((await call('GET', staffUrl, support.token)).json().ticket.requester).toEqual({
      userId: owner.userId,
      username: owner.username,
    });
    expect((await call('GET', staffUrl, admin.token)).statusCode).toBe(200);
    expect((await call('GET', staffUrl, owner.token)).statusCode).toBe(403);
    expect((await call('GET', staffUrl, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/admin/tickets', other.token)).statusCode).toBe(403);
  });

  it.runIf(available)(
    'answers 401 to guests and 403 to plain users on every staff route, and changes nothing',
    async () => {
      const ticket = await create();
      const before = await snapshotDatabase(ctx.database);
      const staffRoutes: Array<['GET' | 'POST', string, unknown?]> = [
        ['GET', '/api/v1/admin/tickets'],
        ['GET', '/api/v1/admin/tickets/first-reply'],
        ['GET', `/api/v1/admin/tickets/${ticket.id}`],
        ['POST', `/api/v1/admin/tickets/${ticket.id}/replies`, { body: 'hello' }],
        ['POST', `/api/v1/admin/tickets/${ticket.id}/close`],
        ['POST', `/api/v1/admin/tickets/${ticket.id}/assign`, { assigneeId: null }],
      ];
      for (const [method, url, body] of staffRoutes) {
        expect((await call(method, url, null, body)).statusCode, `${method} ${url} as guest`).toBe(401);
        expect((await call(method, url, owner.token, body)).statusCode, `${method} ${url} as user`).toBe(403);
      }
      const userRoutes: Array<['GET' | 'POST', string, unknown?]> = [
        ['GET', `/api/v1/tickets/${ticket.id}`],
        ['POST', `/api/v1/tickets/${ticket.id}/replies`, { body: 'hello' }],
        ['POST', `/api/v1/tickets/${ticket.id}/close`],
      ];
      for (const [method, url, body] of userRoutes) {
        expect((await call(method, url, null, body)).statusCode, `${method} ${url} as guest`).toBe(401);
        // Someone else's ticket does not exist for them, staff included (they use the staff routes).
        for (const token of [other.token, support.token, admin.token]) {
          expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('filters by the topics of spec §3, searches and pages the own list', async () => {
    const lister = await registerUser(ctx.app, 'lister');
    await create({ ...validTicket, type: 'Account', title: 'Cannot change my username' }, lister.token);
    await create({ ...validTicket, type: 'Technical', title: 'Chat does not load' }, lister.token);
    await create(
      { ...validTicket, type: 'General', topic: 'feedback', title: 'Love the site' },
      lister.token,
    );
    const refund = await create(
      { ...validTicket, type: 'Other', topic: 'productReturn', title: 'Return a wrong key' },
      lister.token,
    );
    const list = async (query: string) =>
      (await call('GET', `/api/v1/tickets?${query}`, lister.token)).json() as {
        items: Array<{ title: string; topic: string | null }>;
        total: number;
      };
    expect((await list('filter=account')).items.map((item) => item.title)).toEqual([
      'Cannot change my username',
    ]);
    expect((await list('filter=technical')).items.map((item) => item.title)).toEqual(['Chat does not load']);
    expect((await list('filter=feedback')).items.map((item) => item.title)).toEqual(['Love the site']);
    expect((await list('filter=productReturn')).total).toBe(1);
    expect((await list('filter=fraud')).total).toBe(0);
    expect((await list('q=WRONG key')).items.map((item) => item.title)).toEqual(['Return a wrong key']);
    expect((await list(`q=%23${refund.id.slice(0, 8).toUpperCase()}`)).total).toBe(1);
    expect((await list('q=100%25')).total).toBe(0);
    const firstPage = await list('pageSize=3&page=1');
    const secondPage = await list('pageSize=3&page=2');
    expect(firstPage.total).toBe(4);
    expect(firstPage.items).toHaveLength(3);
    expect(secondPage.items.map((item) => item.title)).toEqual(['Cannot change my username']);
    const bad = await call('GET', '/api/v1/tickets?filter=everything', lister.token);
    expect(bad.statusCode).toBe(400);
  });

  it.runIf(available)('refuses bad input with its code and stores nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    const cases: Array<[Record<string, unknown>, number, string, Record<string, string>?]> = [
      [{ ...validTicket, email: '  ' }, 400, 'VALIDATION_FAILED', { email: 'ticketEmailRequired' }],
      [{ ...validTicket, email: 'not-an-email' }, 400, 'VALIDATION_FAILED', { email: 'invalidEmail' }],
      [{ ...validTicket, type: 'Refund' }, 400, 'VALIDATION_FAILED', { type: 'invalid' }],
      [{ ...validTicket, title: '   ' }, 400, 'VALIDATION_FAILED', { title: 'required' }],
      [
        { ...validTicket, description: 'x'.repeat(5001) },
        400,
        'VALIDATION_FAILED',
        { description: 'tooLong' },
      ],
      [{ ...validTicket, phone: 'call me maybe' }, 400, 'VALIDATION_FAILED', { phone: 'invalidFormat' }],
      [{ ...validTicket, topic: 'offerReport' }, 400, 'VALIDATION_FAILED'],
      [{ ...validTicket, status: 'closed' }, 400, 'VALIDATION_FAILED'],
      [{ ...validTicket, orderId: crypto.randomUUID() }, 400, 'TICKET_ORDER_NOT_FOUND'],
    ];
    for (const [body, status, code, fields] of cases) {
      const response = await call('POST', '/api/v1/tickets', owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorCode(response)).toBe(code);
      if (fields) expect(response.json().error.fields).toMatchObject(fields);
    }
    const ticket = (await call('GET', '/api/v1/tickets?pageSize=1', owner.token)).json().items[0];
    const after = await snapshotDatabase(ctx.database);
    // The list read above changes nothing either; compare after every refusal.
    expect(after).toEqual(before);
    const emptyReply = await call('POST', `/api/v1/tickets/${ticket.id}/replies`, owner.token, {
      body: '  ',
    });
    expect(emptyReply.statusCode).toBe(400);
    const badAssign = await call('POST', `/api/v1/admin/tickets/${ticket.id}/assign`, admin.token, {
      assigneeId: other.userId,
    });
    expect(errorCode(badAssign)).toBe('TICKET_ASSIGNEE_NOT_STAFF');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'takes an order ID of the asker’s own orders only (as buyer or as seller; not another user’s, not staff’s)',
    async () => {
      const bought = await checkout(ctx.app, owner.token, { offerId, quantity: 1, paymentMethod: 'card' });
      expect(bought.statusCode, bought.body).toBe(201);
      const orderId: string = bought.json().order.id;
      const asBuyer = await create({ ...validTicket, orderId });
      expect(asBuyer).toMatchObject({ orderId, topic: 'transaction' });
      const asSeller = await create(
        { ...validTicket, type: 'Other', topic: 'productReturn', orderId },
        seller.token,
      );
      expect(asSeller).toMatchObject({ orderId, topic: 'productReturn' });
      const before = await snapshotDatabase(ctx.database);
      // The form lists only the asker's orders; the API checks it again for any order id sent.
      for (const token of [other.token, support.token, admin.token]) {
        const stranger = await call('POST', '/api/v1/tickets', token, { ...validTicket, orderId });
        expect([stranger.statusCode, errorCode(stranger)]).toEqual([400, 'TICKET_ORDER_NOT_FOUND']);
      }
      expect((await call('POST', '/api/v1/tickets', null, { ...validTicket, orderId })).statusCode).toBe(401);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('keeps images and PDFs, and lets only the owner and staff download them', async () => {
    const response = await upload([
      { filename: 'screenshot.png', contentType: 'image/png', data: png },
      { filename: '../../etc/receipt.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json().ticket as TicketDetail;
    expect(ticket.notifyOnAnswer).toBe(true);
    expect(ticket.attachments.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      { fileName: 'receipt.pdf', contentType: 'application/pdf' },
      { fileName: 'screenshot.png', contentType: 'image/png' },
    ]);
    const [document, image] = ticket.attachments;
    const download = (url: string, token: string | null) =>
      ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
    const mine = await download(image?.url ?? '', owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(png)).toBe(true);
    const staff = await download(document?.url ?? '', support.token);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toContain('attachment; filename="receipt.pdf"');
    expect((await download(document?.url ?? '', admin.token)).statusCode).toBe(200);
    expect((await download(document?.url ?? '', other.token)).statusCode).toBe(404);
    expect((await download(document?.url ?? '', null)).statusCode).toBe(401);
    const wrongTicket = `/api/v1/tickets/${crypto.randomUUID()}/attachments/${document?.id}`;
    expect((await download(wrongTicket, owner.token)).statusCode).toBe(404);
  });

  it.runIf(available)('refuses files that are not what they claim and leaves nothing on disk', async () => {
    const before = await snapshotDatabase(ctx.database);
    const filesBefore = ticketFiles();
    const text = Buffer.from('Dear support, this is plain text with a PDF name.\n'.repeat(10));
    const zipAppended = Buffer.concat([png, Buffer.from('PK\u0003\u0004'), Buffer.alloc(512, 7)]);
    const scriptPdf = pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>');
    const htmlPng = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const cases: Array<[Array<Omit<MultipartFile, 'field'>>, number, string]> = [
      [
        [{ filename: 'invoice.pdf', contentType: 'application/pdf', data: text }],
        415,
        'TICKET_ATTACHMENT_UNSUPPORTED',
      ],
      [
        [{ filename: 'shot.png', contentType: 'image/png', data: zipAppended }],
        415,
        'TICKET_ATTACHMENT_UNSUPPORTED',
      ],
      [
        [{ filename: 'doc.pdf', contentType: 'application/pdf', data: scriptPdf }],
        415,
        'TICKET_ATTACHMENT_UNSUPPORTED',
      ],
      [
        [{ filename: 'shot.png', contentType: 'image/png', data: htmlPng }],
        415,
        'TICKET_ATTACHMENT_UNSUPPORTED',
      ],
      [
        // One good file and one bad: the whole ticket is refused, the good file is not kept either.
        [
          { filename: 'ok.png', contentType: 'image/png', data: png },
          { filename: 'bad.pdf', contentType: 'application/pdf', data: text },
        ],
        415,
        'TICKET_ATTACHMENT_UNSUPPORTED',
      ],
      [
        Array.from({ length: 4 }, (_, i) => ({ filename: `${i}.png`, contentType: 'image/png', data: png })),
        400,
        'TICKET_TOO_MANY_ATTACHMENTS',
      ],
      [
        [
          {
            filename: 'big.pdf',
            contentType: 'application/pdf',
            data: Buffer.alloc(5 * 1024 * 1024 + 1, 32),
          },
        ],
        413,
        'TICKET_ATTACHMENT_TOO_LARGE',
      ],
    ];
    for (const [files, status, code] of cases) {
      const response = await upload(files);
      expect(response.statusCode, files.map((file) => file.filename).join()).toBe(status);
      expect(errorCode(response)).toBe(code);
    }
    expect(
      (await upload([{ filename: 'ok.png', contentType: 'image/png', data: png }], null)).statusCode,
    ).toBe(401);
    expect(ticketFiles()).toEqual(filesBefore);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'threads replies: support answers (notified, first reply timed), the user replies and closes',
    async () => {
      const ticket = await create({ ...validTicket, notifyOnAnswer: false });
      const userUrl = `/api/v1/tickets/${ticket.id}`;
      const staffUrl = `/api/v1/admin/tickets/${ticket.id}`;
      expect((await call('POST', `${userUrl}/replies`, other.token, { body: 'me too' })).statusCode).toBe(
        404,
      );
      expect((await call('POST', `${userUrl}/replies`, null, { body: 'me too' })).statusCode).toBe(401);
      expect(
        (await call('POST', `${staffUrl}/replies`, owner.token, { body: 'self-answer' })).statusCode,
      ).toBe(403);

      const answered = await call('POST', `${staffUrl}/replies`, support.token, {
        body: 'Refund is on its way.',
      });
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.json().ticket).toMatchObject({ status: 'answered', firstReplyAt: expect.any(String) });
      const [notice] = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'ticket_answered')));
      expect(notice).toMatchObject({
        params: { ticketId: ticket.id.slice(0, 8).toUpperCase() },
        link: `/profile/tickets/${ticket.id}/`,
      });
      const [audit] = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetId, ticket.id), eq(adminAuditLog.action, 'ticket.reply')));
      expect(audit?.actorId).toBe(support.userId);

      const reopened = await call('POST', `${userUrl}/replies`, owner.token, {
        body: '  Thanks, still waiting. ',
      });
      expect(reopened.statusCode).toBe(201);
      const thread = reopened.json().ticket as TicketDetail;
      expect(thread.status).toBe('open');
      expect(thread.replies.map(({ authorRole, body }) => ({ authorRole, body }))).toEqual([
        { authorRole: 'support', body: 'Refund is on its way.' },
        { authorRole: 'user', body: 'Thanks, still waiting.' },
      ]);
      // The first reply time stays that of the first answer.
      await call('POST', `${staffUrl}/replies`, admin.token, { body: 'Done.' });
      const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
      expect(row?.firstReplyAt?.toISOString()).toBe(answered.json().ticket.firstReplyAt);

      // Staff see who wrote each reply (the customer, each staff member); the customer never sees staff names.
      const staffView = staffTicketResponseSchema.parse((await call('GET', staffUrl, support.token)).json());
      expect(staffView.ticket.requester?.username).toBe(owner.username);
      expect(
        staffView.ticket.replies.map(({ authorRole, author }) => [authorRole, author?.username]),
      ).toEqual([
        ['support', support.username],
        ['user', owner.username],
        ['support', admin.username],
      ]);
      const ownView = await call('GET', userUrl, owner.token);
      expect(ownView.body).not.toContain(support.username);
      expect(ownView.body).not.toContain(admin.username);

      expect((await call('POST', `${userUrl}/close`, other.token)).statusCode).toBe(404);
      const closed = await call('POST', `${userUrl}/close`, owner.token);
      expect(closed.json().ticket).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
      const late = await call('POST', `${userUrl}/replies`, owner.token, { body: 'one more thing' });
      expect(late.statusCode).toBe(409);
      expect(errorCode(late)).toBe('TICKET_CLOSED');
      expect(errorCode(await call('POST', `${staffUrl}/replies`, support.token, { body: 'x' }))).toBe(
        'TICKET_CLOSED',
      );

      const stats = await averageFirstReplySeconds(ctx.database.db);
      expect(stats.answered).toBeGreaterThanOrEqual(1);
      expect(stats.averageSeconds).toBeGreaterThanOrEqual(0);
      const overHttp = await call('GET', '/api/v1/admin/tickets/first-reply', admin.token);
      expect(overHttp.json()).toEqual(stats);
      expect((await call('GET', '/api/v1/admin/tickets/first-reply', owner.token)).statusCode).toBe(403);
    },
  );

  it.runIf(available)(
    'support inbox filters by type, status and assignee; staff close and assign',
    async () => {
      const ticket = await create({ ...validTicket, type: 'Technical', title: 'Inbox search target' });
      const assign = await call('POST', `/api/v1/admin/tickets/${ticket.id}/assign`, admin.token, {
        assigneeId: support.userId,
      });
      expect(assign.json().ticket.assignee).toEqual({ userId: support.userId, username: support.username });
      expect(
        (await call('POST', `/api/v1/admin/tickets/${ticket.id}/assign`, owner.token, { assigneeId: null }))
          .statusCode,
      ).toBe(403);
      const inbox = async (query: string, token = support.token) =>
        (await call('GET', `/api/v1/admin/tickets?${query}`, token))
          .json()
          .items.map((item: { id: string }) => item.id);
      expect(await inbox('assignee=me&type=Technical&status=open')).toEqual([ticket.id]);
      // The inbox names who asked and who has it.
      const [listed] = (await call('GET', '/api/v1/admin/tickets?assignee=me', support.token)).json().items;
      expect([listed.requester, listed.assignee]).toEqual([
        { userId: owner.userId, username: owner.username },
        { userId: support.userId, username: support.username },
      ]);
      expect(await inbox('q=search target')).toEqual([ticket.id]);
      expect(await inbox('type=Account&q=search target')).toEqual([]);
      const closed = await call('POST', `/api/v1/admin/tickets/${ticket.id}/close`, support.token);
      expect(closed.json().ticket.status).toBe('closed');
      expect(await inbox('status=closed&q=search target')).toEqual([ticket.id]);
      const actions = await ctx.database.db
        .select({ action: adminAuditLog.action })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, ticket.id));
      expect(actions.map((row) => row.action).sort()).toEqual(['ticket.assign', 'ticket.close']);
    },
  );

  it.runIf(available)('contact form: guests and users, behind the human check', async () => {
    const form = {
      type: 'General',
      title: 'Do you sell gift cards?',
      description: 'For Steam.',
      email: 'guest@example.com',
    };
    const before = await snapshotDatabase(ctx.database);
    const missing = await call('POST', '/api/v1/contact', null, form);
    expect(errorCode(missing)).toBe('HUMAN_CHECK_TOKEN_MISSING');
    const forged = await call('POST', '/api/v1/contact', null, { ...form, humanCheck: 'bm90IGEgcHJvb2Y=' });
    expect(forged.statusCode).toBe(400);
    const noEmail = await call('POST', '/api/v1/contact', null, {
      ...form,
      email: '',
      humanCheck: await solveHumanCheck(ctx.app),
    });
    expect(noEmail.json().error.fields).toEqual({ email: 'ticketEmailRequired' });
    expect(await snapshotDatabase(ctx.database)).toEqual(before);

    const guest = await call('POST', '/api/v1/contact', null, {
      ...form,
      humanCheck: await solveHumanCheck(ctx.app),
    });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().messageId).toBe('success.ticketSubmitted');
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, guest.json().ticketId));
    // A guest reads the answer only by mail.
    expect(row).toMatchObject({ userId: null, source: 'contact', notifyOnAnswer: true, topic: null });

    const asUser = await call('POST', '/api/v1/contact', other.token, {
      ...form,
      topic: 'feedback',
      humanCheck: await solveHumanCheck(ctx.app),
    });
    expect(asUser.statusCode).toBe(201);
    const theirs = (await call('GET', `/api/v1/tickets/${asUser.json().ticketId}`, other.token)).json()
      .ticket;
    expect(theirs).toMatchObject({ source: 'contact', topic: 'feedback', notifyOnAnswer: false });
  });

  it.runIf(available)('reports an offer once; not one’s own, not a missing one', async () => {
    const reporter = await registerUser(ctx.app, 'reporter');
    const url = `/api/v1/offers/${offerId}/report`;
    expect((await call('POST', url, null, { reason: 'fraud' })).statusCode).toBe(401);
    const before = await snapshotDatabase(ctx.database);
    expect(errorCode(await call('POST', url, seller.token, { reason: 'fraud' }))).toBe(
      'TICKET_OWN_OFFER_REPORT',
    );
    expect(errorCode(await call('POST', url, reporter.token, { reason: 'scam' }))).toBe('VALIDATION_FAILED');
    const missing = await call('POST', `/api/v1/offers/${crypto.randomUUID()}/report`, reporter.token, {
      reason: 'fraud',
    });
    expect(missing.statusCode).toBe(404);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);

    const report = await call('POST', url, reporter.token, {
      reason: 'fraud',
      details: 'Asked me to pay outside.',
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().ticket).toMatchObject({
      source: 'offer_report',
      topic: 'fraud',
      reportReason: 'fraud',
      offer: { id: offerId, title: 'Cheap gold, too good to be true' },
      description: 'Asked me to pay outside.',
    });
    const again = await call('POST', url, reporter.token, { reason: 'misleading' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('TICKET_ALREADY_REPORTED');
    const fraud = (await call('GET', '/api/v1/tickets?filter=fraud', reporter.token)).json();
    expect(fraud.total).toBe(1);
    // Once closed, a new report may be opened.
    await call('POST', `/api/v1/tickets/${report.json().ticket.id}/close`, reporter.token);
    const second = await call('POST', url, reporter.token, { reason: 'misleading' });
    expect(second.json().ticket.topic).toBe('offerReport');
  });
});

describe('support answers by mail', () => {
  let ctx: TestContext;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestContext('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Lootmarket <support@lootmarket.test>',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('mails the answer when notify-on-answer is set, and only then', async () => {
    const asker = await registerUser(ctx.app, 'mailme');
    const agent = await registerUser(ctx.app, 'mailagent');
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'support'] })
      .where(eq(users.id, agent.userId));
    const open = async (notifyOnAnswer: boolean) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/tickets',
          headers: bearer(asker.token),
          payload: { ...validTicket, email: 'answers@example.com', notifyOnAnswer },
        })
      ).json().ticket as TicketDetail;
    const quiet = await open(false);
    const loud = await open(true);
    const mailsBefore = smtp.received.length;
    const answer = (id: string, body: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/tickets/${id}/replies`,
        headers: bearer(agent.token),
        payload: { body },
      });
    expect((await answer(quiet.id, 'Quiet answer')).statusCode).toBe(201);
    expect(smtp.received.length).toBe(mailsBefore);
    expect((await answer(loud.id, 'Your refund was sent.')).statusCode).toBe(201);
    expect(smtp.received.length).toBe(mailsBefore + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['answers@example.com']);
    expect(mail?.from).toBe('support@lootmarket.test');
    expect(mail?.data).toContain(
      `Subject: Lootmarket support answered your ticket ${loud.id.slice(0, 8).toUpperCase()}`,
    );
    // The body is quoted-printable: soft line breaks (`=` at a line end) join back up.
    const text = mail?.data.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain('Your refund was sent.');
    expect(text).toContain(`http://lootmarket.test/profile/tickets/${loud.id}/`);
  });
});
