-- The change feed. Every committed change to a user's records leaves a row in
-- record_events (its id is the Server-Sent Events id) and a NOTIFY carrying only that
-- id and the user id: NOTIFY payloads stop at 8,000 bytes and are never replayed, so
-- listeners read the data from the tables and reconnecting clients catch up from
-- record_events. NOTIFY inside a transaction is delivered only if it commits.
CREATE OR REPLACE FUNCTION kumbu_record_change() RETURNS trigger AS $$
DECLARE
  row_data records;
  event_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := OLD;
  ELSE
    row_data := NEW;
  END IF;
  INSERT INTO record_events (user_id, record_id, collection, op)
    VALUES (row_data.user_id, row_data.id, row_data.collection,
            CASE WHEN TG_OP = 'DELETE' THEN 'delete' ELSE 'upsert' END)
    RETURNING id INTO event_id;
  PERFORM pg_notify('kumbu_records', json_build_object('id', event_id, 'userId', row_data.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER records_change_feed
  AFTER INSERT OR UPDATE OR DELETE ON records
  FOR EACH ROW EXECUTE FUNCTION kumbu_record_change();
