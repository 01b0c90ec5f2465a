<?php
/**
 * The composition root: builds the plugin's services and hands them to its wiring modules.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards;

use ImmoWizards\Listings\Listings_Module;
use ImmoWizards\Mail\Kinds\Mail_Kinds;
use ImmoWizards\Mail\Mail_Rebuilder;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Portal\Portal_Module;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Security\Work_Proof;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Cleanup;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Form_Token_Repository;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Rate_Limit_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Submit\Confirmation;
use ImmoWizards\Submit\Contact_Normalizer;
use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Message_Type;
use ImmoWizards\Submit\Newsletter_Type;
use ImmoWizards\Submit\Pipeline;
use ImmoWizards\Submit\Request_Types;
use ImmoWizards\Submit\Saved_Search_Type;
use ImmoWizards\Users\Portal_Users;

defined( 'ABSPATH' ) || exit;

/**
 * Services are built once, on first use, and passed in through constructors. boot() hands them to
 * the wiring modules (Wiring\Hooks, Wiring\Routes, Blocks\Blocks with the screen map, and the
 * listings' and the portal's modules), which hook them in.
 */
final class Plugin {

	/**
	 * Shared instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Built services by class name.
	 *
	 * @var array<string, object>
	 */
	private array $services = array();

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The shared instance.
	 */
	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Hooks everything in (once).
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;

		I18n\I18n::register();
		( new Wiring\Hooks( $this ) )->register();
		add_action( 'init', fn () => ( new Blocks\Blocks( $this->screens() ) )->register() );
		( new Wiring\Routes( $this ) )->register();
		// REST safety nets (database loss, stale nonces on cached pages) hook into every dispatch, so
		// they are registered at boot rather than with the routes (which core builds once per process).
		Rest\Database_Guard::register();
		Rest\Stale_Nonce::register();
		$this->listings()->register();
		$this->portal()->register();
		// Each area's hooks live in its module: saved-search alerts, signed webhooks, the CRM transfer,
		// the funnel statistics, the market figures.
		$this->alerts()->register();
		$this->webhooks()->register();
		$this->crm()->register();
		$this->analytics()->register();
		$this->market()->register();
	}

	/** Funnel statistics (counters only). */
	public function analytics(): Analytics\Analytics_Module {
		return $this->services[ Analytics\Analytics_Module::class ] ??= new Analytics\Analytics_Module( $this );
	}

	/** The waiting buyers of an owner's property and the price indication. */
	public function market(): Market\Market_Module {
		return $this->services[ Market\Market_Module::class ] ??= new Market\Market_Module( $this );
	}

	/** The CRM transfer (OpenImmo-Feedback). */
	public function crm(): Crm\Crm_Module {
		return $this->services[ Crm\Crm_Module::class ] ??= new Crm\Crm_Module( $this );
	}

	/** Signed webhooks. */
	public function webhooks(): Webhooks\Webhooks_Module {
		return $this->services[ Webhooks\Webhooks_Module::class ] ??= new Webhooks\Webhooks_Module( $this );
	}

	/** Saved-search alerts. */
	public function alerts(): Alerts\Alerts_Module {
		return $this->services[ Alerts\Alerts_Module::class ] ??= new Alerts\Alerts_Module( $this );
	}

	/**
	 * Every screen with its config builder: each is a block (`blocks/<screen>/block.json`), a
	 * shortcode and a build entry; Blocks reports one whose files are missing.
	 *
	 * @return array<string, Blocks\Screen_Config>
	 */
	public function screens(): array {
		return array(
			'lead-wizard'         => new Blocks\Lead_Wizard_Config(),
			'saved-search-wizard' => new Blocks\Saved_Search_Wizard_Config(),
			'expose-inquiry'      => new Blocks\Expose_Inquiry_Config(),
			'contact-form'        => new Blocks\Contact_Form_Config(),
			'newsletter'          => new Blocks\Newsletter_Config(),
			'route-planner'       => new Blocks\Route_Planner_Config(),
			'portal'              => new Blocks\Portal_Config(),
		);
	}

	/**
	 * Settings.
	 */
	public function settings(): Settings {
		return Settings::instance();
	}

	/**
	 * Every request type (shared by the pipeline and the confirmation).
	 */
	public function request_types(): Request_Types {
		if ( ! isset( $this->services[ Request_Types::class ] ) ) {
			$types = new Request_Types();
			$types->add( new Lead_Type() );
			$types->add( new Saved_Search_Type( new Location_Repository(), new Saved_Search_Repository() ) );
			$types->add( new Expose_Inquiry_Type() );
			$types->add( new Message_Type() );
			$types->add( new Newsletter_Type( $this->settings() ) );
			$this->services[ Request_Types::class ] = $types;
		}
		return $this->services[ Request_Types::class ];
	}

	/**
	 * The submit pipeline.
	 */
	public function pipeline(): Pipeline {
		return $this->services[ Pipeline::class ] ??= new Pipeline(
			new Contact_Normalizer( $this->settings() ),
			$this->spam_guard(),
			$this->rate_limiter(),
			new Contact_Repository(),
			new Request_Repository(),
			new Consent_Repository(),
			$this->keys(),
			$this->outbox(),
			$this->settings(),
			$this->request_types(),
			new Work_Proof( new Form_Token_Repository() )
		);
	}

	/**
	 * Double opt-in confirmation.
	 */
	public function confirmation(): Confirmation {
		return $this->services[ Confirmation::class ] ??= new Confirmation(
			$this->keys(),
			new Request_Repository(),
			new Consent_Repository(),
			new Contact_Repository(),
			$this->portal_users(),
			$this->outbox(),
			$this->settings(),
			$this->request_types()
		);
	}

	/**
	 * Portal users (created and linked after a confirmation, repaired in the background).
	 */
	public function portal_users(): Portal_Users {
		return $this->services[ Portal_Users::class ] ??= new Portal_Users( new Contact_Repository() );
	}

	/**
	 * Mail outbox.
	 */
	public function outbox(): Outbox {
		return $this->services[ Outbox::class ] ??= new Outbox( new Outbox_Repository(), new Mailer(), $this->templates(), new Mail_Rebuilder( $this->templates(), $this->mail_kinds() ) );
	}

	/**
	 * The one runner of the queues: mails, then webhook deliveries.
	 */
	public function runner(): Queue\Runner {
		return $this->services[ Queue\Runner::class ] ??= new Queue\Runner(
			array(
				Outbox::QUEUE                    => fn () => $this->outbox()->retry_queue(),
				Webhooks\Webhook_Delivery::QUEUE => fn () => $this->webhooks()->queue(),
			)
		);
	}

	/**
	 * "Erneut senden": puts failed mails back into the outbox.
	 */
	public function outbox_resend(): Mail\Outbox_Resend {
		return $this->services[ Mail\Outbox_Resend::class ] ??= new Mail\Outbox_Resend( new Outbox_Repository(), $this->runner() );
	}

	/**
	 * Key service.
	 */
	public function keys(): Key_Service {
		return $this->services[ Key_Service::class ] ??= new Key_Service( new Key_Repository() );
	}

	/**
	 * Honeypot and form tokens.
	 */
	public function spam_guard(): Spam_Guard {
		return $this->services[ Spam_Guard::class ] ??= new Spam_Guard( new Form_Token_Repository() );
	}

	/**
	 * Rate limiter.
	 */
	public function rate_limiter(): Rate_Limiter {
		return $this->services[ Rate_Limiter::class ] ??= new Rate_Limiter( new Rate_Limit_Repository() );
	}

	/**
	 * Retention clean-up.
	 */
	public function retention(): Retention {
		return $this->services[ Retention::class ] ??= new Retention(
			$this->settings(),
			new Request_Repository(),
			new Consent_Repository(),
			new Key_Repository(),
			new Outbox_Repository(),
			new Contact_Cleanup(),
			$this->rate_limiter(),
			new Saved_Search_Repository()
		);
	}

	/**
	 * Mail templates.
	 */
	public function templates(): Templates {
		return $this->services[ Templates::class ] ??= new Templates( $this->settings(), $this->mail_kinds() );
	}

	/**
	 * Every mail kind (the outbox, the agency's mail texts, the preview, the admin screens).
	 */
	public function mail_kinds(): Mail_Kinds {
		return $this->services[ Mail_Kinds::class ] ??= Mail_Kinds::registered( $this->settings(), new Request_Details( $this->request_types() ), $this->keys() );
	}

	/**
	 * The listings and the OpenImmo import.
	 */
	public function listings(): Listings_Module {
		return $this->services[ Listings_Module::class ] ??= new Listings_Module();
	}

	/**
	 * The customer portal's services and routes.
	 */
	public function portal(): Portal_Module {
		return $this->services[ Portal_Module::class ] ??= new Portal_Module( $this );
	}
}
