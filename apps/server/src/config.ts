import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the server reads, with its default (documented in the README). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL, e.g. http://localhost:3000' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int()
    .min(1)
    .max(1000)
    .default(7),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roomtone <no-reply@roomtone.local>'),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('contact@roomtone.local'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  SESSION_REUSE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 10000' })
    .int({ error: 'must be a whole number of milliseconds from 0 to 10000' })
    .min(0, { error: 'must be a whole number of milliseconds from 0 to 10000' })
    .max(10_000, { error: 'must be a whole number of milliseconds from 0 to 10000' })
    .default(2000),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  VERIFICATION_REQUIRED: booleanFromEnv.default(false),
  SOCIAL_LOGIN: booleanFromEnv.default(false),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,email'),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe'], { error: 'must be local or stripe' }).default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must start with sk_ or rk_' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, { error: 'must start with pk_' }).optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must start with whsec_' })
    .optional(),
  STRIPE_API_URL: z.url().optional(),
});

/** The card processor: the simulated local one, or Stripe with its keys. */
export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Another address for Stripe's API (a local double in tests); unset: Stripe's own. */
      apiUrl: string | undefined;
    };

/** One OAuth2 provider's endpoints and credentials. */
export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scopes: string[];
};

/** The server's typed configuration. */
export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Where backups of the embedded database go, and how many are kept. */
  backups: { dir: string; keep: number };
  /** Bearer token that `/metrics` requires; unset answers 404 there. */
  metricsToken: string | undefined;
  /** `postgres://…` for PostgreSQL, `pglite:<dir>` for embedded on disk, `memory://` for tests. */
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** How long a read may take a session lookup this instance made a moment ago (0: never). */
  sessionReuseMs: number;
  rateLimitContactPerHour: number;
  rateLimitSignupPerHour: number;
  verificationRequired: boolean;
  socialLogin: boolean;
  /** Providers with credentials; empty unless SOCIAL_LOGIN is on. */
  oauthProviders: Partial<Record<'google' | 'facebook', OAuthProviderConfig>>;
  payments: PaymentsConfig;
};

/** Raised when an environment variable has a bad value; names the variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = values.DATA_DIR;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    backups: { dir: values.BACKUP_DIR ?? `${dataDir}/backups`, keep: values.BACKUP_KEEP },
    metricsToken: values.METRICS_TOKEN,
    databaseUrl: values.DATABASE_URL ?? `pglite:${dataDir}/pglite`,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST,
    trustProxy: values.TRUST_PROXY,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    sessionReuseMs: values.SESSION_REUSE_MS,
    rateLimitContactPerHour: values.RATE_LIMIT_CONTACT_PER_HOUR,
    rateLimitSignupPerHour: values.RATE_LIMIT_SIGNUP_PER_HOUR,
    verificationRequired: values.VERIFICATION_REQUIRED,
    socialLogin: values.SOCIAL_LOGIN,
    oauthProviders: values.SOCIAL_LOGIN ? oauthProvidersOf(values) : {},
    payments: paymentsOf(values),
  };
}

function paymentsOf(values: z.infer<typeof EnvSchema>): PaymentsConfig {
  if (values.PAYMENTS_PROVIDER === 'local') return { provider: 'local' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => values[name] === undefined,
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set when PAYMENTS_PROVIDER is stripe`,
    );
  }
  return {
    provider: 'stripe',
    secretKey: values.STRIPE_SECRET_KEY ?? '',
    publishableKey: values.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: values.STRIPE_API_URL,
  };
}

function oauthProvidersOf(values: z.infer<typeof EnvSchema>): AppConfig['oauthProviders'] {
  const providers: AppConfig['oauthProviders'] = {};
  if (values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      clientId: values.GOOGLE_CLIENT_ID,
      clientSecret: values.GOOGLE_CLIENT_SECRET,
      authorizationEndpoint: values.GOOGLE_AUTH_URL,
      tokenEndpoint: values.GOOGLE_TOKEN_URL,
      userInfoEndpoint: values.GOOGLE_USERINFO_URL,
      scopes: ['openid', 'email'],
    };
  }
  if (values.FACEBOOK_CLIENT_ID && values.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = {
      clientId: values.FACEBOOK_CLIENT_ID,
      clientSecret: values.FACEBOOK_CLIENT_SECRET,
      authorizationEndpoint: values.FACEBOOK_AUTH_URL,
      tokenEndpoint: values.FACEBOOK_TOKEN_URL,
      userInfoEndpoint: values.FACEBOOK_USERINFO_URL,
      scopes: ['email'],
    };
  }
  return providers;
}
