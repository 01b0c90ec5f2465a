<?php
/**
 * Signed webhooks: composition and hooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Runner_Kick;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The setting, the event sources, the runner on the outbox's background mechanism (its cron run, its
 * one-off wake event, its loopback request), the bodies' clean-up for the retention job, the REST
 * controllers (for Wiring\Routes) and a request's deliveries for the inbox (filter
 * `immo_wizards_request_webhooks`).
 */
final class Webhooks_Module {

	/** Days the body of a sent delivery is kept (for a look at what went out), then dropped. */
	public const KEEP_BODY_DAYS = 30;

	/** Filter that adds a request's deliveries to the inbox detail. */
	public const REQUEST_FILTER = 'immo_wizards_request_webhooks';

	/**
	 * Built runner.
	 *
	 * @var Webhook_Runner|null
	 */
	private ?Webhook_Runner $runner = null;

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
		add_action( 'init', array( Webhook_Settings::class, 'register' ) );
		$deliveries = new Delivery_Repository();
		$dispatcher = new Webhook_Dispatcher( $deliveries, fn () => $this->plugin->outbox()->wake_runner() );
		( new Webhook_Events( $dispatcher, new Webhook_Payloads( $this->plugin->request_types() ), $deliveries ) )->register();
		foreach ( array( Outbox::CRON_HOOK, Outbox::WAKE_HOOK, Runner_Kick::RAN_HOOK ) as $hook ) {
			add_action( $hook, fn () => $this->runner()->process_due() );
		}
		add_filter( self::REQUEST_FILTER, fn ( $list, $request_id ) => array_merge( (array) $list, self::for_request( $deliveries, (int) $request_id ) ), 10, 2 );
	}

	/**
	 * The webhooks' REST controllers: the delivery log, resending and the ping.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array( new Webhooks_Controller( new Delivery_Repository(), $this->runner(), new Webhook_Sender() ) );
	}

	/**
	 * Drops the bodies of deliveries sent more than KEEP_BODY_DAYS ago (a retention job).
	 *
	 * @return int Deliveries changed.
	 */
	public function drop_old_bodies(): int {
		return ( new Delivery_Repository() )->drop_sent_bodies_before( Tables::now( -self::KEEP_BODY_DAYS * DAY_IN_SECONDS ) );
	}

	/**
	 * The runner.
	 */
	public function runner(): Webhook_Runner {
		return $this->runner ??= new Webhook_Runner( new Delivery_Repository(), new Webhook_Sender() );
	}

	/**
	 * A request's deliveries as the inbox detail shows them, newest first.
	 *
	 * @param Delivery_Repository $deliveries Deliveries.
	 * @param int                 $request_id Request id.
	 * @return array<int, array<string,mixed>>
	 */
	private static function for_request( Delivery_Repository $deliveries, int $request_id ): array {
		$keys = array_flip( array( 'id', 'event', 'status', 'attempts', 'responseCode', 'lastError', 'createdAt' ) );
		return array_map(
			static fn ( $row ) => array_intersect_key( Delivery_Resource::item( $row ), $keys ),
			$request_id > 0 ? $deliveries->page( array( 'request_id' => $request_id ), 1, 100 )[0] : array()
		);
	}
}
