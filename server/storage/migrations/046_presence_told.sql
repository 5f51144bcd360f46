-- When the other screens last heard of this tab (issue 22 §2, docs/performance.md "Presence"): a tab's news goes out
-- when it comes, leaves, or changes field, and while its person types on in the same field at most once per
-- PRESENCE_RETOLD_MS (the keep-alive of the field's mark), not at each heartbeat.
ALTER TABLE presence ADD COLUMN told_at timestamptz;
