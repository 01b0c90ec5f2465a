<?php
/**
 * The plugin's hooks: cron jobs, admin screens and notices, privacy tools.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\Cron_Health;
use ImmoWizards\Admin\Cron_Report;
use ImmoWizards\Admin\Outbox_Health;
use ImmoWizards\Admin\Outbox_Notice;
use ImmoWizards\Admin\Outbox_Report;
use ImmoWizards\Admin\Outbox_Resend_Action;
use ImmoWizards\Admin\Privacy_Health;
use ImmoWizards\Admin\Privacy_Notice;
use ImmoWizards\Admin\Property_Sidebar;
use ImmoWizards\Admin\Requests_Widget;
use ImmoWizards\Admin\Withdrawal_Notice;
use ImmoWizards\Embed\Header_Sender;
use ImmoWizards\Embed\Host_Script;
use ImmoWizards\Embed\Partitioned_Cookies;
use ImmoWizards\Embed\Standalone_Document;
use ImmoWizards\Embed\Standalone_Router;
use ImmoWizards\Install\Engine_Notice;
use ImmoWizards\Install\Installer;
use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Security\Proxy_Health;
use ImmoWizards\Settings\Settings_Schema;
use ImmoWizards\Setup\Setup_Redirect;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Table_Charsets;
use ImmoWizards\Users\Portal_Access;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the plugin's services in; services are built on first use, so a hook costs nothing until it fires.
 */
final class Hooks {

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Hooks everything in.
	 */
	public function register(): void {
		add_action( 'plugins_loaded', array( Installer::class, 'maybe_upgrade' ) );
		Table_Charsets::register();
		add_filter( 'cron_schedules', array( Installer::class, 'cron_schedules' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected
		add_action( 'init', array( Installer::class, 'schedule_cron' ) );
		$jobs = new Jobs( $this->plugin );
		add_action( Jobs::HOOK, array( $jobs, 'fire' ) );
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'immo-wizards run-jobs', new Jobs_Command( $jobs ) );
		}
		( new Cron_Health( new Cron_Report( new Mail_Log_Repository() ), array_keys( $jobs->all() ) ) )->register();

		( new Portal_Access( $this->plugin->settings() ) )->register();
		( new Personal_Data( new Contact_Repository() ) )->register();
		( new Proxy_Health( $this->plugin->settings() ) )->register();
		( new Privacy_Health( $this->plugin->settings() ) )->register();
		Settings_Schema::register( $this->plugin->settings() );
		// Tells the site's consent plugin that this plugin reads consent through the WP Consent API.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( IMMO_WIZARDS_FILE ), '__return_true' );
		if ( is_admin() ) {
			( new Admin_Menu( $this->plugin->request_types(), $this->plugin->mail_kinds() ) )->register();
			( new Setup_Redirect() )->register();
			( new Withdrawal_Notice( $this->plugin->listings()->import_repository() ) )->register();
			( new Property_Sidebar() )->register();
			( new Engine_Notice() )->register();
			( new Privacy_Notice( $this->plugin->settings() ) )->register();
		}
		$this->register_outbox_alerts();
		$this->register_requests_widget();
		$this->register_embed();
	}

	/**
	 * Embedding in other websites: the standalone pages and `embed.js` under the base path, and the
	 * portal's partitioned session cookies when it runs there.
	 */
	private function register_embed(): void {
		$sender   = new Header_Sender();
		$document = new Standalone_Document( $this->plugin->screens() );
		( new Standalone_Router( $this->plugin->settings(), $document, new Host_Script(), $sender ) )->register();
		( new Partitioned_Cookies( $sender ) )->register();
	}

	/**
	 * The dashboard's count of new requests; a submitted request drops the cached counts.
	 */
	private function register_requests_widget(): void {
		add_action( 'immo_wizards_request_submitted', array( Requests_Widget::class, 'flush' ) );
		add_action( 'wp_dashboard_setup', fn () => ( new Requests_Widget( new Request_Repository(), $this->plugin->request_types() ) )->add() );
	}

	/**
	 * What admins are told about mails that did not go out.
	 */
	private function register_outbox_alerts(): void {
		$report = new Outbox_Report( new Mail_Log_Repository() );
		( new Outbox_Health( $report ) )->register();
		if ( is_admin() ) {
			( new Outbox_Notice( $report ) )->register();
			( new Outbox_Resend_Action( $this->plugin->outbox_resend() ) )->register();
		}
	}
}
