-- Every extra has a charge basis; a booking keeps what each extra was sold at (name, basis, quantity,
-- line amount) and the sum of its extras, so the stored breakdown adds up to the stored total and later
-- price or basis changes never alter a booking.
ALTER TABLE `extra` ADD `basis` text DEFAULT 'PER_STAY' NOT NULL CHECK (`basis` in ('PER_STAY', 'PER_NIGHT', 'PER_PERSON', 'PER_PERSON_NIGHT', 'PER_TRIP'));
--> statement-breakpoint
UPDATE `extra` SET `basis` = 'PER_NIGHT' WHERE `nama` = 'Extra Bed';
--> statement-breakpoint
UPDATE `extra` SET `basis` = 'PER_PERSON_NIGHT' WHERE `nama` = 'Sarapan Tambahan';
--> statement-breakpoint
UPDATE `extra` SET `basis` = 'PER_PERSON' WHERE `nama` LIKE 'Paket Tur %';
--> statement-breakpoint
UPDATE `extra` SET `basis` = 'PER_TRIP' WHERE `nama` = 'Antar-Jemput Stasiun';
--> statement-breakpoint
ALTER TABLE `reservation_extra` ADD `nama` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `reservation_extra` ADD `basis` text DEFAULT 'PER_STAY' NOT NULL;
--> statement-breakpoint
ALTER TABLE `reservation_extra` ADD `jumlah` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Bookings made before this migration were charged each extra once, at its unit price.
UPDATE `reservation_extra` SET `nama` = coalesce((SELECT `extra`.`nama` FROM `extra` WHERE `extra`.`id` = `reservation_extra`.`extra_id`), ''), `jumlah` = `harga` * `qty`;
--> statement-breakpoint
ALTER TABLE `reservation` ADD `total_tambahan` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `reservation` SET `total_tambahan` = coalesce((SELECT sum(`jumlah`) FROM `reservation_extra` WHERE `reservation_extra`.`reservation_id` = `reservation`.`id`), 0);
