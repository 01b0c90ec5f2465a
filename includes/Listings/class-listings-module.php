<?php
/**
 * Composition of the listings and the OpenImmo import.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

use ImmoWizards\Import;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the listings' and the import's services once and hooks them in: post type, lookup table,
 * cron tick, background runs and the WP-CLI command; Wiring\Routes asks it for the import route
 * and the REST field.
 */
final class Listings_Module {

	/**
	 * Built services by class name (each built once).
	 *
	 * @var array<string, object>
	 */
	private array $built = array();

	/**
	 * Hooks everything in.
	 */
	public function register(): void {
		( new Post_Type() )->register();
		$this->lookup_sync()->register();
		( new \ImmoWizards\Expose\Expose_Module( $this->property_store() ) )->register();
		( new Import\Folder_Health() )->register();
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'immo-wizards import', $this->import_command() );
		}
	}

	/**
	 * The listings' REST controllers: the OpenImmo import.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array( new Import\Imports_Controller( $this->import_intake(), $this->import_repository(), $this->import_withdrawal() ) );
	}

	/**
	 * The REST field `property` of the listings (core's posts route).
	 */
	public function property_field(): Property_Field {
		return new Property_Field( $this->property_store(), $this->lookup_sync() );
	}

	/**
	 * The job `imports` (Wiring\Jobs: every five minutes and when an import waits): takes files from
	 * the pickup folder, works on open imports (resuming those whose worker died), forgets imports
	 * older than 30 days.
	 */
	public function import_tick(): void {
		$this->import_pickup()->scan();
		$this->import_runner()->run();
		// Logs of imports that ended a month ago, and the files refused then, are of no more use.
		$this->import_repository()->delete_finished_before( Tables::now( -Import\Import_Repository::RETENTION ) );
		$this->import_pickup()->delete_old_rejected();
	}

	/**
	 * Listing values.
	 */
	public function property_store(): Property_Store {
		return $this->built[ Property_Store::class ] ??= new Property_Store();
	}

	/**
	 * Lookup table sync (call regions_changed() after editing regions, or fire the
	 * `immo_wizards_regions_changed` action).
	 */
	public function lookup_sync(): Lookup_Sync {
		return $this->built[ Lookup_Sync::class ] ??= new Lookup_Sync( $this->property_store(), new Lookup_Table(), new Region_Matcher( new Location_Repository() ) );
	}

	/**
	 * Import limits.
	 */
	public function import_settings(): Import\Import_Settings {
		return $this->built[ Import\Import_Settings::class ] ??= new Import\Import_Settings();
	}

	/**
	 * Imports table.
	 */
	public function import_repository(): Import\Import_Repository {
		return $this->built[ Import\Import_Repository::class ] ??= new Import\Import_Repository();
	}

	/**
	 * Receives import files.
	 */
	public function import_intake(): Import\Intake {
		return $this->built[ Import\Intake::class ] ??= new Import\Intake( $this->import_repository(), $this->import_settings() );
	}

	/**
	 * Writes imported listings.
	 */
	public function listing_writer(): Import\Listing_Writer {
		return $this->built[ Import\Listing_Writer::class ] ??= new Import\Listing_Writer(
			$this->property_store(),
			$this->lookup_sync(),
			new Import\Source_Table(),
			new Import\Image_Importer( $this->import_settings() ),
			$this->import_settings()
		);
	}

	/**
	 * Full-transfer withdrawals.
	 */
	public function import_withdrawal(): Import\Withdrawal {
		return $this->built[ Import\Withdrawal::class ] ??= new Import\Withdrawal( $this->import_repository(), new Import\Source_Table(), $this->listing_writer(), $this->import_settings() );
	}

	/**
	 * Background import runs.
	 */
	public function import_runner(): Import\Runner {
		return $this->built[ Import\Runner::class ] ??= new Import\Runner( $this->import_repository(), new Import\Object_Mapper(), $this->listing_writer(), $this->import_withdrawal(), $this->import_settings() );
	}

	/**
	 * The pickup folder.
	 */
	private function import_pickup(): Import\Pickup_Folder {
		return $this->built[ Import\Pickup_Folder::class ] ??= new Import\Pickup_Folder( $this->import_intake(), $this->import_repository() );
	}

	/**
	 * `wp immo-wizards import`.
	 */
	private function import_command(): Import\Cli_Command {
		return $this->built[ Import\Cli_Command::class ] ??= new Import\Cli_Command( $this->import_intake(), $this->import_runner(), $this->import_repository(), $this->import_withdrawal(), $this->import_settings() );
	}
}
