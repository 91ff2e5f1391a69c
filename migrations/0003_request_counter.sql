CREATE TABLE `request_counter` (
	`bucket` text NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`bucket`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `request_counter_window_idx` ON `request_counter` (`window_start`);