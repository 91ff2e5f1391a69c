CREATE TABLE `sim_transaction` (
	`order_id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`kind` text NOT NULL,
	`token` text,
	`bank` text,
	`va_number` text,
	`gross_amount` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`expiry_at` integer NOT NULL,
	`finish_url` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sim_transaction_transaction_id_unique` ON `sim_transaction` (`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sim_transaction_token_unique` ON `sim_transaction` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `sim_transaction_va_number_unique` ON `sim_transaction` (`va_number`);--> statement-breakpoint
CREATE TABLE `used_token` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_token_expires_at_idx` ON `used_token` (`expires_at`);--> statement-breakpoint
ALTER TABLE `reservation` ADD `satisfaction_sent_at` integer;