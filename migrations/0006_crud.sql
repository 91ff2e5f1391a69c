CREATE TABLE `currency` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kode` text NOT NULL,
	`nama` text NOT NULL,
	`simbol` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `currency_kode_unique` ON `currency` (`kode`);
--> statement-breakpoint
CREATE TABLE `unit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`singkatan` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unit_nama_unique` ON `unit` (`nama`);
