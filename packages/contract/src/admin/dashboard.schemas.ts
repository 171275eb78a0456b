import { z } from 'zod';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;

export const adminDashboardQuerySchema = z.object({
  /** How many days back, today included. */
  days: z.coerce
    .number()
    .int()
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), {
      message: 'one of 7, 30, 90',
    })
    .default(30),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

/** One day (UTC) of activity. */
export const dashboardDaySchema = z.object({
  date: z.iso.date(),
  /** Orders placed that day (any status). */
  orders: z.number().int(),
  signUps: z.number().int(),
});

/** Paid orders' money per day in one currency: decimal strings of minor units. */
export const dashboardMoneyDaySchema = z.object({
  date: z.iso.date(),
  volume: z.string(),
  fees: z.string(),
});

export const adminDashboardSchema = z.object({
  days: z.number().int(),
  since: z.iso.datetime(),
  series: z.array(dashboardDaySchema),
  /** One series per currency that had paid orders in the period, most volume first. */
  money: z.array(
    z.object({
      currency: z.string(),
      volume: z.string(),
      fees: z.string(),
      series: z.array(dashboardMoneyDaySchema),
    }),
  ),
  totals: z.object({
    orders: z.number().int(),
    signUps: z.number().int(),
    openDisputes: z.number().int(),
    pendingWithdrawals: z.object({ standard: z.number().int(), vip: z.number().int() }),
    openTickets: z.number().int(),
    /** Refunds to a payment method whose automatic retries are over: staff check the provider and retry. */
    stalledRefunds: z.number().int(),
    /** Mean time to the first staff reply on tickets created in the period; null: none answered. */
    averageFirstReplySeconds: z.number().nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
