<?php
/**
 * Signed webhooks: composition and hooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Plugin;
use ImmoWizards\Queue\Retry_Queue;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The setting, the event sources, the deliveries' queue (drained by Queue\Runner with the mails), the
 * bodies' clean-up for the retention job, the REST controllers (for Wiring\Routes) and a request's
 * deliveries for the inbox (filter `immo_wizards_request_webhooks`).
 */
final class Webhooks_Module {

	/** Days the body of a sent delivery is kept (for a look at what went out), then dropped. */
	public const KEEP_BODY_DAYS = 30;

	/** Filter that adds a request's deliveries to the inbox detail. */
	public const REQUEST_FILTER = 'immo_wizards_request_webhooks';

	/**
	 * Built queue.
	 *
	 * @var Retry_Queue|null
	 */
	private ?Retry_Queue $queue = null;

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
		$dispatcher = new Webhook_Dispatcher( $deliveries, fn () => $this->plugin->runner()->after_response( Webhook_Delivery::QUEUE ) );
		( new Webhook_Events( $dispatcher, new Webhook_Payloads( $this->plugin->request_types() ), $deliveries ) )->register();
		add_filter( self::REQUEST_FILTER, fn ( $list, $request_id ) => array_merge( (array) $list, self::for_request( $deliveries, (int) $request_id ) ), 10, 2 );
	}

	/**
	 * The webhooks' REST controllers: the delivery log, resending and the ping.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array( new Webhooks_Controller( new Delivery_Repository(), $this->queue(), new Webhook_Sender() ) );
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
	 * The deliveries' queue (one of Queue\Runner's).
	 */
	public function queue(): Retry_Queue {
		$deliveries           = new Delivery_Repository();
		return $this->queue ??= new Retry_Queue( $deliveries, Webhook_Delivery::policy(), array( new Webhook_Delivery( $deliveries, new Webhook_Sender() ), 'deliver' ) );
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
