CREATE TABLE `chat_continue_token` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`guest_user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`guest_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_continue_token_expires_at_idx` ON `chat_continue_token` (`expires_at`);
