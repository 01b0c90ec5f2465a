<?php
/**
 * Boots the plugin: builds the services and hooks them in.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards;

use ImmoWizards\Geo\Osrm_Client;
use ImmoWizards\Geo\Photon_Client;
use ImmoWizards\Install\Installer;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Request_Details;
use ImmoWizards\Mail\Templates;
use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Rest\Confirm_Controller;
use ImmoWizards\Rest\Contact_Controller;
use ImmoWizards\Rest\Expose_Inquiry_Controller;
use ImmoWizards\Rest\Fields_Controller;
use ImmoWizards\Rest\Form_Token_Controller;
use ImmoWizards\Rest\Geocoder_Controller;
use ImmoWizards\Rest\Lead_Controller;
use ImmoWizards\Rest\Locations_Controller;
use ImmoWizards\Rest\Route_Controller;
use ImmoWizards\Rest\Saved_Search_Controller;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Page;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
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
use ImmoWizards\Users\Portal_Access;
use ImmoWizards\Users\Portal_Users;
use ImmoWizards\Portal\Portal_Module;

defined( 'ABSPATH' ) || exit;

/**
 * The composition root. Services are built once, on first use, and passed in through constructors.
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

		if ( class_exists( I18n\I18n::class ) ) {
			I18n\I18n::register();
		}
		add_action( 'plugins_loaded', array( Installer::class, 'maybe_upgrade' ) );
		add_action(
			'init',
			static function (): void {
				if ( class_exists( Blocks\Blocks::class ) ) {
					( new Blocks\Blocks() )->register();
				}
			}
		);
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );

		add_filter( 'cron_schedules', array( Installer::class, 'cron_schedules' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected
		add_action( 'init', array( Installer::class, 'schedule_cron' ) );
		add_action( Outbox::CRON_HOOK, fn () => $this->outbox()->process_due() );
		add_action( Retention::CRON_HOOK, fn () => $this->retention()->run() );

		( new Portal_Access( $this->settings() ) )->register();
		( new Personal_Data( new Contact_Repository() ) )->register();
		if ( is_admin() ) {
			( new Settings_Page( $this->settings() ) )->register();
		}
		$this->portal()->register();
	}

	/**
	 * Registers the REST controllers.
	 */
	public function register_routes(): void {
		$controllers = array(
			new Fields_Controller(),
			new Geocoder_Controller( new Photon_Client( $this->settings() ), $this->rate_limiter() ),
			new Form_Token_Controller( $this->spam_guard(), $this->rate_limiter() ),
			new Lead_Controller( $this->pipeline() ),
			new Saved_Search_Controller( $this->pipeline() ),
			new Expose_Inquiry_Controller( $this->pipeline() ),
			new Contact_Controller( $this->pipeline() ),
			new Confirm_Controller( $this->portal()->entry() ),
			new Locations_Controller( new Location_Repository() ),
			new Route_Controller( new Osrm_Client( $this->settings() ), $this->rate_limiter() ),
			...$this->portal()->controllers(),
		);
		foreach ( $controllers as $controller ) {
			$controller->register_routes();
		}
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
		return $this->service(
			Request_Types::class,
			function () {
				$types = new Request_Types();
				$types->add( new Lead_Type() );
				$types->add( new Saved_Search_Type( new Location_Repository(), new Saved_Search_Repository() ) );
				$types->add( new Expose_Inquiry_Type() );
				$types->add( new Message_Type() );
				$types->add( new Newsletter_Type( $this->settings() ) );
				return $types;
			}
		);
	}

	/**
	 * The submit pipeline.
	 */
	public function pipeline(): Pipeline {
		return $this->service(
			Pipeline::class,
			fn () => new Pipeline(
				new Contact_Normalizer( $this->settings() ),
				$this->spam_guard(),
				$this->rate_limiter(),
				new Contact_Repository(),
				new Request_Repository(),
				new Consent_Repository(),
				$this->keys(),
				$this->outbox(),
				$this->templates(),
				$this->settings(),
				$this->request_types()
			)
		);
	}

	/**
	 * Double opt-in confirmation.
	 */
	public function confirmation(): Confirmation {
		return $this->service(
			Confirmation::class,
			fn () => new Confirmation(
				$this->keys(),
				new Request_Repository(),
				new Consent_Repository(),
				new Contact_Repository(),
				new Portal_Users(),
				$this->outbox(),
				$this->templates(),
				$this->settings(),
				$this->request_types()
			)
		);
	}

	/**
	 * Mail outbox.
	 */
	public function outbox(): Outbox {
		return $this->service( Outbox::class, fn () => new Outbox( new Outbox_Repository(), new Mailer() ) );
	}

	/**
	 * Key service.
	 */
	public function keys(): Key_Service {
		return $this->service( Key_Service::class, fn () => new Key_Service( new Key_Repository() ) );
	}

	/**
	 * Honeypot and form tokens.
	 */
	public function spam_guard(): Spam_Guard {
		return $this->service( Spam_Guard::class, fn () => new Spam_Guard() );
	}

	/**
	 * Rate limiter.
	 */
	public function rate_limiter(): Rate_Limiter {
		return $this->service( Rate_Limiter::class, fn () => new Rate_Limiter( new Rate_Limit_Repository() ) );
	}

	/**
	 * Retention clean-up.
	 */
	public function retention(): Retention {
		return $this->service(
			Retention::class,
			fn () => new Retention(
				$this->settings(),
				new Request_Repository(),
				new Consent_Repository(),
				new Key_Repository(),
				new Outbox_Repository(),
				new Contact_Repository(),
				$this->rate_limiter(),
				new Saved_Search_Repository()
			)
		);
	}

	/**
	 * Mail templates.
	 */
	public function templates(): Templates {
		return $this->service( Templates::class, fn () => new Templates( $this->settings(), new Request_Details() ) );
	}

	/**
	 * Builds a service once.
	 *
	 * @template T of object
	 * @param string   $id      Service class name.
	 * @param callable $factory Builds it.
	 * @return T
	 */
	private function service( string $id, callable $factory ): object {
		if ( ! isset( $this->services[ $id ] ) ) {
			$this->services[ $id ] = $factory();
		}
		return $this->services[ $id ];
	}

	/**
	 * The customer portal's services and routes.
	 */
	public function portal(): Portal_Module {
		return $this->service( Portal_Module::class, fn () => new Portal_Module( $this ) );
	}
}
