<?php
/**
 * Boots the plugin: builds the services and hooks them in.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards;

use ImmoWizards\Admin\Outbox_Health;
use ImmoWizards\Admin\Outbox_Notice;
use ImmoWizards\Admin\Outbox_Report;
use ImmoWizards\Admin\Outbox_Resend_Action;
use ImmoWizards\Geo\Osrm_Client;
use ImmoWizards\Geo\Photon_Client;
use ImmoWizards\Install\Installer;
use ImmoWizards\Mail\Mail_Rebuilder;
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
use ImmoWizards\Rest\Outbox_Runner_Controller;
use ImmoWizards\Rest\Locations_Controller;
use ImmoWizards\Rest\Route_Controller;
use ImmoWizards\Rest\Saved_Search_Controller;
use ImmoWizards\Security\Key_Service;
use ImmoWizards\Security\Proxy_Health;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Security\Spam_Guard;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Page;
use ImmoWizards\Storage\Consent_Repository;
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
		add_action( Retention::CRON_HOOK, fn () => $this->spam_guard()->clean_up() );
		add_action( Outbox::CRON_HOOK, fn () => $this->portal_users()->repair() );

		( new Portal_Access( $this->settings() ) )->register();
		( new Personal_Data( new Contact_Repository() ) )->register();
		( new Proxy_Health( $this->settings() ) )->register();
		$this->register_listings();
		if ( is_admin() ) {
			$settings_page = new Settings_Page( $this->settings() );
			$settings_page->register();
			( new Admin\Admin_Menu( $settings_page, new Admin\Import_Page() ) )->register();
			( new Admin\Withdrawal_Notice( $this->import_repository() ) )->register();
			( new Admin\Property_Sidebar() )->register();
			( new Install\Engine_Notice() )->register();
		}
		$this->boot_outbox_alerts();
		$this->portal()->register();
	}

	/**
	 * The outbox's one-off runner and what admins are told about mails that did not go out.
	 */
	private function boot_outbox_alerts(): void {
		add_action( Outbox::WAKE_HOOK, fn () => $this->outbox()->process_due() );
		$report = new Outbox_Report( new Outbox_Repository() );
		( new Outbox_Health( $report ) )->register();
		if ( is_admin() ) {
			( new Outbox_Notice( $report ) )->register();
			( new Outbox_Resend_Action( new Outbox_Repository(), $this->outbox() ) )->register();
		}
	}

	/**
	 * Registers the REST controllers.
	 */
	public function register_routes(): void {
		$controllers = array(
			new Fields_Controller(),
			new Geocoder_Controller( new Photon_Client( $this->settings() ), $this->rate_limiter() ),
			new Form_Token_Controller( $this->spam_guard(), $this->rate_limiter(), $this->request_types() ),
			new Lead_Controller( $this->pipeline() ),
			new Saved_Search_Controller( $this->pipeline() ),
			new Expose_Inquiry_Controller( $this->pipeline() ),
			new Contact_Controller( $this->pipeline() ),
			new Confirm_Controller( $this->portal()->entry() ),
			new Locations_Controller( new Location_Repository() ),
			new Route_Controller( new Osrm_Client( $this->settings() ), $this->rate_limiter() ),
			new Outbox_Runner_Controller( $this->outbox() ),
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
				$this->portal_users(),
				$this->outbox(),
				$this->templates(),
				$this->settings(),
				$this->request_types()
			)
		);
	}

	/**
	 * Portal users (created and linked after a confirmation, repaired in the background).
	 */
	public function portal_users(): Portal_Users {
		return $this->service( Portal_Users::class, fn () => new Portal_Users( new Contact_Repository() ) );
	}

	/**
	 * Mail outbox.
	 */
	public function outbox(): Outbox {
		return $this->service(
			Outbox::class,
			fn () => new Outbox(
				new Outbox_Repository(),
				new Mailer(),
				new Mail_Rebuilder( $this->templates(), new Request_Repository(), $this->keys(), $this->settings() )
			)
		);
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
		return $this->service( Spam_Guard::class, fn () => new Spam_Guard( new Form_Token_Repository() ) );
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
	 * Listings (post type, REST field, lookup table) and the OpenImmo import (REST, cron, WP-CLI).
	 */
	private function register_listings(): void {
		( new Listings\Post_Type() )->register();
		( new Listings\Property_Field( $this->property_store(), $this->lookup_sync() ) )->register();
		$this->lookup_sync()->register();
		add_action( 'rest_api_init', fn () => $this->imports_controller()->register_routes() );
		add_action( Import\Runner::RUN_HOOK, fn () => $this->import_runner()->run() );
		add_action( Import\Runner::TICK_HOOK, fn () => $this->import_tick() );
		add_action( 'init', array( self::class, 'schedule_import_tick' ) );
		add_action( 'deactivate_' . plugin_basename( IMMO_WIZARDS_FILE ), array( self::class, 'unschedule_listings' ) );
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'immo-wizards import', $this->import_command() );
		}
	}

	/**
	 * The five-minute import tick: takes files from the pickup folder, resumes imports whose worker died,
	 * forgets imports older than 30 days.
	 */
	public function import_tick(): void {
		$this->import_pickup()->scan();
		$this->import_runner()->run();
		// Logs of imports that ended a month ago are of no more use.
		$this->import_repository()->delete_finished_before( Storage\Tables::now( -30 * DAY_IN_SECONDS ) );
	}

	/**
	 * Schedules the five-minute import tick.
	 */
	public static function schedule_import_tick(): void {
		if ( ! wp_next_scheduled( Import\Runner::TICK_HOOK ) ) {
			wp_schedule_event( time() + 120, Installer::CRON_SCHEDULE, Import\Runner::TICK_HOOK );
		}
	}

	/**
	 * Stops the listings' background work (deactivation, uninstall).
	 */
	public static function unschedule_listings(): void {
		wp_clear_scheduled_hook( Import\Runner::TICK_HOOK );
		wp_clear_scheduled_hook( Import\Runner::RUN_HOOK );
		wp_clear_scheduled_hook( Listings\Lookup_Sync::REBUILD_HOOK );
	}

	/**
	 * Listing values.
	 */
	public function property_store(): Listings\Property_Store {
		return $this->service( Listings\Property_Store::class, fn () => new Listings\Property_Store() );
	}

	/**
	 * Lookup table sync (call regions_changed() after editing regions, or fire the
	 * `immo_wizards_regions_changed` action).
	 */
	public function lookup_sync(): Listings\Lookup_Sync {
		return $this->service(
			Listings\Lookup_Sync::class,
			fn () => new Listings\Lookup_Sync( $this->property_store(), new Listings\Lookup_Table(), new Listings\Region_Matcher( new Location_Repository() ) )
		);
	}

	/**
	 * Import limits.
	 */
	public function import_settings(): Import\Import_Settings {
		return $this->service( Import\Import_Settings::class, fn () => new Import\Import_Settings() );
	}

	/**
	 * Imports table.
	 */
	public function import_repository(): Import\Import_Repository {
		return $this->service( Import\Import_Repository::class, fn () => new Import\Import_Repository() );
	}

	/**
	 * Receives import files.
	 */
	public function import_intake(): Import\Intake {
		return $this->service( Import\Intake::class, fn () => new Import\Intake( $this->import_repository(), $this->import_settings() ) );
	}

	/**
	 * Writes imported listings.
	 */
	public function listing_writer(): Import\Listing_Writer {
		return $this->service(
			Import\Listing_Writer::class,
			fn () => new Import\Listing_Writer(
				$this->property_store(),
				$this->lookup_sync(),
				new Import\Source_Table(),
				new Import\Image_Importer( $this->import_settings() ),
				$this->import_settings()
			)
		);
	}

	/**
	 * Full-transfer withdrawals.
	 */
	public function import_withdrawal(): Import\Withdrawal {
		return $this->service(
			Import\Withdrawal::class,
			fn () => new Import\Withdrawal( $this->import_repository(), new Import\Source_Table(), $this->listing_writer(), $this->import_settings() )
		);
	}

	/**
	 * Background import runs.
	 */
	public function import_runner(): Import\Runner {
		return $this->service(
			Import\Runner::class,
			fn () => new Import\Runner( $this->import_repository(), new Import\Object_Mapper(), $this->listing_writer(), $this->import_withdrawal(), $this->import_settings() )
		);
	}

	/**
	 * The pickup folder.
	 */
	public function import_pickup(): Import\Pickup_Folder {
		return $this->service( Import\Pickup_Folder::class, fn () => new Import\Pickup_Folder( $this->import_intake(), $this->import_repository() ) );
	}

	/**
	 * `wp immo-wizards import`.
	 */
	public function import_command(): Import\Cli_Command {
		return $this->service(
			Import\Cli_Command::class,
			fn () => new Import\Cli_Command( $this->import_intake(), $this->import_runner(), $this->import_repository(), $this->import_withdrawal(), $this->import_settings() )
		);
	}

	/**
	 * REST: imports.
	 */
	private function imports_controller(): Rest\Imports_Controller {
		return new Rest\Imports_Controller( $this->import_intake(), $this->import_repository(), $this->import_withdrawal() );
	}

	/**
	 * The customer portal's services and routes.
	 */
	public function portal(): Portal_Module {
		return $this->service( Portal_Module::class, fn () => new Portal_Module( $this ) );
	}
}
