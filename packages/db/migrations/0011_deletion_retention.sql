-- Issue 14 item 7: an account's deletion erases its WhatsApp conversation (by user id and by
-- its number) and the 7-year job deletes detached payments. Indexes so neither scans a whole
-- table: messages by account, delivery statuses by number, and the detached payment rows by age.
CREATE INDEX "inbound_messages_user_idx" ON "inbound_messages" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "outbound_messages_user_idx" ON "outbound_messages" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "whatsapp_statuses_recipient_idx" ON "whatsapp_statuses" USING btree ("recipient_id");
--> statement-breakpoint
CREATE INDEX "payments_detached_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."user_id" is null;
--> statement-breakpoint
CREATE INDEX "payment_intents_detached_created_idx" ON "payment_intents" USING btree ("created_at") WHERE "payment_intents"."user_id" is null;
