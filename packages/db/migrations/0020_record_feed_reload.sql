-- Issue 18: an import writes up to 100 000 records in a few statements, and the change feed
-- wrote one record_events row per record — about a second of a 100 000-line import on
-- PostgreSQL — which an open dashboard then took in as 100 000 Server-Sent Events, 500 at a
-- time, on a cheap phone. A statement that touches more than 500 records (the catch-up page)
-- now writes one `reload` event per person instead: the browser reloads what it shows, once.
-- So does every statement of a transaction that says it is a bulk write
-- (`set_config('kumbu.record_feed', 'reload', true)`: a large import or its undo, whose last
-- chunk may be small). Small writes (the web, WhatsApp, a short import) keep their per-record
-- events.
ALTER TABLE "record_events" ALTER COLUMN "record_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_op_check"
  CHECK (op IN ('upsert', 'delete', 'reload') AND (op = 'reload') = (record_id IS NULL));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kumbu_record_changes() RETURNS trigger AS $$
DECLARE
  touched record;
  bulk boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows OFFSET 500 LIMIT 1;
    bulk := FOUND OR current_setting('kumbu.record_feed', true) = 'reload';
    IF bulk THEN
      INSERT INTO record_events (user_id, record_id, collection, op)
        SELECT user_id, NULL, '*', 'reload' FROM old_rows GROUP BY user_id;
    ELSE
      INSERT INTO record_events (user_id, record_id, collection, op)
        SELECT user_id, id, collection, 'delete' FROM old_rows;
    END IF;
    FOR touched IN SELECT user_id FROM old_rows GROUP BY user_id LOOP
      PERFORM pg_notify('kumbu_records', json_build_object('id', (SELECT max(id) FROM record_events WHERE user_id = touched.user_id), 'userId', touched.user_id)::text);
    END LOOP;
  ELSE
    PERFORM 1 FROM new_rows OFFSET 500 LIMIT 1;
    bulk := FOUND OR current_setting('kumbu.record_feed', true) = 'reload';
    IF bulk THEN
      INSERT INTO record_events (user_id, record_id, collection, op)
        SELECT user_id, NULL, '*', 'reload' FROM new_rows GROUP BY user_id;
    ELSE
      INSERT INTO record_events (user_id, record_id, collection, op)
        SELECT user_id, id, collection, 'upsert' FROM new_rows;
    END IF;
    FOR touched IN SELECT user_id FROM new_rows GROUP BY user_id LOOP
      PERFORM pg_notify('kumbu_records', json_build_object('id', (SELECT max(id) FROM record_events WHERE user_id = touched.user_id), 'userId', touched.user_id)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
