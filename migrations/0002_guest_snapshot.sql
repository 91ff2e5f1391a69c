ALTER TABLE `outbox` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_key_unique` ON `outbox` (`dedupe_key`);--> statement-breakpoint
ALTER TABLE `reservation` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_nama` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_identity_type_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_no_identitas` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_country_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_province_id` integer;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_regency_id` integer;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `guest_telepon` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `payment_claimed_at` integer;--> statement-breakpoint
CREATE INDEX `reservation_user_id_created_at_idx` ON `reservation` (`user_id`,`created_at`);--> statement-breakpoint
-- Existing bookings: their guest details become the booking's snapshot, and the booking belongs to the
-- account linked to the guest only where that account owns the guest's e-mail address.
UPDATE `reservation` SET
  `guest_nama` = (SELECT `nama` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_identity_type_id` = (SELECT `identity_type_id` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_no_identitas` = (SELECT `no_identitas` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_country_id` = (SELECT `country_id` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_province_id` = (SELECT `province_id` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_regency_id` = (SELECT `regency_id` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_email` = (SELECT `email` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `guest_telepon` = (SELECT `telepon` FROM `guest` WHERE `guest`.`id` = `reservation`.`guest_id`),
  `user_id` = (SELECT `users`.`id` FROM `guest` JOIN `users` ON `users`.`id` = `guest`.`user_id` AND `users`.`email` = `guest`.`email` WHERE `guest`.`id` = `reservation`.`guest_id`);
