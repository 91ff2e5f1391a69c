ALTER TABLE `outbox` ADD `hotel_id` integer REFERENCES hotel(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `outbox_hotel_id_idx` ON `outbox` (`hotel_id`,`id`);--> statement-breakpoint
-- A booking's e-mails already queued name it in their dedupe key ("booking-created:42", "booking-voucher:42:resend-…").
UPDATE `outbox` SET `hotel_id` = (
  SELECT `reservation`.`hotel_id` FROM `reservation`
  WHERE `reservation`.`id` = CAST(substr(`outbox`.`dedupe_key`, instr(`outbox`.`dedupe_key`, ':') + 1) AS INTEGER)
) WHERE `dedupe_key` LIKE 'booking-%:%';
