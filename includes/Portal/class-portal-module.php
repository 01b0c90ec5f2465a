<?php
/**
 * Composition of the customer portal's server side.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Alerts\Matcher;
use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Submit\Contact_Normalizer;
use ImmoWizards\Submit\Saved_Search_Type;
use ImmoWizards\Users\Portal_Users;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the portal's services once (from the plugin's shared ones) and hands over its hooks and
 * REST controllers; the plugin's composition root only asks for them.
 */
final class Portal_Module {

	/**
	 * Built services by class name (each built once).
	 *
	 * @var array<string, object>
	 */
	private array $built = array();

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's shared services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Hooks in: portal page headers, the page an inquiry came from, the guard on core's user routes.
	 */
	public function register(): void {
		( new Portal_Page( $this->plugin->settings() ) )->register();
		( new Inquiry_Source( new Request_Repository() ) )->register();
		( new Account_Guard() )->register();
	}

	/**
	 * The portal's REST controllers (the confirm route too: the wizards' mail links open the portal).
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array(
			new Confirm_Controller( $this->entry() ),
			new Auth_Controller( $this->login_links(), $this->sessions() ),
			new Portal_Session_Controller( $this->sessions() ),
			new Portal_Contact_Controller(
				new Portal_Contact( $this->accounts(), new Contact_Repository(), new Contact_Normalizer( $this->plugin->settings() ), $this->email_change(), $this->plugin->settings() ),
				new Account_Deletion( $this->accounts(), new Personal_Data( new Contact_Repository() ) )
			),
			new Portal_Saved_Search_Controller(
				new Portal_Searches( $this->plugin->request_types()->get( Saved_Search_Type::NAME ), new Saved_Search_Repository(), new Location_Repository(), new Matcher() ),
				$this->accounts()
			),
			new Portal_Inquiry_Controller( new Portal_Inquiries( new Request_Repository(), $this->plugin->request_types() ), $this->accounts() ),
		);
	}

	/**
	 * Keys from mail links that open the portal (confirmation, e-mail change).
	 */
	public function entry(): Portal_Entry {
		return $this->built[ Portal_Entry::class ] ??= new Portal_Entry(
			$this->plugin->confirmation(),
			$this->email_change(),
			$this->login_links(),
			$this->accounts(),
			$this->key_attempts(),
			new Key_Repository(),
			new Request_Repository(),
			new Contact_Repository()
		);
	}

	/**
	 * Portal users and their contacts.
	 */
	public function accounts(): Portal_Accounts {
		return $this->built[ Portal_Accounts::class ] ??= new Portal_Accounts( new Contact_Repository(), $this->plugin->portal_users() );
	}

	/**
	 * Login links.
	 */
	public function login_links(): Login_Links {
		return $this->built[ Login_Links::class ] ??= new Login_Links(
			$this->plugin->keys(),
			$this->accounts(),
			$this->plugin->outbox(),
			$this->plugin->rate_limiter(),
			new Outbox_Repository(),
			new Key_Repository()
		);
	}

	/**
	 * Sessions.
	 */
	public function sessions(): Sessions {
		return $this->built[ Sessions::class ] ??= new Sessions( $this->plugin->keys(), new Key_Repository(), $this->accounts(), $this->key_attempts() );
	}

	/**
	 * E-mail changes.
	 */
	public function email_change(): Email_Change {
		return $this->built[ Email_Change::class ] ??= new Email_Change(
			$this->plugin->keys(),
			$this->accounts(),
			new Contact_Addresses( new Contact_Repository() ),
			$this->plugin->outbox(),
			$this->plugin->rate_limiter()
		);
	}

	/**
	 * The limit on key attempts.
	 */
	private function key_attempts(): Key_Attempts {
		return $this->built[ Key_Attempts::class ] ??= new Key_Attempts( $this->plugin->rate_limiter() );
	}
}
