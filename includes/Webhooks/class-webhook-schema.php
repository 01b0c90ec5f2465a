<?php
/**
 * The webhook deliveries table in dbDelta's format.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per event and endpoint. The runner finds due rows by (status, next_attempt_at), the
 * retention run old bodies by (status, created_at), a request's detail its deliveries by request_id, an erasure those of
 * its contact by contact_id.
 */
final class Webhook_Schema {

	/** Short table name (see Tables). */
	public const TABLE = 'webhook_deliveries';

	/**
	 * CREATE TABLE statements.
	 *
	 * @param string $charset Charset and collation clause.
	 * @return string[]
	 */
	public static function statements( string $charset ): array {
		$table = Tables::name( self::TABLE );
		return array(
			"CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  uuid char(36) NOT NULL,
  endpoint_id varchar(20) NOT NULL,
  endpoint_url varchar(2000) NOT NULL,
  event varchar(40) NOT NULL,
  body longtext NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'pending',
  attempts int(10) unsigned NOT NULL DEFAULT 0,
  next_attempt_at datetime NOT NULL,
  retry_until datetime NOT NULL,
  response_code smallint(5) unsigned NULL DEFAULT NULL,
  last_error text NULL,
  response_excerpt text NULL,
  request_id bigint(20) unsigned NOT NULL DEFAULT 0,
  contact_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  sent_at datetime NULL DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY uuid (uuid),
  KEY status_next (status,next_attempt_at),
  KEY status_created (status,created_at),
  KEY request_id (request_id),
  KEY contact_id (contact_id)
) ENGINE=InnoDB $charset;",
		);
	}
}
