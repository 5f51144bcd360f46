-- Single sign-on (issue 32, part A; server/domains/sso): what a sign-in through an OpenID provider needs to be shared by
-- every server of the fleet.

-- One row per sign-in under way: single use (deleted when the provider sends the browser back), short-lived.
CREATE TABLE sso_flows (
  state text PRIMARY KEY,
  provider_id text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- sha-256 of the flow cookie given to the browser that started it: another browser cannot finish it (login CSRF).
  browser_key bytea NOT NULL,
  redirect_uri text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_flows_expires ON sso_flows (expires_at);

-- The provider's subject linked to a console account; `created_account`: the provider created it, so its rights are
-- the provider's groups through the mapping, read again at each sign-in.
CREATE TABLE sso_identities (
  provider_id text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL,
  created_account boolean NOT NULL DEFAULT false,
  linked_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, subject)
);
CREATE INDEX sso_identities_user ON sso_identities (user_id);

-- The console sessions opened through a provider: which one, and the ID token its end-session address is given.
CREATE TABLE sso_sessions (
  session_hash bytea PRIMARY KEY,
  provider_id text NOT NULL,
  id_token text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_sessions_expires ON sso_sessions (expires_at);
