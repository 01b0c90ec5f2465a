<?php
/**
 * The plugin's REST routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

use ImmoWizards\Geo\Osrm_Client;
use ImmoWizards\Geo\Photon_Client;
use ImmoWizards\Inbox\Inbox_Module;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Plugin;
use ImmoWizards\Regions\Region_Editor;
use ImmoWizards\Rest\Catalogue_Controller;
use ImmoWizards\Rest\Confirm_Controller;
use ImmoWizards\Rest\Fields_Controller;
use ImmoWizards\Rest\Form_Token_Controller;
use ImmoWizards\Rest\Geocoder_Controller;
use ImmoWizards\Rest\Locations_Controller;
use ImmoWizards\Rest\Mail_Preview_Controller;
use ImmoWizards\Rest\Mail_Resource;
use ImmoWizards\Rest\Mails_Controller;
use ImmoWizards\Rest\Outbox_Runner_Controller;
use ImmoWizards\Rest\Regions_Controller;
use ImmoWizards\Rest\Route_Controller;
use ImmoWizards\Rest\Service_Test_Controller;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Outbox_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds every REST controller (on `rest_api_init`, so other requests build none) and registers its
 * routes. The listings' import route comes with the Listings_Module.
 */
final class Routes {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Registers the routes. Runs on `rest_api_init`.
	 */
	public function register(): void {
		$plugin      = $this->plugin;
		$controllers = array(
			new Fields_Controller(),
			new Geocoder_Controller( new Photon_Client( $plugin->settings() ), $plugin->rate_limiter() ),
			new Form_Token_Controller( $plugin->spam_guard(), $plugin->rate_limiter(), $plugin->request_types() ),
			...$plugin->submit_controllers(),
			new Confirm_Controller( $plugin->portal()->entry() ),
			new Locations_Controller( new Location_Repository() ),
			new Route_Controller( new Osrm_Client( $plugin->settings() ), $plugin->rate_limiter() ),
			new Outbox_Runner_Controller( $plugin->outbox() ),
			...$plugin->portal()->controllers(),
			// The requests inbox (list, detail, workflow, export, contacts).
			...( new Inbox_Module( $plugin ) )->controllers(),
			...$plugin->analytics()->controllers(),
			// Administrators' screens: catalogue, settings (service test, mail preview), regions, mail log.
			new Catalogue_Controller(),
			new Service_Test_Controller(),
			new Mail_Preview_Controller( $plugin->settings(), new Request_Details( $plugin->request_types() ) ),
			new Regions_Controller( new Region_Editor( new Location_Repository() ) ),
			new Mails_Controller( new Mail_Log_Repository(), new Outbox_Repository(), $plugin->outbox_resend(), new Mail_Resource( $plugin->request_types() ) ),
		);
		foreach ( $controllers as $controller ) {
			$controller->register_routes();
		}
	}
}
