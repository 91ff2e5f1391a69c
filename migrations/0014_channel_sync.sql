CREATE TABLE `ical_export` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unit_id` integer,
	`room_type_id` integer,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`unit_id`) REFERENCES `room_unit`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ical_export_one_target" CHECK(("unit_id" is null) <> ("room_type_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ical_export_token_unique` ON `ical_export` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `ical_export_unit_id_unique` ON `ical_export` (`unit_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `ical_export_room_type_id_unique` ON `ical_export` (`room_type_id`);--> statement-breakpoint
CREATE TABLE `ical_feed` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unit_id` integer NOT NULL,
	`label` text NOT NULL,
	`url` text NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_sync_at` integer,
	`last_success_at` integer,
	`last_error` text,
	`last_error_detail` text,
	`event_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`unit_id`) REFERENCES `room_unit`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ical_feed_last_sync_at_idx` ON `ical_feed` (`aktif`,`last_sync_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `ical_feed_unit_id_url_unique` ON `ical_feed` (`unit_id`,`url`);--> statement-breakpoint
CREATE TABLE `room_hold` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unit_id` integer NOT NULL,
	`kind` text NOT NULL,
	`feed_id` integer,
	`uid` text,
	`cekin` text NOT NULL,
	`cekout` text NOT NULL,
	`keterangan` text,
	`konflik` text,
	`konflik_dilaporkan` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`unit_id`) REFERENCES `room_unit`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feed_id`) REFERENCES `ical_feed`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_hold_range" CHECK("cekin" < "cekout"),
	CONSTRAINT "room_hold_kind_source" CHECK(("kind" = 'EXTERNAL') = ("feed_id" is not null))
);
--> statement-breakpoint
CREATE INDEX `room_hold_unit_id_idx` ON `room_hold` (`unit_id`,`cekin`);--> statement-breakpoint
CREATE UNIQUE INDEX `room_hold_feed_id_uid_unique` ON `room_hold` (`feed_id`,`uid`);--> statement-breakpoint
-- room_night is rebuilt (reservation_id becomes optional, hold_id is added): no table references it, and
-- its inventory triggers (0009) go with it, so they are created again below.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_room_night` (
	`unit_id` integer NOT NULL,
	`night` text NOT NULL,
	`reservation_id` integer,
	`hold_id` integer,
	PRIMARY KEY(`unit_id`, `night`),
	FOREIGN KEY (`unit_id`) REFERENCES `room_unit`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hold_id`) REFERENCES `room_hold`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_night_one_holder" CHECK(("reservation_id" is null) <> ("hold_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_room_night`("unit_id", "night", "reservation_id", "hold_id") SELECT "unit_id", "night", "reservation_id", NULL FROM `room_night`;--> statement-breakpoint
DROP TABLE `room_night`;--> statement-breakpoint
ALTER TABLE `__new_room_night` RENAME TO `room_night`;--> statement-breakpoint
CREATE INDEX `room_night_reservation_id_idx` ON `room_night` (`reservation_id`);--> statement-breakpoint
CREATE INDEX `room_night_hold_id_idx` ON `room_night` (`hold_id`);--> statement-breakpoint
CREATE INDEX `room_night_night_idx` ON `room_night` (`night`);--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_insert` AFTER INSERT ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id = NEW.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id = NEW.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_delete` AFTER DELETE ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id = OLD.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id = OLD.unit_id
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_night_inventory_update` AFTER UPDATE ON `room_night`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || rt.hotel_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id WHERE u.id IN (OLD.unit_id, NEW.unit_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'city:' || h.city_id, 1 FROM room_unit u JOIN room_type rt ON rt.id = u.room_type_id JOIN hotel h ON h.id = rt.hotel_id WHERE u.id IN (OLD.unit_id, NEW.unit_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
