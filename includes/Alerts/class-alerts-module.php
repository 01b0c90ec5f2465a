<?php
/**
 * Saved-search alerts: composition and hooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Plugin;
use ImmoWizards\Portal\Key_Attempts;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the alert services from the plugin's shared ones and hooks them in: criteria follow the
 * saved searches, listings are queued on sync, runs and the digest come from WP-Cron, the settings
 * section and the deactivate page; it lists the deactivate route for Wiring\Routes.
 */
final class Alerts_Module {

	/**
	 * Built runner.
	 *
	 * @var Alert_Runner|null
	 */
	private ?Alert_Runner $runner = null;

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin Shared services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( Saved_Search_Repository::CHANGED, fn ( $ids ) => ( new Search_Criteria() )->sync( (array) $ids ) );
		( new Listing_Trigger( new Alert_Queue() ) )->register();
		( new Deactivate_Page() )->register();
		( new Alert_Settings_Section( new Alert_Settings() ) )->register();
	}

	/**
	 * The alerts' REST controllers: the deactivate route.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array(
			new Deactivate_Controller( new Deactivation( $this->plugin->keys(), new Key_Attempts( $this->plugin->rate_limiter() ), $this->plugin->rate_limiter() ) ),
		);
	}

	/**
	 * The background runner.
	 */
	public function runner(): Alert_Runner {
		$this->runner ??= new Alert_Runner(
			new Alert_Queue(),
			new Matcher(),
			new Alert_Log(),
			new Alert_Mail( $this->plugin->outbox(), $this->plugin->keys(), $this->plugin->listings()->property_store(), $this->plugin->settings() ),
			$this->plugin->outbox(),
			new Contact_Repository(),
			new Alert_Settings()
		);
		return $this->runner;
	}
}
