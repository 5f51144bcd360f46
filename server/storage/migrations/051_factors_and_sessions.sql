-- Second factors and sessions in view (issue 32, server/domains/sign-in-factors/): TOTP secrets with the last time step
-- used (a code replayed within its window is refused), hashed single-use recovery codes, passkeys, WebAuthn challenges
-- and pending logins (between the password and the second factor) kept here with an expiry so that any server of the
-- fleet can finish what another began; and what 'Mes sessions' shows of each session.
CREATE TABLE totp_factors (
  user_id      text        PRIMARY KEY,
  secret       text        NOT NULL,
  -- NULL until a first code confirms it: an unconfirmed secret is no factor.
  confirmed_at timestamptz,
  last_step    bigint      NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recovery_codes (
  user_id   text        NOT NULL,
  code_hash bytea       NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE passkeys (
  id           text        PRIMARY KEY,
  user_id      text        NOT NULL,
  name         text        NOT NULL,
  public_key   bytea       NOT NULL,
  counter      bigint      NOT NULL DEFAULT 0,
  transports   text[]      NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_by_user ON passkeys (user_id);

CREATE TABLE webauthn_challenges (
  challenge  text        PRIMARY KEY,
  -- 'register' (a signed-in account adds a passkey) or 'login' (a passkey alone, or the second step of a pending login).
  purpose    text        NOT NULL,
  user_id    text,
  expires_at timestamptz NOT NULL
);

CREATE TABLE pending_logins (
  token_hash bytea       PRIMARY KEY,
  user_id    text        NOT NULL,
  login      text        NOT NULL,
  ip         text        NOT NULL,
  user_agent text        NOT NULL DEFAULT '',
  -- The account must set up a factor before it gets a session (the policy requires one and it has none).
  setup      boolean     NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL
);

ALTER TABLE sessions
  ADD COLUMN user_agent  text NOT NULL DEFAULT '',
  ADD COLUMN ip          text NOT NULL DEFAULT '',
  ADD COLUMN method      text NOT NULL DEFAULT 'password',
  -- The last time this session's owner gave their second factor (sign-in, or asked again before a sensitive action).
  ADD COLUMN verified_at timestamptz;
