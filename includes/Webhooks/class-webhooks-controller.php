<?php
/**
 * GET /webhooks/deliveries, POST /webhooks/deliveries/{id}/resend, POST /webhooks/test.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Queue\Retry_Queue;
use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`): the delivery log, sending a failed delivery again (at once,
 * the answer shows the outcome) and a `ping` to one endpoint that reports what the receiver answered.
 */
final class Webhooks_Controller extends Controller {

	private const PER_PAGE_MAX = 100;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'webhooks';

	/**
	 * Constructor.
	 *
	 * @param Delivery_Repository $deliveries Deliveries.
	 * @param Retry_Queue         $queue      The deliveries' queue (a resend is attempted at once).
	 * @param Webhook_Sender      $sender     Sends the ping.
	 */
	public function __construct( private Delivery_Repository $deliveries, private Retry_Queue $queue, private Webhook_Sender $sender ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$admin = array( $this, 'get_items_permissions_check' );
		$this->register_route( '/deliveries', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $admin, $this->get_collection_params() ) );
		$this->register_route(
			'/deliveries/(?P<id>[0-9a-fA-F-]{36})/resend',
			$this->endpoint(
				\WP_REST_Server::CREATABLE,
				'resend',
				$admin,
				array(
					'id' => array(
						'description' => __( 'Delivery id.', 'immo-wizards' ),
						'type'        => 'string',
						'format'      => 'uuid',
						'required'    => true,
					),
				)
			)
		);
		$this->register_route(
			'/test',
			$this->endpoint(
				\WP_REST_Server::CREATABLE,
				'test',
				$admin,
				array(
					'endpoint' => array(
						'description' => __( 'Id of the endpoint to ping.', 'immo-wizards' ),
						'type'        => 'string',
						'pattern'     => '^[0-9a-f]{12}$',
						'required'    => true,
					),
				)
			),
			array( self::class, 'test_schema' )
		);
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may manage webhooks.', 'immo-wizards' ) );
	}

	/**
	 * Filters and paging of the log.
	 *
	 * @return array<string,mixed>
	 */
	public function get_collection_params(): array {
		return array(
			'status' => Collection_Args::one_of( __( 'Only deliveries with this status.', 'immo-wizards' ), Delivery_Resource::STATUSES ),
			'event'  => Collection_Args::one_of( __( 'Only deliveries of this event.', 'immo-wizards' ), Webhook_Settings::EVENTS ),
		) + Collection_Args::paging( self::PER_PAGE_MAX, 20, __( 'Deliveries per page.', 'immo-wizards' ) );
	}

	/**
	 * The log, newest first (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page         = (int) $request['per_page'];
		[ $rows, $total ] = $this->deliveries->page(
			array(
				'status' => (string) $request['status'],
				'event'  => (string) $request['event'],
			),
			(int) $request['page'],
			$per_page
		);
		return $this->collection( array_map( array( Delivery_Resource::class, 'item' ), $rows ), $total, $per_page );
	}

	/**
	 * Sends a failed delivery again now; answers it with the outcome.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function resend( $request ) {
		$row = $this->deliveries->find_by_uuid( (string) $request['id'] );
		if ( ! $row ) {
			return new \WP_Error( 'immo_wizards_webhook_not_found', __( 'There is no such delivery.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		if ( ! $this->deliveries->requeue( (int) $row->id, Webhook_Delivery::policy()->deadline() ) ) {
			return new \WP_Error( 'immo_wizards_webhook_not_failed', __( 'Only failed deliveries can be sent again.', 'immo-wizards' ), array( 'status' => 409 ) );
		}
		$this->queue->attempt( (int) $row->id );
		return rest_ensure_response( Delivery_Resource::item( $this->deliveries->find( (int) $row->id ) ) );
	}

	/**
	 * Sends a `ping` to one endpoint (active or not); nothing is stored.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function test( $request ) {
		$endpoint = Webhook_Settings::endpoint( (string) $request['endpoint'] );
		if ( ! $endpoint ) {
			return new \WP_Error( 'immo_wizards_webhook_not_found', __( 'There is no such endpoint. Save the settings first.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		$uuid   = wp_generate_uuid4();
		$result = $this->sender->post( $endpoint, 'ping', $uuid, Webhook_Dispatcher::body( $uuid, 'ping', array( 'endpoint' => $endpoint['id'] ) ) );
		return rest_ensure_response(
			array(
				'ok'              => $result['ok'],
				'responseCode'    => $result['code'],
				'error'           => '' === $result['error'] ? null : $result['error'],
				'responseExcerpt' => $result['excerpt'],
			)
		);
	}

	/**
	 * Schema of a delivery.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Delivery_Resource::schema();
	}

	/**
	 * Schema of the ping's answer.
	 *
	 * @return array<string,mixed>
	 */
	public static function test_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-webhook-test',
			'type'       => 'object',
			'properties' => array(
				'ok'              => array( 'type' => 'boolean' ),
				'responseCode'    => array( 'type' => array( 'integer', 'null' ) ),
				'error'           => array( 'type' => array( 'string', 'null' ) ),
				'responseExcerpt' => array( 'type' => 'string' ),
			),
		);
	}
}
