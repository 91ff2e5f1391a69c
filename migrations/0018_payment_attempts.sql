CREATE TABLE `payment_attempt` (
	`order_id` text PRIMARY KEY NOT NULL,
	`reservation_id` integer NOT NULL,
	`attempt` integer NOT NULL,
	`payment_method_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_method`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_attempt_reservation_attempt_unique` ON `payment_attempt` (`reservation_id`,`attempt`);--> statement-breakpoint
ALTER TABLE `reservation` ADD `payment_attempt` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation` ADD `paid_order_id` text;--> statement-breakpoint
CREATE INDEX `reservation_guest_email_created_at_idx` ON `reservation` (`guest_email`,`created_at`);