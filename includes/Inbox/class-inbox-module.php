<?php
/**
 * The requests inbox's services and routes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_List;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_List;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the inbox's REST controllers from the plugin's shared services (the request types).
 */
final class Inbox_Module {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * The inbox's REST controllers.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		$types = $this->plugin->request_types();
		return array(
			new Requests_Controller( $types, new Request_List(), new Request_Repository(), $this->resource(), $this->deletion() ),
			new Request_Export_Controller( $types, $this->export(), new Csv_Download() ),
			new Contacts_Controller( new Contact_List() ),
		);
	}

	/**
	 * How a request is shown.
	 */
	public function resource(): Request_Resource {
		$types = $this->plugin->request_types();
		return new Request_Resource( $types, new Request_Details( $types ), new Consent_Repository(), new Outbox_Repository(), $this->plugin->crm()->feedback() );
	}

	/**
	 * The CSV export.
	 */
	public function export(): Csv_Export {
		return new Csv_Export( new Request_List(), $this->plugin->request_types() );
	}

	/**
	 * Deleting a request.
	 */
	public function deletion(): Request_Deletion {
		return new Request_Deletion( new Request_Repository(), new Consent_Repository(), new Key_Repository(), new Outbox_Repository(), new Saved_Search_Repository() );
	}
}
