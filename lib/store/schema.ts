import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeploymentStage } from '@/lib/config/deployment';
import type { Delivery, FormAnswerForm, FormAnswerWarning, OrderRecord, ServiceRequestBody } from '@/lib/requests/types';

/**
 * The store's tables (docs/requirements.md#the-store). drizzle-kit generates the SQL migrations
 * in `drizzle/` from this file: after a change, run `npm run db:generate` and commit both.
 */

/**
 * The deployment stage that wrote a row (lib/config/deployment.ts), so that a preview on production's
 * database never delivers, resolves or purges production's rows, nor production a preview's
 * (docs/requirements.md#previews, rule 6). Every insert names it; the default is for the rows
 * stored before the column existed, and for an instance of the previous release inserting during
 * a rolling restart (releases before it ran as production or on a preview's own database).
 */
const stage = () => text('stage').$type<DeploymentStage>().notNull().default('production');

/**
 * How a request reaches the shop: `mail` through the configured mail transport (gateway or SMTP),
 * `service-gateway` as a service call created at the service-management gateway, `hold` kept in
 * the store only (test service calls from /repairbeta).
 */
export const CHANNELS = ['mail', 'service-gateway', 'hold'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A request's delivery state: `pending` waits for its next attempt, `sending` is being tried by
 * one instance (until `leaseUntil`), `sent` reached the shop, `failed` ran out of attempts,
 * `unknown` may or may not have reached the service gateway (a person checks), `held` is kept only,
 * `kept` was accepted and kept in the store for the shop because no transport is configured for
 * its channel (the worker delivers it once one is). The column is text: a new state needs no
 * migration.
 */
export const REQUEST_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown', 'held', 'kept'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Every accepted request (contact forms, service calls, paid sign orders) and its delivery. */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference the visitor and the shop see, e.g. R-2611-7Q4K. */
    reference: text('reference').notNull().unique(),
    stage: stage(),
    /** Set when one event must make one request only (a paid order's notification: `order:{id}`). */
    dedupeKey: text('dedupe_key').unique(),
    kind: text('kind').$type<Delivery['kind']>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    state: text('state').$type<RequestState>().notNull(),
    /** What is delivered; null once the personal fields were deleted after the retention period. */
    delivery: jsonb('delivery').$type<Delivery>(),
    /** The service gateway's body, for the `service-gateway` channel. */
    serviceRequest: jsonb('service_request').$type<ServiceRequestBody>(),
    attempts: integer('attempts').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the attempt's owner gives it up at this time, so a crashed one is taken over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentWith: text('sent_with'),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** When the staff mailbox was told that it failed or its outcome is unknown (lib/staff/alerts.ts). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    index('requests_due_idx').on(table.stage, table.state, table.nextAttemptAt),
    index('requests_purge_idx')
      .on(table.sentAt)
      .where(sql`${table.purgedAt} is null`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;

/**
 * Every delivery attempt of a request (the staff side's request page lists them): when, on which
 * channel or transport, its outcome (the request's state after it) and the error.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The channel tried, or for a sent one the transport that took it ("gateway", "smtp to sales", …). */
    via: text('via').notNull(),
    outcome: text('outcome').$type<'sent' | 'pending' | 'failed' | 'unknown'>().notNull(),
    error: text('error'),
  },
  (table) => [index('delivery_attempts_request_idx').on(table.requestId, table.at)],
);

/**
 * The server's record of each sign order it created with PayPal: what was ordered and charged,
 * and the capture once there is one. `captureStartedAt` marks a capture under way on some instance.
 */
export const orders = pgTable('orders', {
  orderId: text('order_id').primaryKey(),
  stage: stage(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** What was ordered and charged; its instructions are emptied after the retention period (`purgedAt`). */
  record: jsonb('record').$type<OrderRecord>().notNull(),
  captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
  captureId: text('capture_id'),
  captureStatus: text('capture_status'),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  /** The reference of the sales notification, also shown to the buyer. */
  reference: text('reference'),
  /** When the record was cut down to what the shop's accounts need (docs/requirements.md#nothing-lost, rule 6). */
  purgedAt: timestamp('purged_at', { withTimezone: true }),
});

/** Fixed-window rate-limit counters, shared by every instance: one row per budget, client and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.client, table.windowStart] }),
    index('rate_limits_window_idx').on(table.windowStart),
  ],
);

/*
 * The staff side's sign-in (docs/operations.md#the-staff-side): Better Auth's tables, in the
 * shape its Drizzle adapter reads (better-auth.com/docs/concepts/database#core-schema and the
 * passkey plugin's schema), named staff_* so they read apart from the requests.
 */

/** A staff member who signed in once: created by the first sign-in link to an address in STAFF_EMAILS. */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in browser: its cookie holds the token; deleting the row signs it out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * `passkey`, or `link` (null counts as one): a session opened by a sign-in link may only add a
     * passkey (lib/staff/auth.ts). Better Auth writes it as a session's additional field.
     */
    signedInWith: text('signed_in_with'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The session's last request (lib/staff/session.ts): it ends after IDLE_SECONDS without one. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** Better Auth's link of a user to a way of signing in; unused by links and passkeys, required by its adapter. */
export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time values: a sign-in link's token until it is used or expires. */
export const staffVerifications = pgTable('staff_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A staff member's passkey (WebAuthn credential): its public key and signature counter. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text('aaguid'),
    /** When it last signed its person in (the "Your passkeys" page). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * Before this time it signs nobody in: a passkey added from a sign-in link by a person who
     * already has one waits RECOVERY_DELAY_SECONDS (lib/staff/auth.ts). Null: at once.
     */
    usableFrom: timestamp('usable_from', { withTimezone: true }),
  },
  (table) => [index('staff_passkeys_user_idx').on(table.userId), index('staff_passkeys_credential_idx').on(table.credentialID)],
);

/** What staff did to a request (docs/operations.md#the-staff-side): who, what, when; shown on its page. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    staffEmail: text('staff_email').notNull(),
    /** `resend`, `arrived` or `redirect` (sent to another mailbox). */
    action: text('action').notNull(),
    /** For `redirect`: where to. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_request_idx').on(table.requestId, table.at)],
);

/**
 * The staff side's security events (docs/operations.md#the-staff-side, lib/staff/events.ts): who,
 * what, when, from where and how it ended, never a token. Kept STAFF_AUDIT_RETENTION_DAYS.
 */
export const staffEvents = pgTable(
  'staff_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What happened, e.g. `sign-in`, `link-requested`, `passkey-added` (StaffEventName). */
    event: text('event').notNull(),
    /** `ok`, or why not: `refused`, `not-listed`. */
    outcome: text('outcome').notNull(),
    /** The staff address it concerns, when known. */
    staffEmail: text('staff_email'),
    clientAddress: text('client_address'),
    /** A short fact: how a sign-in was made, a passkey's name, a request's reference. */
    detail: text('detail'),
  },
  (table) => [index('staff_events_at_idx').on(table.at)],
);

/**
 * The alert mails sent to the staff mailbox (docs/operations.md#the-staff-side): one row per mail,
 * so instances agree that an hour has passed; the requests it listed are marked `alertedAt`.
 */
export const staffAlerts = pgTable('staff_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  stage: stage(),
  count: integer('count').notNull(),
});

/**
 * The answer page of a form sent without JavaScript (docs/requirements.md#forms-without-javascript):
 * its route handler stores what the page shows and redirects to `/request/{id}`. An accepted
 * request keeps only its reference and outcome; a refused one the visitor's values and the field
 * errors (or a warning to confirm), to show the form again. Deleted after FORM_ANSWER_TTL_MS (lib/store/form-answers.ts).
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    /** Random, and the page's only key: whoever has the address sees the page, nobody can guess it. */
    id: uuid('id').primaryKey().defaultRandom(),
    stage: stage(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which form, and how it was placed (its variant, mailbox, subject tag): what re-renders it. */
    form: jsonb('form').$type<FormAnswerForm>().notNull(),
    /** The accepted request, or null for a refused post. */
    reference: text('reference'),
    outcome: text('outcome'),
    /**
     * A refused post's typed values (an accepted one's: those its thank-you names, a meter
     * reading's machine and date), its field errors (field name -> messages) and its message.
     */
    values: jsonb('values').$type<Record<string, string>>(),
    fieldErrors: jsonb('field_errors').$type<Record<string, string[]>>(),
    error: text('error'),
    /** What the form asks the visitor to confirm before it is sent again (a meter reading's lower counters). */
    warning: jsonb('warning').$type<FormAnswerWarning>(),
  },
  (table) => [index('form_answers_created_idx').on(table.createdAt)],
);

export type FormAnswerRow = typeof formAnswers.$inferSelect;
