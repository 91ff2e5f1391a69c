ALTER TABLE `room_type` ADD `promo_hari` integer DEFAULT 127 NOT NULL;--> statement-breakpoint
ALTER TABLE `room_type` ADD `promo_periode` text;--> statement-breakpoint
ALTER TABLE `room_type` ADD `promo_min_malam` integer;--> statement-breakpoint
ALTER TABLE `room_type` ADD `promo_kecuali_libur` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TRIGGER `room_rate_prices_insert` AFTER INSERT ON `room_rate`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_rate_prices_update` AFTER UPDATE ON `room_rate`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_rate_prices_delete` AFTER DELETE ON `room_rate`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (OLD.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_type_prices_insert` AFTER INSERT ON `room_type`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || h.id, 1 FROM hotel h WHERE h.id IN (NEW.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE h.id IN (NEW.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_type_prices_update` AFTER UPDATE ON `room_type`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || h.id, 1 FROM hotel h WHERE h.id IN (OLD.hotel_id, NEW.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE h.id IN (OLD.hotel_id, NEW.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_type_prices_delete` AFTER DELETE ON `room_type`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || h.id, 1 FROM hotel h WHERE h.id IN (OLD.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE h.id IN (OLD.hotel_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_unit_prices_insert` AFTER INSERT ON `room_unit`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_unit_prices_update` AFTER UPDATE ON `room_unit`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id, NEW.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `room_unit_prices_delete` AFTER DELETE ON `room_unit`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || rt.hotel_id, 1 FROM room_type rt WHERE rt.id IN (OLD.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE rt.id IN (OLD.room_type_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `hotel_prices_update` AFTER UPDATE ON `hotel`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'hotel:' || h.id, 1 FROM hotel h WHERE h.id IN (OLD.id, NEW.id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE h.id IN (OLD.id, NEW.id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || c.id, 1 FROM city c WHERE c.id IN (OLD.city_id, NEW.city_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `hotel_prices_delete` AFTER DELETE ON `hotel`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || c.id, 1 FROM city c WHERE c.id IN (OLD.city_id)
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `fee_prices_insert` AFTER INSERT ON `fee`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `fee_prices_update` AFTER UPDATE ON `fee`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `fee_prices_delete` AFTER DELETE ON `fee`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `extra_prices_insert` AFTER INSERT ON `extra`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `extra_prices_update` AFTER UPDATE ON `extra`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `extra_prices_delete` AFTER DELETE ON `extra`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `holiday_prices_insert` AFTER INSERT ON `holiday`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `holiday_prices_update` AFTER UPDATE ON `holiday`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `holiday_prices_delete` AFTER DELETE ON `holiday`
BEGIN
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT 'hotel:' || h.id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
	INSERT INTO `inventory_version` (`scope`, `version`)
		SELECT DISTINCT 'city:' || h.city_id, 1 FROM hotel h WHERE true
		ON CONFLICT (`scope`) DO UPDATE SET `version` = `version` + 1;
END;
