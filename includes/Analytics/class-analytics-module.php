<?php
/**
 * The funnel statistics: services, routes and hooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Contact_Eraser;

defined( 'ABSPATH' ) || exit;

/**
 * Composes the funnel: the beacon and report routes, the count of each stored request (through the
 * submit route) and of its confirmation, and the clean-up run with the retention job.
 */
final class Analytics_Module {

	/**
	 * Built services by name.
	 *
	 * @var array<string, object>
	 */
	private array $services = array();

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Hooks the count of confirmations in, and the erasure of a contact's unconfirmed requests' sources.
	 */
	public function register(): void {
		add_action( 'immo_wizards_request_confirmed', fn ( $request_id ) => $this->funnel()->confirmed( (int) $request_id ) );
		add_action( Contact_Eraser::ERASING, fn ( $contact_id, $email, $request_ids ) => ( new Pending_Repository() )->delete_for_requests( (array) $request_ids ), 10, 3 );
		// After the plugin's translations (0) and updates (1): the beacon is answered before the rest
		// of `init` and the REST server.
		add_action( 'init', fn () => ( new Beacon_Fast_Path( $this->beacon() ) )->maybe_serve(), 2 );
	}

	/**
	 * The beacon route's controller.
	 */
	public function beacon(): Beacon_Controller {
		return new Beacon_Controller( $this->funnel(), $this->plugin->rate_limiter() );
	}

	/**
	 * The funnel's REST controllers.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array(
			$this->beacon(),
			new Report_Controller( $this->report() ),
		);
	}

	/**
	 * Counting.
	 */
	public function funnel(): Funnel {
		return $this->services['funnel'] ??= new Funnel( new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), $this->plugin->settings() );
	}

	/**
	 * The reports (screen and dashboard widget).
	 */
	public function report(): Funnel_Report {
		return $this->services['report'] ??= new Funnel_Report( new Counter_Repository(), new Source_Repository() );
	}

	/**
	 * The clean-up.
	 */
	public function maintenance(): Funnel_Maintenance {
		return $this->services['maintenance'] ??= new Funnel_Maintenance( $this->plugin->settings(), new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository() );
	}
}
