<?php
/**
 * Tables of the saved-search alerts in dbDelta's format.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Matching runs as one indexed join: lookup row → its regions → the region rows of the searches with
 * the same marketing and object type. A search's criteria live in each of its region rows, stored
 * clustered by (region, types), so the searches of a region lie side by side with everything the
 * ranges need: no lookup per candidate search (a separate criteria row by search cost a third more).
 */
final class Alert_Schema {

	/** Short table names (see Tables). */
	public const TABLES = array( 'search_regions', 'alert_log', 'alert_queue' );

	/**
	 * CREATE TABLE statements.
	 *
	 * @param string $charset Charset and collation clause.
	 * @return string[]
	 */
	public static function statements( string $charset ): array {
		$regions = Tables::name( 'search_regions' );
		$log     = Tables::name( 'alert_log' );
		$queue   = Tables::name( 'alert_queue' );
		return array(
			// One row per region of a confirmed, active saved search, with the search's criteria: a null
			// bound is not set, category 0 is any.
			"CREATE TABLE $regions (
  location_id int(10) unsigned NOT NULL,
  marketing_type varchar(10) NOT NULL,
  object_type varchar(12) NOT NULL,
  search_id bigint(20) unsigned NOT NULL,
  category_id int(10) unsigned NOT NULL DEFAULT 0,
  price_min decimal(15,2) NULL DEFAULT NULL,
  price_max decimal(15,2) NULL DEFAULT NULL,
  living_space_min decimal(12,2) NULL DEFAULT NULL,
  plot_area_min decimal(14,2) NULL DEFAULT NULL,
  rooms_min decimal(6,2) NULL DEFAULT NULL,
  build_year_min smallint(5) unsigned NULL DEFAULT NULL,
  build_year_max smallint(5) unsigned NULL DEFAULT NULL,
  PRIMARY KEY  (location_id,marketing_type,object_type,search_id),
  KEY search_id (search_id)
) ENGINE=InnoDB $charset;",
			// Every (saved search, listing) pair ever matched: the unique key keeps a pair from a second mail.
			// Few keys: the matcher writes hundreds of rows per listing.
			"CREATE TABLE $log (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  search_id bigint(20) unsigned NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'pending',
  lease char(32) NOT NULL DEFAULT '',
  lease_until datetime NULL DEFAULT NULL,
  outbox_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  sent_at datetime NULL DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY search_post (search_id,post_id),
  KEY status_id (status,id)
) ENGINE=InnoDB $charset;",
			// Listings waiting to be matched (claimed with a lease by one background run).
			"CREATE TABLE $queue (
  post_id bigint(20) unsigned NOT NULL,
  queued_at datetime NOT NULL,
  lease char(32) NOT NULL DEFAULT '',
  lease_until datetime NULL DEFAULT NULL,
  PRIMARY KEY  (post_id),
  KEY lease_until (lease_until)
) ENGINE=InnoDB $charset;",
		);
	}
}
