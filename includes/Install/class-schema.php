<?php
/**
 * Table definitions in dbDelta's format.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Plain DDL (no triggers, no foreign keys) so it also runs on the SQLite drop-in.
 * Every query that grows with the data has an index. InnoDB because every write relies on
 * transactions (MyISAM would silently store half of a request); Table_Engines checks it.
 */
final class Schema {

	/**
	 * CREATE TABLE statements, one per table.
	 *
	 * @return string[]
	 */
	public static function statements(): array {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();

		return array_merge( self::core( $charset ), \ImmoWizards\Alerts\Alert_Schema::statements( $charset ), \ImmoWizards\Webhooks\Webhook_Schema::statements( $charset ) );
	}

	/**
	 * The core tables.
	 *
	 * @param string $charset Charset and collation clause.
	 * @return string[]
	 */
	private static function core( string $charset ): array {
		$contacts    = Tables::name( 'contacts' );
		$requests    = Tables::name( 'requests' );
		$consents    = Tables::name( 'consents' );
		$keys        = Tables::name( 'keys' );
		$outbox      = Tables::name( 'outbox' );
		$rate_limits = Tables::name( 'rate_limits' );
		$locations   = Tables::name( 'locations' );
		$searches    = Tables::name( 'saved_searches' );
		$form_tokens = Tables::name( 'form_tokens' );
		$lookup      = Tables::name( 'property_lookup' );
		$regions     = Tables::name( 'property_regions' );
		$sources     = Tables::name( 'property_sources' );
		$imports     = Tables::name( 'imports' );
		$import_log  = Tables::name( 'import_log' );

		return array(
			"CREATE TABLE $contacts (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email_hash char(64) NOT NULL,
  email varchar(254) NOT NULL,
  salutation varchar(10) NOT NULL DEFAULT '',
  firstname varchar(100) NOT NULL DEFAULT '',
  lastname varchar(100) NOT NULL DEFAULT '',
  phone varchar(40) NOT NULL DEFAULT '',
  street varchar(100) NOT NULL DEFAULT '',
  number varchar(20) NOT NULL DEFAULT '',
  zip varchar(10) NOT NULL DEFAULT '',
  city varchar(100) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  newsletter tinyint(1) unsigned NOT NULL DEFAULT 0,
  newsletter_at datetime NULL DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email_hash (email_hash),
  KEY user_id (user_id),
  KEY email (email),
  KEY lastname (lastname),
  KEY name_order (lastname,firstname),
  KEY firstname (firstname),
  KEY created_at (created_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $requests (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  uuid char(36) NOT NULL,
  submission_id char(36) NOT NULL,
  type varchar(20) NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'pending',
  contact_id bigint(20) unsigned NOT NULL,
  payload longtext NOT NULL,
  locale varchar(20) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  confirmed_at datetime NULL DEFAULT NULL,
  workflow varchar(20) NOT NULL DEFAULT 'new',
  note varchar(2000) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY uuid (uuid),
  UNIQUE KEY submission_id (submission_id),
  KEY contact_id (contact_id),
  KEY status_created (status,created_at),
  KEY confirmed_at (confirmed_at),
  KEY created_at (created_at),
  KEY type_created (type,created_at),
  KEY workflow_created (workflow,created_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $consents (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  request_id bigint(20) unsigned NOT NULL,
  contact_id bigint(20) unsigned NOT NULL,
  what varchar(40) NOT NULL,
  text_version varchar(20) NOT NULL,
  text text NOT NULL,
  requested_at datetime NOT NULL,
  confirmed_at datetime NULL DEFAULT NULL,
  ip varchar(45) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY request_id (request_id),
  KEY contact_id (contact_id)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $keys (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  key_hash char(64) NOT NULL,
  purpose varchar(30) NOT NULL,
  request_id bigint(20) unsigned NOT NULL DEFAULT 0,
  contact_id bigint(20) unsigned NOT NULL DEFAULT 0,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  expires_at datetime NOT NULL,
  uses int(10) unsigned NOT NULL DEFAULT 0,
  max_uses int(10) unsigned NOT NULL DEFAULT 1,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY key_hash (key_hash),
  KEY request_id (request_id),
  KEY contact_id (contact_id),
  KEY expires_at (expires_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $outbox (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  recipient varchar(254) NOT NULL,
  reply_to varchar(254) NOT NULL DEFAULT '',
  subject varchar(255) NOT NULL,
  html longtext NOT NULL,
  text longtext NOT NULL,
  locale varchar(20) NOT NULL DEFAULT '',
  status varchar(20) NOT NULL DEFAULT 'pending',
  attempts int(10) unsigned NOT NULL DEFAULT 0,
  next_attempt_at datetime NOT NULL,
  last_error text NULL,
  request_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  sent_at datetime NULL DEFAULT NULL,
  kind varchar(30) NOT NULL DEFAULT '',
  recipient_key char(64) NOT NULL DEFAULT '',
  retry_until datetime NULL DEFAULT NULL,
  headers text NULL,
  attachment longtext NULL,
  attachment_name varchar(100) NOT NULL DEFAULT '',
  attachment_size int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY status_next (status,next_attempt_at),
  KEY request_id (request_id),
  KEY created_at (created_at),
  KEY recipient_kind (recipient_key,kind,created_at),
  KEY status_created (status,created_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $rate_limits (
  bucket char(64) NOT NULL,
  window_start bigint(20) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (bucket,window_start),
  KEY window_start (window_start)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $locations (
  location_id int(10) unsigned NOT NULL,
  parent_id int(10) unsigned NOT NULL DEFAULT 0,
  name varchar(100) NOT NULL,
  geometry longtext NULL,
  active tinyint(1) unsigned NOT NULL DEFAULT 1,
  sort int(10) NOT NULL DEFAULT 0,
  PRIMARY KEY  (location_id),
  KEY parent_id (parent_id),
  KEY active_sort (active,sort)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $searches (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  uuid char(36) NOT NULL,
  contact_id bigint(20) unsigned NOT NULL,
  request_id bigint(20) unsigned NOT NULL DEFAULT 0,
  active tinyint(1) unsigned NOT NULL DEFAULT 0,
  payload longtext NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY uuid (uuid),
  KEY contact_id (contact_id),
  KEY request_id (request_id)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $form_tokens (
  token_hash char(64) NOT NULL,
  submission_id char(36) NOT NULL,
  expires_at datetime NOT NULL,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at)
) ENGINE=InnoDB $charset;",
			// One row per listing that is not trashed: what matching and filters need, indexed.
			"CREATE TABLE $lookup (
  post_id bigint(20) unsigned NOT NULL,
  post_status varchar(20) NOT NULL DEFAULT '',
  status varchar(10) NOT NULL DEFAULT '',
  marketing_type varchar(10) NOT NULL DEFAULT '',
  object_type varchar(12) NOT NULL DEFAULT '',
  category_id int(10) unsigned NULL DEFAULT NULL,
  price decimal(15,2) NULL DEFAULT NULL,
  living_space decimal(12,2) NULL DEFAULT NULL,
  plot_area decimal(14,2) NULL DEFAULT NULL,
  rooms decimal(6,2) NULL DEFAULT NULL,
  build_year smallint(5) unsigned NULL DEFAULT NULL,
  zip varchar(10) NOT NULL DEFAULT '',
  district varchar(100) NOT NULL DEFAULT '',
  lat decimal(10,7) NULL DEFAULT NULL,
  lng decimal(10,7) NULL DEFAULT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (post_id),
  KEY listing_match (post_status,status,marketing_type,object_type,category_id,price),
  KEY zip (zip),
  KEY updated_at (updated_at)
) ENGINE=InnoDB $charset;",
			// The regions (locations) that contain a listing.
			"CREATE TABLE $regions (
  post_id bigint(20) unsigned NOT NULL,
  location_id int(10) unsigned NOT NULL,
  PRIMARY KEY  (post_id,location_id),
  KEY location_post (location_id,post_id)
) ENGINE=InnoDB $charset;",
			// Where an imported listing comes from: hashed provider + object key, last import that saw it.
			"CREATE TABLE $sources (
  post_id bigint(20) unsigned NOT NULL,
  source_key char(64) NOT NULL,
  provider_key char(64) NOT NULL,
  content_hash char(64) NOT NULL DEFAULT '',
  seen_import bigint(20) unsigned NOT NULL DEFAULT 0,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (post_id),
  UNIQUE KEY source_key (source_key),
  KEY provider_seen (provider_key,seen_import)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $imports (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  status varchar(30) NOT NULL DEFAULT 'queued',
  phase varchar(20) NOT NULL DEFAULT 'prepare',
  source varchar(10) NOT NULL DEFAULT '',
  file_name varchar(255) NOT NULL DEFAULT '',
  file_path varchar(500) NOT NULL DEFAULT '',
  work_path varchar(500) NOT NULL DEFAULT '',
  encoding varchar(20) NOT NULL DEFAULT '',
  file_hash char(64) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  scope varchar(4) NOT NULL DEFAULT '',
  total int(10) unsigned NOT NULL DEFAULT 0,
  position int(10) unsigned NOT NULL DEFAULT 0,
  created int(10) unsigned NOT NULL DEFAULT 0,
  updated int(10) unsigned NOT NULL DEFAULT 0,
  unchanged int(10) unsigned NOT NULL DEFAULT 0,
  deleted int(10) unsigned NOT NULL DEFAULT 0,
  failed int(10) unsigned NOT NULL DEFAULT 0,
  existing_before int(10) unsigned NOT NULL DEFAULT 0,
  providers longtext NULL,
  pending_withdrawal longtext NULL,
  error text NULL,
  lease_until datetime NULL DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  finished_at datetime NULL DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY status_id (status,id),
  KEY status_finished (status,finished_at)
) ENGINE=InnoDB $charset;",
			"CREATE TABLE $import_log (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  import_id bigint(20) unsigned NOT NULL,
  position int(10) unsigned NOT NULL DEFAULT 0,
  object_ref varchar(100) NOT NULL DEFAULT '',
  level varchar(10) NOT NULL DEFAULT 'error',
  message text NOT NULL,
  PRIMARY KEY  (id),
  KEY import_id (import_id,id)
) ENGINE=InnoDB $charset;",
		);
	}
}
