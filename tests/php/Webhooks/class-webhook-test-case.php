<?php
/**
 * Shared set-up of the webhook tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Webhooks;

use ImmoWizards\Plugin;
use ImmoWizards\Queue\Retry_Queue;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Webhooks\Delivery_Repository;
use ImmoWizards\Webhooks\Webhook_Delivery;
use ImmoWizards\Webhooks\Webhook_Sender;
use ImmoWizards\Webhooks\Webhook_Settings;

/**
 * The local receiver listens on http://127.0.0.1 at a high port: the sender refuses all three, so the
 * tests allow exactly that through the plugin's and core's filters (allow_receiver()).
 */
abstract class Webhook_Test_Case extends Test_Case {

	use Lead_Payloads;
	use Request_Payloads;

	/**
	 * Allows the local receiver: plain http (development) and, through core's SSRF filters, its
	 * loopback host and port.
	 */
	protected function allow_receiver(): void {
		add_filter( 'immo_wizards_webhooks_allow_http', '__return_true' );
		$port = (int) wp_parse_url( Fake_Receiver::url( 'ok' ), PHP_URL_PORT );
		add_filter( 'http_request_host_is_external', static fn ( $external, $host ) => '127.0.0.1' === $host ? true : $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', static fn ( $ports ) => array_merge( (array) $ports, array( $port ) ) );
	}

	/**
	 * Stores endpoints; answers their ids.
	 *
	 * @param array<int, array<string,mixed>> $endpoints Endpoints (url, events, active, secret).
	 * @return string[]
	 */
	protected function configure( array $endpoints ): array {
		update_option( Webhook_Settings::OPTION, $endpoints );
		return array_column( Webhook_Settings::endpoints(), 'id' );
	}

	/**
	 * Stores one endpoint for every event; answers [id, secret].
	 *
	 * @param string $url URL.
	 * @return array{0:string,1:string}
	 */
	protected function endpoint( string $url ): array {
		$this->configure(
			array(
				array(
					'url'    => $url,
					'events' => Webhook_Settings::EVENTS,
				),
			)
		);
		$endpoint = Webhook_Settings::endpoints()[0];
		return array( $endpoint['id'], $endpoint['secret'] );
	}

	/**
	 * The deliveries' queue.
	 */
	protected function runner(): Retry_Queue {
		return Plugin::instance()->webhooks()->queue();
	}

	/**
	 * A deliveries' queue sending through the given sender.
	 *
	 * @param Webhook_Sender $sender Sender.
	 */
	protected static function queue_with( Webhook_Sender $sender ): Retry_Queue {
		$deliveries = new Delivery_Repository();
		return new Retry_Queue( $deliveries, Webhook_Delivery::policy(), array( new Webhook_Delivery( $deliveries, $sender ), 'deliver' ) );
	}

	/**
	 * After a response the mails go out as always, while the deliveries wait for the test's own
	 * runner calls (held out of reach of the runner's after-response attempt meanwhile).
	 */
	protected function after_response(): void {
		global $wpdb;
		$table = Tables::name( 'webhook_deliveries' );
		$wpdb->query( "UPDATE $table SET next_attempt_at = next_attempt_at + INTERVAL 100 YEAR WHERE status = 'pending'" ); // phpcs:ignore
		parent::after_response();
		$wpdb->query( "UPDATE $table SET next_attempt_at = next_attempt_at - INTERVAL 100 YEAR WHERE status = 'pending'" ); // phpcs:ignore
	}

	/**
	 * Makes every pending delivery due now.
	 */
	protected function make_due(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'webhook_deliveries' ) . ' SET next_attempt_at = %s', Tables::now( -1 ) ) ); // phpcs:ignore
	}

	/**
	 * Queues one request.created through a real submit; answers the delivery row.
	 */
	protected function submit_lead(): object {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$rows = $this->deliveries();
		$this->assertCount( 1, $rows );
		return $rows[0];
	}

	/**
	 * The deliveries, oldest first.
	 *
	 * @return object[]
	 */
	protected function deliveries(): array {
		return $this->rows( 'webhook_deliveries' );
	}
}
