-- Issue 14, items 3 and 12. Every deleted session (sign-out, password change or reset,
-- revoke, account deletion, expiry clean-up) NOTIFYs its id and user on 'kumbu_sessions':
-- every server instance forgets it from its session cache and ends its live streams at once.
-- The payload carries ids only, never the token. A NOTIFY inside a transaction is delivered
-- only if it commits.
CREATE OR REPLACE FUNCTION kumbu_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('kumbu_sessions', json_build_object('sessionId', OLD.id, 'userId', OLD.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_feed
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION kumbu_session_revoked();
--> statement-breakpoint
-- Reset tokens are stored hashed from now on; links still stored in plain text (at most an
-- hour old) are voided rather than left readable: asking again sends a new one.
DELETE FROM verifications WHERE identifier LIKE 'reset-password:%' AND length(identifier) < 79;
