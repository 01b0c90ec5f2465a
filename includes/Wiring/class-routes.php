<?php
/**
 * The plugin's REST routes: the one table of controllers and the one place that registers them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

use ImmoWizards\Catalogue\Catalogue_Controller;
use ImmoWizards\Catalogue\Fields_Controller;
use ImmoWizards\Geo\Geocoder_Controller;
use ImmoWizards\Geo\Osrm_Client;
use ImmoWizards\Geo\Photon_Client;
use ImmoWizards\Geo\Route_Controller;
use ImmoWizards\Inbox\Inbox_Module;
use ImmoWizards\Mail\Mail_Preview_Controller;
use ImmoWizards\Mail\Mail_Resource;
use ImmoWizards\Mail\Mails_Controller;
use ImmoWizards\Plugin;
use ImmoWizards\Queue\Runner_Controller;
use ImmoWizards\Regions\Locations_Controller;
use ImmoWizards\Regions\Region_Editor;
use ImmoWizards\Regions\Regions_Controller;
use ImmoWizards\Rest\Controller;
use ImmoWizards\Settings\Service_Test_Controller;
use ImmoWizards\Setup\Page_Controller;
use ImmoWizards\Setup\Privacy_Page_Controller;
use ImmoWizards\Setup\Setup_Controller;
use ImmoWizards\Setup\Test_Mail_Controller;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Submit\Form_Token_Controller;
use ImmoWizards\Submit\Submit_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * A feature's controllers live in its folder; a feature with a module lists them in the module's
 * `controllers()`, the others are listed here. Nothing else hooks `rest_api_init`: the controllers
 * are built there, so other requests build none.
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
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers every controller's routes and the listings' REST field. Runs on `rest_api_init`.
	 */
	public function register_routes(): void {
		foreach ( $this->controllers() as $controller ) {
			$controller->register_routes();
		}
		$this->plugin->listings()->property_field()->register_field();
	}

	/**
	 * Every REST controller.
	 *
	 * @return Controller[]
	 */
	public function controllers(): array {
		$plugin = $this->plugin;
		return array_merge(
			$plugin->portal()->controllers(),
			( new Inbox_Module( $plugin ) )->controllers(),
			$plugin->listings()->controllers(),
			$plugin->alerts()->controllers(),
			$plugin->webhooks()->controllers(),
			$plugin->crm()->controllers(),
			$plugin->analytics()->controllers(),
			$plugin->market()->controllers(),
			// The features without a module of their own.
			array(
				new Submit_Controller( $plugin->pipeline(), $plugin->request_types(), $plugin->analytics()->funnel() ),
				new Form_Token_Controller( $plugin->spam_guard(), $plugin->rate_limiter(), $plugin->request_types() ),
				new Fields_Controller(),
				new Catalogue_Controller(),
				new Geocoder_Controller( new Photon_Client( $plugin->settings() ), $plugin->rate_limiter() ),
				new Route_Controller( new Osrm_Client( $plugin->settings() ), $plugin->rate_limiter() ),
				new Locations_Controller( new Location_Repository() ),
				new Regions_Controller( new Region_Editor( new Location_Repository() ) ),
				new Service_Test_Controller(),
				new Mail_Preview_Controller( $plugin->templates(), $plugin->mail_kinds() ),
				new Mails_Controller( new Mail_Log_Repository(), new Outbox_Repository(), $plugin->outbox_resend(), new Mail_Resource( $plugin->request_types() ) ),
				new Runner_Controller( $plugin->runner() ),
				new Setup_Controller(),
				new Page_Controller(),
				new Privacy_Page_Controller(),
				new Test_Mail_Controller( $plugin->outbox(), $plugin->rate_limiter() ),
			)
		);
	}
}
