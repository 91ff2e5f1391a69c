CREATE TABLE `user_hotel` (
	`user_id` integer NOT NULL,
	`hotel_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `hotel_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_hotel_hotel_id_idx` ON `user_hotel` (`hotel_id`);--> statement-breakpoint
ALTER TABLE `hotel` ADD `jam_cekin` text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel` ADD `jam_cekout` text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel` ADD `aturan` text;