/**
 * The dev backend's tables. Bump SCHEMA_VERSION whenever this changes: a file made by an older version is
 * dropped and reseeded on start (this is development data, never migrated).
 */
export const SCHEMA_VERSION = 2;

export const schema = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE organisations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  phone_number TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT,
  organisation_id TEXT REFERENCES organisations(id),
  password_hash TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked INTEGER NOT NULL DEFAULT 0,
  primary_signup_intent TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX users_email ON users(email);
CREATE INDEX users_phone ON users(phone_number);

CREATE TABLE verification_tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  family TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  replaced_at INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family);

CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  kind TEXT NOT NULL,
  phone_number TEXT,
  live_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX campaigns_organisation ON campaigns(organisation_id);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  campaign_id TEXT REFERENCES campaigns(id),
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  product_tier TEXT NOT NULL,
  tag TEXT NOT NULL,
  billing_period TEXT,
  promo_code TEXT,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  current_period_end INTEGER,
  created_at INTEGER NOT NULL,
  canceled_at INTEGER
);
CREATE INDEX subscriptions_organisation ON subscriptions(organisation_id);

CREATE TABLE lucy_configs (
  organisation_id TEXT PRIMARY KEY REFERENCES organisations(id),
  config TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE lucy_events (
  id INTEGER PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  action TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE TABLE lucy_calls (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  forwarded_from TEXT,
  answered_at INTEGER NOT NULL
);
CREATE INDEX lucy_calls_organisation ON lucy_calls(organisation_id, answered_at);

CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  product_tier TEXT NOT NULL,
  billing_period TEXT NOT NULL,
  promo_code TEXT,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);

CREATE TABLE portal_sessions (
  id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE user_devices (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  device TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE user_metrics (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  metrics TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES organisations(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  payload TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE waitlist (
  id INTEGER PRIMARY KEY,
  email TEXT,
  first_name TEXT,
  last_name TEXT,
  phone_number TEXT NOT NULL,
  country TEXT,
  source TEXT NOT NULL,
  joined_at INTEGER NOT NULL
);

CREATE TABLE mailbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  link TEXT,
  kind TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);

CREATE TABLE google_accounts (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL
);
`;
