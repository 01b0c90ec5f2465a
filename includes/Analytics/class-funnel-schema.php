<?php
/**
 * The funnel's tables in dbDelta's format.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Counters only: a row is (day, screen, step, event, source) → hits. Nothing in these tables names a
 * visitor (no IP, cookie, user agent or request id; `Funnel_Schema_Test` holds it to that). The
 * reports read a range of days from the counters' primary key; a source's rows are found by its
 * own key (the clean-up of unused sources). Pending rows keep a request's screen and source only
 * until its double opt-in; used batch ids are kept an hour.
 */
final class Funnel_Schema {

	/** Short table names (see Tables). */
	public const TABLES = array( 'funnel_counts', 'funnel_sources', 'funnel_pending', 'funnel_batches' );

	/**
	 * CREATE TABLE statements.
	 *
	 * @param string $charset Charset and collation clause.
	 * @return string[]
	 */
	public static function statements( string $charset ): array {
		$counts  = Tables::name( 'funnel_counts' );
		$sources = Tables::name( 'funnel_sources' );
		$pending = Tables::name( 'funnel_pending' );
		$batches = Tables::name( 'funnel_batches' );
		return array(
			"CREATE TABLE $counts (
  day date NOT NULL,
  screen varchar(20) NOT NULL,
  step varchar(20) NOT NULL DEFAULT '',
  event varchar(20) NOT NULL,
  source_id int(10) unsigned NOT NULL DEFAULT 0,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (day,screen,step,event,source_id),
  KEY source_day (source_id,day)
) ENGINE=InnoDB $charset;",
			// Where a counter happened: the page, the website that framed it, the campaign. The key is a
			// hash of the exact values (the columns' collation would fold case and trailing spaces).
			"CREATE TABLE $sources (
  id int(10) unsigned NOT NULL AUTO_INCREMENT,
  source_key char(64) NOT NULL,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  embed_origin varchar(200) NOT NULL DEFAULT '',
  utm_source varchar(64) NOT NULL DEFAULT '',
  utm_campaign varchar(64) NOT NULL DEFAULT '',
  created_on date NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY source_key (source_key),
  KEY created_on (created_on)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $pending (
  request_id bigint(20) unsigned NOT NULL,
  screen varchar(20) NOT NULL,
  source_id int(10) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (request_id),
  KEY source_id (source_id),
  KEY created_at (created_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $batches (
  batch_id char(32) NOT NULL,
  expires_at datetime NOT NULL,
  PRIMARY KEY  (batch_id),
  KEY expires_at (expires_at)
) ENGINE=InnoDB $charset;",
		);
	}
}
