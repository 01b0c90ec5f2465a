<?php
/**
 * Versioned database migrations.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Storage\Contact_Cleanup;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Table_Charsets;
use ImmoWizards\Storage\Table_Engines;

defined( 'ABSPATH' ) || exit;

/**
 * Brings the tables to the current version; runs on activation and whenever the stored version differs
 * (so a plugin update migrates without re-activation).
 *
 * Versions: 1 first tables; 2 regions (seeded with the demo regions), saved searches, the contact's
 * newsletter flag; 3 InnoDB tables, contacts keep personal details only once confirmed; 4 used form
 * tokens, index on the requests' confirmation time; 5 outbox rows know what they are (kind, folded
 * recipient, retry deadline), so a mail can be rebuilt from its request and confirmation mails can be
 * counted per recipient; 6 listings: lookup, regions and sources of the properties, OpenImmo imports
 * and their log; 7 saved-search alerts: the searches' region rows with their criteria (filled for
 * the existing ones), the alert log and queue, outbox headers; 8 requests inbox: the requests'
 * workflow and note with the list's indexes, search indexes on the contacts, the consents' truncated
 * IP, the inbox capability for administrators and editors; 9 webhook deliveries; 10 mail log: outbox
 * index on status and time, sent mails keep no extra headers either; 11 contacts' index on last and
 * first name (the inbox's order by name reads the contacts first); 13 settings: the switch "consent
 * required" becomes the cookie banner's mode; 14 outbox attachments (sealed content, name and size
 * for the mail log).
 */
final class Migrations {

	public const VERSION = '14';

	public const OPTION = 'immo_wizards_db_version';

	/**
	 * Whether the stored version differs from the code's.
	 */
	public static function needed(): bool {
		return self::VERSION !== (string) get_option( self::OPTION, '' );
	}

	/**
	 * Runs dbDelta (idempotent), the data steps of the versions not yet applied, and stores the version.
	 */
	public static function run(): void {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$from = (int) get_option( self::OPTION, '0' );
		dbDelta( Schema::statements() );
		// dbDelta leaves the engine of existing tables alone: convert them, or record why submits are refused.
		Table_Engines::ensure();
		Table_Charsets::record();
		if ( $from < 2 ) {
			// Only once: regions the admin deletes later do not come back with the next update.
			( new Location_Repository() )->seed( Demo_Regions::all() );
		}
		if ( $from < 3 ) {
			// Details that older versions stored at submit time for addresses that never confirmed.
			( new Contact_Cleanup() )->scrub_unconfirmed();
		}
		if ( $from < 6 ) {
			// The property post type's permalinks are new: rebuild the rewrite rules once it is registered.
			update_option( \ImmoWizards\Listings\Post_Type::FLUSH_OPTION, 1, true );
		}
		if ( $from < 7 ) {
			// Alerts match against derived rows: derive them for the saved searches made before.
			$criteria = new \ImmoWizards\Alerts\Search_Criteria();
			$after    = 0;
			do {
				$after = $criteria->fill_after( $after );
			} while ( $after > 0 );
		}
		if ( $from < 8 ) {
			// The inbox is new: the roles that manage the site's content may work with requests.
			\ImmoWizards\Users\Roles::grant_request_managers();
		}
		if ( $from < 10 ) {
			// Sent mails kept their extra headers (they may hold keys): the log keeps no body.
			( new \ImmoWizards\Storage\Outbox_Repository() )->drop_sent_bodies();
		}
		if ( $from < 13 ) {
			\ImmoWizards\Settings\Privacy_Settings::migrate_consent_required();
		}
		update_option( self::OPTION, self::VERSION, true );
	}
}
