<?php
/**
 * The one runner: mails and webhook deliveries, after the response, from the one cron hook.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Queue;

use ImmoWizards\Alerts\Alert_Runner;
use ImmoWizards\Import\Runner as Import_Runner;
use ImmoWizards\Install\Installer;
use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Queue\Runner;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Tests\Webhooks\Webhook_Test_Case;
use ImmoWizards\Webhooks\Webhook_Delivery;
use ImmoWizards\Wiring\Jobs;

require_once dirname( __DIR__ ) . '/Webhooks/class-webhook-test-case.php';

/**
 * A submit queues a confirmation mail and a webhook delivery; one runner sends both.
 */
final class Runner_Test extends Webhook_Test_Case {

	/**
	 * A submit as the web server handles it, without what follows the response.
	 */
	private function submit_without_shutdown(): void {
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/wizard/lead' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $this->lead_body() ) );
		$this->assertSame( 201, rest_do_request( $request )->get_status() );
		$this->assertSame( array(), $this->mails, 'nothing sent inside the request' );
		$this->assertSame( 'pending', $this->deliveries()[0]->status );
	}

	public function test_after_the_response_one_flush_sends_the_mail_and_the_delivery(): void {
		$this->allow_receiver();
		[ $url, $token ] = Fake_Receiver::endpoint( 'ok' );
		$this->endpoint( $url );
		$this->submit_without_shutdown();
		$runner = Plugin::instance()->runner();
		$this->assertSame( 100, has_action( 'shutdown', array( $runner, 'flush' ) ), 'one shutdown callback for both' );

		$runner->flush();
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->deliveries()[0]->status );
		$this->assertNotNull( Fake_Receiver::received( $token ) );
	}

	public function test_where_the_response_cannot_end_the_cron_hook_runs_the_runner(): void {
		$this->allow_receiver();
		[ $url ] = Fake_Receiver::endpoint( 'ok' );
		$this->endpoint( $url );
		$this->submit_without_shutdown();
		$loopbacks = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$loopbacks ) {
				$loopbacks[] = $url;
				return new \WP_Error( 'offline', 'loopback blocked' );
			},
			10,
			3
		);
		$plugin = Plugin::instance()->runner();
		$server = new Runner(
			array(
				Outbox::QUEUE           => static fn () => $plugin->queue( Outbox::QUEUE ),
				Webhook_Delivery::QUEUE => static fn () => $plugin->queue( Webhook_Delivery::QUEUE ),
			),
			'__return_false'
		);
		$server->after_response( Outbox::QUEUE, (int) $this->rows( 'outbox' )[0]->id );
		$server->after_response( Webhook_Delivery::QUEUE );
		$server->flush();
		$this->assertSame( array(), $this->mails, 'the visitor waits for nothing' );
		$this->assertSame( 'pending', $this->deliveries()[0]->status );
		$this->assertSame( array( rest_url( 'immo-wizards/v1/outbox/run' ) ), $loopbacks, 'woken in a request of its own' );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ), 'the cron hook as the fallback' );

		remove_all_filters( 'pre_http_request' );
		do_action( Jobs::HOOK, 'runner' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->deliveries()[0]->status );
	}

	public function test_the_five_minute_event_drains_both_queues(): void {
		$this->allow_receiver();
		[ $url ] = Fake_Receiver::endpoint( 'ok' );
		$this->endpoint( $url );
		$this->mail_result = false;
		$this->submit_lead();
		$this->assertSame( 'pending', $this->rows( 'outbox' )[0]->status, 'the send after the response failed' );
		$this->mail_result = true;
		global $wpdb;
		$wpdb->query( 'UPDATE ' . \ImmoWizards\Storage\Tables::name( 'outbox' ) . " SET next_attempt_at = '2001-01-01 00:00:00'" ); // phpcs:ignore
		$this->make_due();

		do_action( Jobs::HOOK );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
		$this->assertSame( 'sent', $this->deliveries()[0]->status );
	}

	public function test_background_work_is_scheduled_only_through_the_one_cron_hook(): void {
		wp_schedule_event( time() + 60, 'hourly', 'immo_wizards_outbox_retry' );
		wp_schedule_single_event( time(), 'immo_wizards_import_run' );
		Installer::schedule_cron();
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'offline', 'loopback blocked' ) );
		Plugin::instance()->runner()->wake();
		Alert_Runner::schedule();
		do_action( Lookup_Sync::REGIONS_CHANGED );
		Import_Runner::schedule();

		$hooks = array();
		foreach ( _get_cron_array() as $events ) {
			$hooks = array_merge( $hooks, preg_grep( '/^immo_wizards/', array_keys( (array) $events ) ) );
		}
		$this->assertSame( array( Jobs::HOOK ), array_values( array_unique( $hooks ) ), 'old hooks dropped, new work asked for through the one hook' );
		foreach ( array( 'runner', 'alerts', 'regions', 'imports' ) as $job ) {
			$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( $job ) ), $job );
		}
	}

	public function test_only_the_runner_and_the_listings_sync_work_at_shutdown(): void {
		$this->endpoint( 'https://receiver.example.com/hook' );
		$this->submit_without_shutdown();
		global $wp_filter;
		$callbacks = array();
		foreach ( $wp_filter['shutdown']->callbacks as $priority => $list ) {
			foreach ( $list as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && is_object( $function[0] ) && str_starts_with( get_class( $function[0] ), 'ImmoWizards\\' ) ) {
					$callbacks[] = get_class( $function[0] ) . '::' . $function[1];
				}
			}
		}
		sort( $callbacks );
		// The sync finishes the request's own writes (meta written outside a save); it sends nothing.
		$this->assertSame( array( Lookup_Sync::class . '::flush', Runner::class . '::flush' ), array_values( array_unique( $callbacks ) ) );
	}
}
