CREATE TABLE `accommodation_type` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accommodation_type_nama_unique` ON `accommodation_type` (`nama`);--> statement-breakpoint
CREATE TABLE `audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`principal` text NOT NULL,
	`type` text NOT NULL,
	`data` text,
	`remote_address` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_created_at_idx` ON `audit` (`created_at`);--> statement-breakpoint
CREATE TABLE `authority` (
	`name` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `banner` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`judul` text,
	`subjudul` text,
	`foto_key` text NOT NULL,
	`link_url` text,
	`urutan` integer DEFAULT 0 NOT NULL,
	`publish` integer DEFAULT true NOT NULL,
	`promo` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `business_type` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_type_nama_unique` ON `business_type` (`nama`);--> statement-breakpoint
CREATE TABLE `business_unit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_unit_nama_unique` ON `business_unit` (`nama`);--> statement-breakpoint
CREATE TABLE `cafe` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`ringkasan` text,
	`deskripsi` text,
	`alamat` text,
	`telepon` text,
	`jam_buka` text,
	`latitude` real,
	`longitude` real,
	`foto_key` text,
	`aktif` integer DEFAULT true NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cafe_banner` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cafe_id` integer NOT NULL,
	`foto_key` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`cafe_id`) REFERENCES `cafe`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cafe_banner_cafe_id_idx` ON `cafe_banner` (`cafe_id`);--> statement-breakpoint
CREATE TABLE `cafe_direction` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cafe_id` integer NOT NULL,
	`title` text NOT NULL,
	`deskripsi` text,
	FOREIGN KEY (`cafe_id`) REFERENCES `cafe`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cafe_direction_cafe_id_idx` ON `cafe_direction` (`cafe_id`);--> statement-breakpoint
CREATE TABLE `cafe_gallery` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cafe_id` integer NOT NULL,
	`nama` text,
	`foto_key` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`cafe_id`) REFERENCES `cafe`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cafe_gallery_cafe_id_idx` ON `cafe_gallery` (`cafe_id`);--> statement-breakpoint
CREATE TABLE `cafe_menu` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cafe_id` integer NOT NULL,
	`kategori` text,
	`nama` text NOT NULL,
	`deskripsi` text,
	`harga` integer NOT NULL,
	`foto_key` text,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`cafe_id`) REFERENCES `cafe`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cafe_menu_cafe_id_idx` ON `cafe_menu` (`cafe_id`);--> statement-breakpoint
CREATE TABLE `chat_message` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_user_id` integer NOT NULL,
	`recipient_user_id` integer NOT NULL,
	`contents` text NOT NULL,
	`client_msg_id` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_message_client_msg_id_unique` ON `chat_message` (`client_msg_id`);--> statement-breakpoint
CREATE INDEX `chat_message_author_user_id_recipient_user_id_created_at_idx` ON `chat_message` (`author_user_id`,`recipient_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chat_message_recipient_user_id_created_at_idx` ON `chat_message` (`recipient_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `city` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `city_nama_unique` ON `city` (`nama`);--> statement-breakpoint
CREATE TABLE `contact` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`alamat` text,
	`telepon` text,
	`email` text,
	`whatsapp` text,
	`jam_operasional` text,
	`latitude` real,
	`longitude` real
);
--> statement-breakpoint
CREATE TABLE `contact_message` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`email` text NOT NULL,
	`subjek` text,
	`pesan` text NOT NULL,
	`ip` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_message_created_at_idx` ON `contact_message` (`created_at`);--> statement-breakpoint
CREATE TABLE `country` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`kode` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `country_kode_unique` ON `country` (`kode`);--> statement-breakpoint
CREATE TABLE `destination` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`city_id` integer,
	`ringkasan` text,
	`alamat` text,
	`latitude` real,
	`longitude` real,
	`foto_key` text,
	`urutan` integer DEFAULT 0 NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `city`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `destination_city_id_idx` ON `destination` (`city_id`);--> statement-breakpoint
CREATE TABLE `destination_banner` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`foto_key` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `destination`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `destination_banner_destination_id_idx` ON `destination_banner` (`destination_id`);--> statement-breakpoint
CREATE TABLE `destination_detail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`judul` text NOT NULL,
	`deskripsi` text,
	`foto_key` text,
	FOREIGN KEY (`destination_id`) REFERENCES `destination`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `destination_detail_destination_id_idx` ON `destination_detail` (`destination_id`);--> statement-breakpoint
CREATE TABLE `destination_direction` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`title` text NOT NULL,
	`deskripsi` text,
	FOREIGN KEY (`destination_id`) REFERENCES `destination`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `destination_direction_destination_id_idx` ON `destination_direction` (`destination_id`);--> statement-breakpoint
CREATE TABLE `destination_gallery` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`nama` text,
	`foto_key` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `destination`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `destination_gallery_destination_id_idx` ON `destination_gallery` (`destination_id`);--> statement-breakpoint
CREATE TABLE `destination_ticket_info` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`title` text NOT NULL,
	`deskripsi` text,
	FOREIGN KEY (`destination_id`) REFERENCES `destination`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `destination_ticket_info_destination_id_idx` ON `destination_ticket_info` (`destination_id`);--> statement-breakpoint
CREATE TABLE `event` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`tanggal` text NOT NULL,
	`tanggal_selesai` text,
	`lokasi` text,
	`jenis_event` text,
	`deskripsi` text,
	`foto_key` text,
	`banner_key` text,
	`in_menu` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_tanggal_idx` ON `event` (`tanggal`);--> statement-breakpoint
CREATE TABLE `extra` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`harga` integer NOT NULL,
	`satuan` text NOT NULL,
	`aktif` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extra_nama_unique` ON `extra` (`nama`);--> statement-breakpoint
CREATE TABLE `facility` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`icon` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `facility_nama_unique` ON `facility` (`nama`);--> statement-breakpoint
CREATE TABLE `faq` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`pertanyaan` text NOT NULL,
	`jawaban` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `faq_category`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `faq_category_id_urutan_idx` ON `faq` (`category_id`,`urutan`);--> statement-breakpoint
CREATE TABLE `faq_category` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `faq_category_nama_unique` ON `faq_category` (`nama`);--> statement-breakpoint
CREATE TABLE `fee` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`jenis` text NOT NULL,
	`nilai` integer NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_nilai_check" CHECK("nilai" >= 0)
);
--> statement-breakpoint
CREATE TABLE `guest` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`identity_type_id` integer NOT NULL,
	`no_identitas` text NOT NULL,
	`country_id` integer NOT NULL,
	`province_id` integer,
	`regency_id` integer,
	`email` text NOT NULL,
	`telepon` text NOT NULL,
	`lang_key` text DEFAULT 'id' NOT NULL,
	`user_id` integer,
	`token_fcm` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`identity_type_id`) REFERENCES `identity_type`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`country_id`) REFERENCES `country`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`province_id`) REFERENCES `province`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`regency_id`) REFERENCES `regency`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_email_unique` ON `guest` (`email`);--> statement-breakpoint
CREATE TABLE `hotel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`accommodation_type_id` integer NOT NULL,
	`city_id` integer NOT NULL,
	`alamat` text NOT NULL,
	`email` text,
	`telepon` text,
	`deskripsi` text,
	`latitude` real,
	`longitude` real,
	`direction` text,
	`pop` integer DEFAULT 0 NOT NULL,
	`rating_avg` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`foto_key` text,
	`aktif` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`accommodation_type_id`) REFERENCES `accommodation_type`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`city_id`) REFERENCES `city`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `hotel_city_id_idx` ON `hotel` (`city_id`);--> statement-breakpoint
CREATE INDEX `hotel_accommodation_type_id_idx` ON `hotel` (`accommodation_type_id`);--> statement-breakpoint
CREATE TABLE `hotel_facility` (
	`hotel_id` integer NOT NULL,
	`facility_id` integer NOT NULL,
	PRIMARY KEY(`hotel_id`, `facility_id`),
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facility`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hotel_facility_facility_id_idx` ON `hotel_facility` (`facility_id`);--> statement-breakpoint
CREATE TABLE `hotel_photo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hotel_id` integer NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	`foto_key` text NOT NULL,
	`caption` text,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hotel_photo_hotel_id_urutan_idx` ON `hotel_photo` (`hotel_id`,`urutan`);--> statement-breakpoint
CREATE TABLE `identity_type` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identity_type_nama_unique` ON `identity_type` (`nama`);--> statement-breakpoint
CREATE TABLE `link` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`posisi` text NOT NULL,
	`nama` text NOT NULL,
	`url` text NOT NULL,
	`foto_key` text,
	`urutan` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `link_posisi_idx` ON `link` (`posisi`);--> statement-breakpoint
CREATE TABLE `logger_level` (
	`name` text PRIMARY KEY NOT NULL,
	`level` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_failure` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failure_login_created_at_idx` ON `login_failure` (`login`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failure_ip_created_at_idx` ON `login_failure` (`ip`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`kind` text NOT NULL,
	`lang_key` text DEFAULT 'id' NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_status_created_at_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kode` text NOT NULL,
	`nama` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	`aktif` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_group_kode_unique` ON `payment_group` (`kode`);--> statement-breakpoint
CREATE TABLE `payment_howto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`method_id` integer NOT NULL,
	`nama` text NOT NULL,
	`deskripsi` text NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`method_id`) REFERENCES `payment_method`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_howto_method_id_idx` ON `payment_howto` (`method_id`);--> statement-breakpoint
CREATE TABLE `payment_method` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`kode` text NOT NULL,
	`nama` text NOT NULL,
	`kategori` text NOT NULL,
	`bank` text,
	`logo_key` text,
	`urutan` integer DEFAULT 0 NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `payment_group`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_method_kode_unique` ON `payment_method` (`kode`);--> statement-breakpoint
CREATE INDEX `payment_method_group_id_idx` ON `payment_method` (`group_id`);--> statement-breakpoint
CREATE TABLE `payment_notification` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer,
	`order_id` text NOT NULL,
	`transaction_status` text NOT NULL,
	`status_code` text NOT NULL,
	`gross_amount` text NOT NULL,
	`signature_ok` integer NOT NULL,
	`payload` text NOT NULL,
	`received_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_notification_order_id_idx` ON `payment_notification` (`order_id`);--> statement-breakpoint
CREATE TABLE `profile` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`judul` text NOT NULL,
	`slug` text NOT NULL,
	`ringkasan` text,
	`isi` text,
	`foto_key` text,
	`urutan` integer DEFAULT 0 NOT NULL,
	`in_menu` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profile_slug_unique` ON `profile` (`slug`);--> statement-breakpoint
CREATE TABLE `province` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`country_id` integer NOT NULL,
	`nama` text NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `country`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `province_country_id_nama_unique` ON `province` (`country_id`,`nama`);--> statement-breakpoint
CREATE TABLE `regency` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`province_id` integer NOT NULL,
	`nama` text NOT NULL,
	FOREIGN KEY (`province_id`) REFERENCES `province`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regency_province_id_nama_unique` ON `regency` (`province_id`,`nama`);--> statement-breakpoint
CREATE TABLE `reservation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kode_booking` text NOT NULL,
	`guest_id` integer NOT NULL,
	`hotel_id` integer NOT NULL,
	`room_type_id` integer NOT NULL,
	`cekin` text NOT NULL,
	`cekout` text NOT NULL,
	`durasi` integer NOT NULL,
	`jumlah_kamar` integer NOT NULL,
	`jumlah_tamu` integer NOT NULL,
	`harga` integer NOT NULL,
	`disc` integer DEFAULT 0 NOT NULL,
	`total_harga_only` integer NOT NULL,
	`total_tax_only` integer NOT NULL,
	`total` integer NOT NULL,
	`mode` text DEFAULT 'WEB' NOT NULL,
	`status` text DEFAULT 'BOOKED' NOT NULL,
	`status_bayar` text DEFAULT 'WAITING' NOT NULL,
	`batas_bayar` integer NOT NULL,
	`payment_method_id` integer NOT NULL,
	`payment_code` text,
	`gateway_ref` text,
	`redirect_url` text,
	`keterangan_promo` text,
	`tambahpesanan` text,
	`transaction_type_id` integer,
	`form_token` text,
	`lang_key` text DEFAULT 'id' NOT NULL,
	`paid_at` integer,
	`expired_at` integer,
	`refund_flag` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `guest`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_method`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`transaction_type_id`) REFERENCES `transaction_type`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "reservation_stay_check" CHECK("durasi" >= 1 and julianday("cekout") - julianday("cekin") is "durasi"),
	CONSTRAINT "reservation_jumlah_check" CHECK("jumlah_kamar" >= 1 and "jumlah_tamu" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_kode_booking_unique` ON `reservation` (`kode_booking`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_form_token_unique` ON `reservation` (`form_token`);--> statement-breakpoint
CREATE INDEX `reservation_status_bayar_batas_bayar_idx` ON `reservation` (`status_bayar`,`batas_bayar`);--> statement-breakpoint
CREATE INDEX `reservation_guest_id_idx` ON `reservation` (`guest_id`);--> statement-breakpoint
CREATE INDEX `reservation_hotel_id_idx` ON `reservation` (`hotel_id`);--> statement-breakpoint
CREATE INDEX `reservation_room_type_id_idx` ON `reservation` (`room_type_id`);--> statement-breakpoint
CREATE TABLE `reservation_extra` (
	`reservation_id` integer NOT NULL,
	`extra_id` integer NOT NULL,
	`qty` integer DEFAULT 1 NOT NULL,
	`harga` integer NOT NULL,
	PRIMARY KEY(`reservation_id`, `extra_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`extra_id`) REFERENCES `extra`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE TABLE `review` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hotel_id` integer NOT NULL,
	`room_type_id` integer,
	`satisfaction_id` integer,
	`guest_name` text NOT NULL,
	`rating` integer NOT NULL,
	`komentar` text,
	`tgl` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`satisfaction_id`) REFERENCES `satisfaction`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "review_rating_check" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_satisfaction_id_unique` ON `review` (`satisfaction_id`);--> statement-breakpoint
CREATE INDEX `review_hotel_id_idx` ON `review` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `room_night` (
	`unit_id` integer NOT NULL,
	`night` text NOT NULL,
	`reservation_id` integer NOT NULL,
	PRIMARY KEY(`unit_id`, `night`),
	FOREIGN KEY (`unit_id`) REFERENCES `room_unit`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `room_night_reservation_id_idx` ON `room_night` (`reservation_id`);--> statement-breakpoint
CREATE INDEX `room_night_night_idx` ON `room_night` (`night`);--> statement-breakpoint
CREATE TABLE `room_type` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hotel_id` integer NOT NULL,
	`nama` text NOT NULL,
	`ket` text NOT NULL,
	`kapasitas` integer NOT NULL,
	`luas` integer,
	`tipe_bed` text,
	`keterangan` text,
	`fas_web` text,
	`harga_online` integer NOT NULL,
	`harga_offline` integer NOT NULL,
	`disc_persen_promo` integer DEFAULT 0 NOT NULL,
	`ket_promo` text,
	`tmt_berlaku` text,
	`aktif` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotel`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_type_kapasitas_check" CHECK("kapasitas" >= 1),
	CONSTRAINT "room_type_disc_persen_promo_check" CHECK("disc_persen_promo" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX `room_type_hotel_id_idx` ON `room_type` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `room_type_facility` (
	`room_type_id` integer NOT NULL,
	`facility_id` integer NOT NULL,
	PRIMARY KEY(`room_type_id`, `facility_id`),
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facility`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `room_type_facility_facility_id_idx` ON `room_type_facility` (`facility_id`);--> statement-breakpoint
CREATE TABLE `room_type_photo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_type_id` integer NOT NULL,
	`slot` integer NOT NULL,
	`foto_key` text NOT NULL,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_type_photo_slot_check" CHECK("slot" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `room_type_photo_room_type_id_slot_unique` ON `room_type_photo` (`room_type_id`,`slot`);--> statement-breakpoint
CREATE TABLE `room_unit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_type_id` integer NOT NULL,
	`nomor` text NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_type`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `room_unit_room_type_id_nomor_unique` ON `room_unit` (`room_type_id`,`nomor`);--> statement-breakpoint
CREATE TABLE `satisfaction` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`is_puas` integer NOT NULL,
	`rating` integer,
	`komentar` text,
	`tgl` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservation`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "satisfaction_rating_check" CHECK("rating" is null or "rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `satisfaction_reservation_id_unique` ON `satisfaction` (`reservation_id`);--> statement-breakpoint
CREATE TABLE `satisfaction_detail` (
	`satisfaction_id` integer NOT NULL,
	`reason_id` integer NOT NULL,
	PRIMARY KEY(`satisfaction_id`, `reason_id`),
	FOREIGN KEY (`satisfaction_id`) REFERENCES `satisfaction`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reason_id`) REFERENCES `satisfaction_reason`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE TABLE `satisfaction_reason` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL,
	`aktif` integer DEFAULT true NOT NULL,
	`urutan` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `satisfaction_reason_nama_unique` ON `satisfaction_reason` (`nama`);--> statement-breakpoint
CREATE TABLE `session` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`remember` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`last_used_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_user_id_idx` ON `session` (`user_id`);--> statement-breakpoint
CREATE INDEX `session_expires_at_idx` ON `session` (`expires_at`);--> statement-breakpoint
CREATE TABLE `setting` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `theme_setting` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`posisi` text NOT NULL,
	`properti` text NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `theme_setting_posisi_properti_idx` ON `theme_setting` (`posisi`,`properti`);--> statement-breakpoint
CREATE TABLE `transaction_type` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transaction_type_nama_unique` ON `transaction_type` (`nama`);--> statement-breakpoint
CREATE TABLE `user_authority` (
	`user_id` integer NOT NULL,
	`authority_name` text NOT NULL,
	PRIMARY KEY(`user_id`, `authority_name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`authority_name`) REFERENCES `authority`(`name`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `user_authority_authority_name_idx` ON `user_authority` (`authority_name`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`image_key` text,
	`activated` integer DEFAULT false NOT NULL,
	`lang_key` text DEFAULT 'en' NOT NULL,
	`activation_key_hash` text,
	`reset_key_hash` text,
	`reset_date` integer,
	`role_user` text,
	`business_unit_id` integer,
	`warehouse_id` integer,
	`business_type_id` integer,
	`created_by` text NOT NULL,
	`created_date` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL,
	`last_modified_by` text,
	`last_modified_date` integer,
	FOREIGN KEY (`business_unit_id`) REFERENCES `business_unit`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`warehouse_id`) REFERENCES `warehouse`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`business_type_id`) REFERENCES `business_type`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_unique` ON `users` (`login`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_activation_key_hash_unique` ON `users` (`activation_key_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_reset_key_hash_unique` ON `users` (`reset_key_hash`);--> statement-breakpoint
CREATE TABLE `video` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`judul` text NOT NULL,
	`url` text NOT NULL,
	`thumbnail_key` text,
	`deskripsi` text,
	`urutan` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visitor_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`tanggal` text NOT NULL,
	`country` text,
	`city` text,
	`region` text,
	`timezone` text,
	`user_agent` text,
	`created_at` integer DEFAULT (cast(round((julianday('now') - 2440587.5) * 86400000) as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_log_tanggal_idx` ON `visitor_log` (`tanggal`);--> statement-breakpoint
CREATE UNIQUE INDEX `visitor_log_ip_tanggal_unique` ON `visitor_log` (`ip`,`tanggal`);--> statement-breakpoint
CREATE TABLE `warehouse` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nama` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warehouse_nama_unique` ON `warehouse` (`nama`);