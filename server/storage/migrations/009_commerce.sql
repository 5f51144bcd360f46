-- Commerce (issue 10). Gift codes: the SHA-256 of each generated code, unique per site, so that no two gifts share a
-- code and the front redeems one by its hash (the Purchase's token shows it to administrators).
CREATE TABLE gift_codes (
  site_id     text        NOT NULL,
  code_hash   bytea       NOT NULL,
  purchase_id text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, code_hash)
);

-- Login-as tokens already redeemed: a token opens one session, once.
CREATE TABLE login_as_uses (
  jti        text        PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz NOT NULL DEFAULT now()
);
