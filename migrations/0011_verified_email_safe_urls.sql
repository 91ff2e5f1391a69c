-- Whether the account's address was proven by its owner (activation link, password reset, confirmed change,
-- or Google). Accounts activated before this column existed were activated by e-mail and count as verified.
ALTER TABLE `users` ADD `email_verified` integer DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE `users` SET `email_verified` = true WHERE `activated` = true;
--> statement-breakpoint
-- A requested e-mail change waiting for the new address to confirm it: one per account, the key's hash only.
CREATE TABLE `email_change` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`new_email` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_user_id_unique` ON `email_change` (`user_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_key_hash_unique` ON `email_change` (`key_hash`);
--> statement-breakpoint
-- Links typed before URL fields were checked: anything that is not an http(s) address or a path of this
-- site (links also mailto: and tel:) is emptied, so no page renders a javascript:, data: or similar href.
UPDATE `link` SET `url` = '' WHERE `url` <> '' AND NOT (
	(instr(`url`, char(9)) = 0 AND instr(`url`, char(10)) = 0 AND instr(`url`, char(13)) = 0) AND (
		trim(`url`) LIKE 'https://%' OR trim(`url`) LIKE 'http://%' OR trim(`url`) LIKE 'mailto:%' OR trim(`url`) LIKE 'tel:%'
		OR (trim(`url`) LIKE '/%' AND trim(`url`) NOT LIKE '//%' AND trim(`url`) NOT LIKE '/\%')
	)
);
--> statement-breakpoint
UPDATE `banner` SET `link_url` = NULL WHERE `link_url` <> '' AND NOT (
	(instr(`link_url`, char(9)) = 0 AND instr(`link_url`, char(10)) = 0 AND instr(`link_url`, char(13)) = 0) AND (
		trim(`link_url`) LIKE 'https://%' OR trim(`link_url`) LIKE 'http://%'
		OR (trim(`link_url`) LIKE '/%' AND trim(`link_url`) NOT LIKE '//%' AND trim(`link_url`) NOT LIKE '/\%')
	)
);
--> statement-breakpoint
UPDATE `video` SET `url` = '' WHERE `url` <> '' AND NOT (
	(instr(`url`, char(9)) = 0 AND instr(`url`, char(10)) = 0 AND instr(`url`, char(13)) = 0) AND (
		trim(`url`) LIKE 'https://%' OR trim(`url`) LIKE 'http://%'
	)
);
